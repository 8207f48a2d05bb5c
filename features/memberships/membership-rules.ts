import { membershipTerms, type MembershipTier } from "./membership-tiers";
import type { TreatmentKind } from "~/features/studio";

/**
 * The Dreams Club's rules (issue 13, spec section 9), as the billing and the booking will apply them: the minimum
 * term, when a cancellation takes effect, the member price and which treatments an included credit covers. Pure
 * functions of the tier's fields (membership-tiers.ts), so the page's words and what is charged are one fact.
 */

/** The same day `months` later, or the month's last day when it has fewer days (31 January + 1 month: 28/29 February). */
export function addMonths(instant: Date, months: number): Date {
  const target = new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth() + months, 1, instant.getUTCHours(), instant.getUTCMinutes(), instant.getUTCSeconds(), instant.getUTCMilliseconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(instant.getUTCDate(), lastDay));
  return target;
}

/** The end of the minimum term: the member may leave from then on. */
export function minimumTermEnd(startedAt: Date): Date {
  return addMonths(startedAt, membershipTerms.commitmentMonths);
}

/**
 * A cancellation takes effect at the later of the minimum term's end and the end of the month already paid for:
 * inside the term she stays (and pays) to its end; after it, to the end of her current month.
 */
export function cancellationTakesEffect(startedAt: Date, currentPeriodEnd: Date): Date {
  const termEnd = minimumTermEnd(startedAt);
  return termEnd > currentPeriodEnd ? termEnd : currentPeriodEnd;
}

/** A treatment's price for a member: the tier's discount off, rounded to the penny in her favour. */
export function memberPricePence(pricePence: number, tier: Pick<MembershipTier, "discountPercent">): number {
  return Math.floor((pricePence * (100 - tier.discountPercent)) / 100);
}

/** Whether one of the tier's included treatments can pay for a service of this kind. */
export function creditCovers(tier: Pick<MembershipTier, "included">, kind: TreatmentKind): boolean {
  return tier.included.kind === kind;
}

/**
 * A membership cancelled within its 14 days (Consumer Contracts Regulations 2013, regs 29–30 and 36;
 * docs/decisions/0036) ends at once, the minimum term aside. What was supplied is measured by the perks she took
 * (reg 36(4)): the pence her member prices and included treatments took off her bookings. The first payment comes
 * back less that, in full when she took none, never below nothing.
 */
export function coolingOffRefund(paidPence: number, perksTakenPence: number): { refundPence: number; basis: string } {
  const taken = Math.max(0, perksTakenPence);
  if (taken === 0) return { refundPence: paidPence, basis: "unused: refunded in full" };
  return { refundPence: Math.max(0, paidPence - taken), basis: `perks taken: ${taken} pence of member prices and included treatments kept of ${paidPence} paid` };
}
