import type { ActionFunctionArgs } from "react-router";
import { membershipAdminMessages } from "~/features/memberships";
import { BillingUnavailableError, cancelMembershipForStaff } from "~/features/memberships/index.server";
import { failure, payloadOf, requireStaffAction, unreadable } from "../admin-page.server";

/**
 * The dashboard's Members tab (app/routes/staff/members/): the same cancellation as the staff API
 * (POST /api/memberships/:id/cancel, docs/decisions/0032), answered as page data.
 */

/** POST /admin/members/:id/cancel: cancelled for her by her own rule, audited with the staff member. */
export async function cancelMemberAction({ request, context, params }: ActionFunctionArgs) {
  const staff = await requireStaffAction(request, context);
  const payload = await payloadOf(request);
  if (!payload) return unreadable();
  const result = await cancelMembershipForStaff(context.db, context.membershipBilling, String(params.id), staff, {
    body: payload,
    mail: context.emailContext,
    timeZone: context.bookingSettings.timeZone,
  }).catch((error: unknown) => {
    if (error instanceof BillingUnavailableError) return { outcome: "unavailable" as const };
    throw error;
  });
  if (result.outcome === "invalid") return failure(400, "invalid", result.message, result.fieldErrors);
  if (result.outcome === "none") return failure(404, "not-found", membershipAdminMessages.notFound);
  if (result.outcome === "not-cancellable") return failure(409, "not-cancellable", membershipAdminMessages.notCancellable);
  if (result.outcome === "unavailable") return failure(503, "billing-unavailable", membershipAdminMessages.billingUnavailable);
  return { ok: true as const, answer: result.answer };
}
