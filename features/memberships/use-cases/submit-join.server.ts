import { parseForm } from "~/lib/forms";
import { countAttempt, releaseStored, reserveStored, type Visitor } from "~/lib/throttle.server";
import { invalid, namedUseCase, refuse, throttled, type Outcome } from "~/lib/use-case";
import { joinMembershipSchema, membershipMessages, type JoinAnswer } from "../membership-status";
import { BillingUnavailableError, joinMembership } from "../memberships.server";
import { billingUnavailable, type MembershipContext } from "./membership-billing.server";

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
