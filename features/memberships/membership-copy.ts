import { formatPrice } from "~/lib/money";
import { membershipTerms, membershipTiers, type MembershipTier, type TierId } from "./membership-tiers";

/**
 * The Dreams Club's terms as sentences, written from `membershipTerms` (the numbers the billing applies), so the
 * services page, the join page and the policies page state what is charged and nothing else.
 */
export const membershipTermsCopy = {
  minimumTerm: `Every membership starts with a ${membershipTerms.commitmentMonths}-month minimum term, paid monthly, then continues month to month.`,
  cancellation: `You can cancel from your account at any time. Inside the ${membershipTerms.commitmentMonths}-month minimum term, your membership (and its monthly payments) runs to the end of the term; after it, to the end of the month you have paid for. Nothing is charged after that.`,
  foundingPrice: "Founding members keep the monthly price they joined at for as long as they stay, even if our prices change.",
  failedPayment: `If a monthly payment fails, we try again (up to ${membershipTerms.renewalAttempts} attempts in all); your member discount and included treatments pause until a payment goes through.`,
  included: "Included treatments are for the calendar month and do not roll over.",
} as const;

export const membershipTermsList: readonly string[] = Object.values(membershipTermsCopy);

/** The join page of a tier. */
export const joinPath = (tier: TierId) => `/dreams-club/join/${tier}`;

export const tierById = (id: string): MembershipTier | undefined => membershipTiers.find((tier) => tier.id === id);

export const tierPriceLabel = (tier: Pick<MembershipTier, "pricePence" | "period">) => `${formatPrice(tier.pricePence)} a ${tier.period}`;

/** How a membership's state reads to her (the account) and to staff (the Members tab). */
export const membershipStatusText = {
  incomplete: { label: "Awaiting first payment", explain: "The first month's payment hasn't been made yet." },
  active: { label: "Active", explain: "Your membership is active: your discount and included treatments apply." },
  past_due: {
    label: "Payment failed",
    explain: `Your last monthly payment didn't go through. We'll try again every ${membershipTerms.retryDays} days; your discount and included treatments are paused until it does. Please make sure your card has funds, or contact the studio.`,
  },
  paused: {
    label: "Paused",
    explain: "We couldn't take your monthly payment after several tries, so your member perks are paused. Please contact the studio to update your card and pick up where you left off.",
  },
  cancelling: { label: "Cancelled, still active", explain: "You've cancelled: your membership and its perks continue until the end date below, and nothing is charged after it." },
  ended: { label: "Ended", explain: "This membership has ended." },
} as const;
