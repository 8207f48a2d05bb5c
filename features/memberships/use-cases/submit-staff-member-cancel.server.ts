import { invalid, namedUseCase, refuse, type Outcome } from "~/lib/use-case";
import { membershipAdminMessages } from "../membership-admin";
import { cancelMembershipForStaff } from "../membership-cancel.server";
import { membershipMessages, type CancelAnswer } from "../membership-status";
import { isRefusal, type MembershipContext, reachingBilling } from "./membership-billing.server";

/**
 * Staff cancel for her, or record her notice that came by email with the day it was received (the Members tab and
 * POST /api/memberships/:id/cancel; docs/decisions/0032, 0036): the same rule, provider call and email as her own.
 */
export const submitStaffMemberCancel = namedUseCase(
  "memberships.staff-cancel",
  async (context: MembershipContext, staff: { username: string }, request: { id: string; body: unknown }): Promise<Outcome<{ answer: CancelAnswer }>> => {
    const { db, billing, emailContext, timeZone } = context;
    const result = await reachingBilling(
      () => cancelMembershipForStaff(db, billing, request.id, staff, { body: request.body, mail: emailContext, timeZone }),
      membershipMessages.cancelUnavailable,
    );
    if (isRefusal(result)) return result;
    if (result.outcome === "invalid") return invalid(result);
    if (result.outcome === "none") return refuse("not-found", "not-found", membershipAdminMessages.notFound);
    if (result.outcome === "not-cancellable") return refuse("conflict", "not-cancellable", membershipAdminMessages.notCancellable);
    return { ok: true, answer: result.answer };
  },
);
