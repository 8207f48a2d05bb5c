import { patchTestWindow } from "../patch-tests/patch-test-rule";

/**
 * The manage page's words about her patch test, apart from patchTestMessages: that object ships in /book's
 * JavaScript, and these are only ever server-rendered.
 */

/** Where she books a new free patch test online: /book with the patch test chosen. */
export const newPatchTestPath = "/book?items=patch-test";

/** When her patch test's window rules out free times on the day she looked at. */
export const moveHeldBack = (phone: string) =>
  `Some free times on this day are not shown: your treatment must be ${patchTestWindow.booked.minHours} to ${patchTestWindow.booked.maxHours} hours after your patch test. To move it further, your patch test has to move with it: call us on ${phone} and we will move both.`;
