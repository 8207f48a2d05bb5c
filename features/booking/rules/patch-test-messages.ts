import { formatLondonDateTime } from "~/lib/display-time";
import { patchTestWindow, type PatchTestResult } from "./patch-test-rule";

/** What the patch-test rule says to people: the client at /book and her manage page, staff on the card and the API. */
export const patchTestMessages = {
  window: `That time does not keep the patch test ${patchTestWindow.booked.minHours} to ${patchTestWindow.booked.maxHours} hours before the treatment (or a passed test within ${patchTestWindow.passed.maxMonths} months). Please choose another time.`,
  reacted: "Your patch test showed a reaction, so for your safety we cannot go ahead with this treatment. We have cancelled it with a full refund and will call you to talk through other options.",
  reactedMove: "Her patch test showed a reaction: this treatment cannot go ahead, so it cannot be moved.",
  reactedLine: "It showed a reaction, so this treatment cannot go ahead.",
  recentWord: `You told us you had one with us in the last ${patchTestWindow.passed.maxMonths} months.`,
  noneBooked: `None booked. This treatment needs one ${patchTestWindow.booked.minHours} to ${patchTestWindow.booked.maxHours} hours before it.`,
  cancelledWithTreatment: (patchStartsAt: Date) => `Your patch test on ${formatLondonDateTime(patchStartsAt)} is cancelled with it.`,
  patchCancelledAlone: (service: string, treatmentStartsAt: Date) =>
    `Your ${service} on ${formatLondonDateTime(treatmentStartsAt)} stays booked, but it cannot go ahead without a patch test ${patchTestWindow.booked.minHours} to ${patchTestWindow.booked.maxHours} hours before it. You can book a new free patch test online, or cancel it too.`,
  notPatchTest: "This booking is not a patch test.",
  notStarted: "A patch test's result can be recorded once it has started.",
  cancelled: "This patch test was cancelled: there is no result to record.",
  result: "Choose passed, reacted or not done.",
  product: "The product name is 200 characters at most.",
  recent: `Our record has no passed patch test of yours from ${patchTestWindow.passed.minHours} hours to ${patchTestWindow.passed.maxMonths} months before this treatment. Please book a free patch test with it.`,
  recentReacted: "Your last patch test with us showed a reaction, so we cannot book this treatment online. Please call us to talk through other options.",
} as const;

export const patchTestResultLabels: Record<PatchTestResult, string> = { passed: "Passed", reacted: "Reacted", "not-done": "Not done" };
