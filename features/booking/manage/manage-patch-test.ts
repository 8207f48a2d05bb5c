import { patchTestWindow } from "../rules/patch-test-rule";

/**
 * The manage page's words about her patch test, apart from patchTestMessages: that object ships in /book's
 * JavaScript, and these are only ever server-rendered.
 */

/** Where she books a new free patch test online: /book with the patch test chosen. */
export const newPatchTestPath = "/book?items=patch-test";

/** The move section's words when her patch test's window rules out some free times, and when it moves with her. */
export const moveWords = {
  heldBack: `Some free times on this day are not shown: your treatment must be ${patchTestWindow.booked.minHours} to ${patchTestWindow.booked.maxHours} hours after your patch test.`,
  movePatchTest: "Show times that move my patch test too",
  keepPatchTest: "Keep my patch test where it is",
  noPatchTime: `Some free times on this day are not shown: there is no free time for your patch test ${patchTestWindow.booked.minHours} to ${patchTestWindow.booked.maxHours} hours before them.`,
  withPatchTest: `Your free patch test moves with your appointment, to the time shown beside each one (${patchTestWindow.booked.minHours} to ${patchTestWindow.booked.maxHours} hours before it).`,
  call: (phone: string) =>
    `Some free times on this day are not shown: your treatment must be ${patchTestWindow.booked.minHours} to ${patchTestWindow.booked.maxHours} hours after your patch test, and your patch test cannot move online now. Call us on ${phone} and we will help.`,
} as const;
