import { namedUseCase, refuse, type Outcome } from "~/lib/use-case";
import { cancelMembership } from "../membership-cancel.server";
import { membershipMessages, type CancelAnswer } from "../membership-status";
import { isRefusal, type MembershipContext, reachingBilling } from "./membership-billing.server";

/** Her own request to leave (POST /api/memberships/me/cancel): asking again answers the same end date. */
export const submitMemberCancel = namedUseCase(
  "memberships.member-cancel",
  async (context: MembershipContext, member: { email: string }): Promise<Outcome<{ answer: CancelAnswer }>> => {
    const { db, billing, emailContext, timeZone } = context;
    const result = await reachingBilling(() => cancelMembership(db, billing, member.email, { mail: emailContext, timeZone }), membershipMessages.cancelUnavailable);
    if (isRefusal(result)) return result;
    if (result.outcome === "none") return refuse("not-found", "no-membership", membershipMessages.noMembership);
    if (result.outcome === "not-cancellable") return refuse("conflict", "not-cancellable", membershipMessages.notCancellable);
    return { ok: true, answer: result.answer };
  },
);
