import { formatLondonDate, formatLondonDateTime } from "~/lib/display-time";
import { patchTestWindow, type PatchTestResult } from "./patch-test-rule";
import { patchTestMessages } from "./patch-test-messages";

/** A treatment's patch test as the server found it (patchTestFactsOf), for pages and emails. */
export interface PatchTestShown {
  patchTest?: string | null;
  patchTestStartsAt?: Date | null;
  patchTestResult?: PatchTestResult | null;
  patchTestPassedOn?: Date | null;
}

const { minHours, maxHours } = patchTestWindow.booked;

/**
 * The one line (under a "Patch test" heading) the checkout summary, the confirmation, /book-appointment, the manage page and the emails show about
 * a treatment's patch test; null for a treatment that needs none.
 */
export function patchTestLine(booking: PatchTestShown): string | null {
  if (booking.patchTest !== "booked" && booking.patchTest !== "recent") return null;
  if (booking.patchTestResult === "reacted") return patchTestMessages.reactedLine;
  if (booking.patchTestPassedOn) return `Passed on ${formatLondonDate(booking.patchTestPassedOn)}.`;
  if (booking.patchTest === "recent") return patchTestMessages.recentWord;
  if (booking.patchTestStartsAt) return `${formatLondonDateTime(booking.patchTestStartsAt)} (free, 15 minutes), ${minHours} to ${maxHours} hours before your treatment.`;
  return patchTestMessages.noneBooked;
}
