import type { Database } from "~/db/client.server";
import type { EmailContext } from "~/features/mail";
import type { PaymentProvider } from "~/features/payments";
import { cancelBooking } from "./booking-changes.server";
import type { Actor } from "../lifecycle/booking-lifecycle.server";
import { patchTestMessages } from "../rules/patch-test-messages";
import type { PatchTestResult } from "../rules/patch-test-rule";
import { recordPatchTestResult, type PatchTestRecord, type RecordResult } from "../patch-tests/patch-tests.server";

export type RecordedPatchTest = Exclude<RecordResult, { outcome: "recorded" }> | { outcome: "recorded"; patchTest: PatchTestRecord; treatments: { id: string; status: string }[] };

/**
 * A result recorded, and what a reaction means (docs/decisions/0058): each treatment it stops is cancelled by the
 * studio with a full refund, through the one change path, so the diary and the money agree and she is told why in
 * the cancellation email. A refund the provider refuses leaves that treatment standing, for staff to see on the card.
 */
export async function recordPatchTest(
  db: Database,
  request: { bookingId: string; result: PatchTestResult; product?: string | null; actor: Actor & { kind: "staff" }; recorder: string; onlyOf?: string },
  { provider, emailContext, now = new Date() }: { provider: PaymentProvider; emailContext: EmailContext; now?: Date },
): Promise<RecordedPatchTest> {
  const recorded = await recordPatchTestResult(db, request, { emailContext, now });
  if (recorded.outcome !== "recorded") return recorded;
  const treatments: { id: string; status: string }[] = [];
  for (const treatment of recorded.stopped) {
    const cancelled = await cancelBooking(db, { bookingId: treatment.id, actor: request.actor, refund: "full", reason: patchTestMessages.reacted }, { provider, emailContext, now });
    treatments.push({ id: treatment.id, status: cancelled.outcome === "changed" ? cancelled.booking.status : treatment.status });
  }
  return { outcome: "recorded", patchTest: recorded.patchTest, treatments };
}
