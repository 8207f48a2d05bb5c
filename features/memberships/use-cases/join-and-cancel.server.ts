import type { Database } from "~/db/client.server";
import type { EmailContext } from "~/features/mail";
import { parseForm } from "~/lib/forms";
import { countAttempt, releaseStored, reserveStored, type Visitor } from "~/lib/throttle.server";
import { invalid, namedUseCase, refuse, throttled, type Outcome, type Refusal } from "~/lib/use-case";
import type { BillingProvider } from "../billing-provider";
import { membershipAdminMessages } from "../membership-admin";
import { cancelMembership, cancelMembershipForStaff } from "../membership-cancel.server";
import { joinMembershipSchema, membershipMessages, type CancelAnswer, type JoinAnswer } from "../membership-status";
import { BillingUnavailableError, joinMembership } from "../memberships.server";

/**
 * The Dreams Club's actions (docs/decisions/0027, 0032, 0036, 0048): joining, her own cancellation and staff's, each
 * one use case that the API and the dashboard serialise.
 */

export interface MembershipContext {
  db: Database;
  billing: BillingProvider & { publishableKey?: string };
  /** For the member's cancellation email, whoever cancels. */
  emailContext: EmailContext;
  /** The studio's zone, whose calendar days the 14 days count. */
  timeZone: string;
}

/** How long the provider is given before asking again. */
const BILLING_RETRY_SECONDS = 60;

/** The provider could not be reached: nothing changed, and the answer says when to ask again. */
const billingUnavailable = (message: string): Refusal<"billing-unavailable"> => ({
  ...refuse("unavailable", "billing-unavailable", message),
  retryAfter: BILLING_RETRY_SECONDS,
});

/** The provider's refusal as a refusal of the action; anything else is ours and is thrown on. */
async function reachingBilling<T>(run: () => Promise<T>, message: string): Promise<T | Refusal<"billing-unavailable">> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof BillingUnavailableError) return billingUnavailable(message);
    throw error;
  }
}

const isRefusal = (value: object): value is Refusal => "ok" in value && value.ok === false;

/**
 * POST /api/memberships: a join on the path of every public form (the attempts cap, the schema, the cap on stored
 * joins), then the subscription whose first payment the card step takes. A refused join keeps nothing and costs an
 * attempt, not a join.
 */
export const submitJoin = namedUseCase(
  "memberships.join",
  async (context: Pick<MembershipContext, "db" | "billing">, visitor: Visitor, payload: unknown): Promise<Outcome<{ answer: JoinAnswer }>> => {
    const { db, billing } = context;
    const attempt = await countAttempt(db, visitor);
    if (!attempt.allowed) return throttled(attempt.retryAfter);
    const parsed = parseForm(joinMembershipSchema, payload);
    if (!parsed.success) return invalid(parsed.error);
    const reserved = await reserveStored(db, visitor, "membership");
    if (!reserved.allowed) return throttled(reserved.retryAfter);
    let result;
    try {
      result = await joinMembership(db, billing, parsed.data);
    } catch (error) {
      await releaseStored(db, visitor, "membership");
      if (error instanceof BillingUnavailableError) return billingUnavailable(membershipMessages.billingUnavailable);
      throw error;
    }
    if (result.outcome !== "joined") {
      await releaseStored(db, visitor, "membership");
      return refuse("conflict", result.outcome, result.outcome === "already-member" ? membershipMessages.alreadyMember : membershipMessages.superseded);
    }
    return { ok: true, answer: result.answer };
  },
);

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
