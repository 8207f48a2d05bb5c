import type { ActionFunctionArgs } from "react-router";
import { serves } from "~/lib/use-case";
import { pageFailure, payloadOf, requireStaffAction, unreadable } from "~/features/staff-session/index.server";
import { submitPatchTestResult } from "./use-cases/submit-patch-test-result.server";

declare module "./booking-admin-data" {
  interface BookingAdminServer {
    patchTestResult: typeof patchTestResultAction;
  }
}

/** POST /admin/bookings/:id/patch-test-result: the booking card's patch-test result form (her own, or the owner). */
export const patchTestResultAction = serves([submitPatchTestResult], async ({ request, context, params }: ActionFunctionArgs) => {
  const staff = await requireStaffAction(request, context, "patch-tests");
  const payload = await payloadOf(request);
  if (!payload) return unreadable();
  const outcome = await submitPatchTestResult({ db: context.db, provider: context.payments, emailContext: context.emailContext }, staff, { bookingId: String(params.id), body: payload });
  return outcome.ok ? { ok: true as const, result: outcome.patchTest.result, cancelled: outcome.treatments.filter((treatment) => treatment.status === "cancelled").length } : pageFailure(outcome);
});
