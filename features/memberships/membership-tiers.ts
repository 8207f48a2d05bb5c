import type { TreatmentKind } from "~/features/studio";

/**
 * The Dreams Club monthly membership tiers (spec section 9): the one source for /services#dreams-club, the policies,
 * the billing (features/memberships/billing) and the booking. The numbers they apply (price, discount, included
 * treatments, the minimum term) are fields here, and the lines of copy that state them are written from those fields
 * (`tierFeatures`), so the page cannot promise what is not applied.
 */

export type TierId = "essential" | "signature" | "vip";

export interface MembershipTier {
  id: TierId;
  name: string;
  pricePence: number;
  period: "month";
  /** Off every treatment the included ones do not cover (and, for VIP, retail). */
  discountPercent: number;
  /** What the discount covers, in the tier's words: "all other treatments". */
  discountCovers: string;
  /** Treatments of a kind included each calendar month, used as credits at booking. */
  included: { perMonth: number; kind: TreatmentKind };
  description: string;
  /** The perks beyond the included treatments and the discount. */
  features: string[];
  bestFor: string;
  buttonText: string;
  popular: boolean;
  badge?: string;
}

export const membershipTerms = {
  commitmentMonths: 3,
  maxSavingPercent: 25,
  /**
   * A member keeps the monthly price she joined at when a tier's price changes (the founding-member rule): the
   * price is locked on her membership and her subscription stays on the billing price it started with.
   */
  foundingPriceKept: true,
  /** Payment attempts of a renewal (the first and the retries) before the perks pause. */
  renewalAttempts: 4,
  /** Days between a failed renewal and its next attempt (the demo provider's; Stripe's own schedule when live). */
  retryDays: 3,
  /**
   * Hours a join may wait for its first payment before it expires (Stripe's `incomplete_expired` after 23 hours;
   * the demo provider's sweep follows the same clock).
   */
  unpaidJoinExpiryHours: 23,
} as const;

export const membershipTiers: readonly MembershipTier[] = [
  {
    id: "essential",
    name: "Essential",
    pricePence: 5900,
    period: "month",
    discountPercent: 10,
    discountCovers: "all other treatments",
    included: { perMonth: 1, kind: "brow" },
    description: "Your monthly brow ritual, with a little extra magic on everything else.",
    features: [
      "A birthday treatment every year",
      "Priority booking",
    ],
    bestFor: "Brow lovers who want polished, perfectly kept brows all year round.",
    buttonText: "Join Essential",
    popular: false,
  },
  {
    id: "signature",
    name: "Signature",
    pricePence: 9900,
    period: "month",
    discountPercent: 15,
    discountCovers: "all other treatments",
    included: { perMonth: 1, kind: "machine" },
    description: "A machine treatment every month to keep your glow and your goals on track.",
    features: [
      "An aftercare kit every 3 months",
      "A free lash tint on your birthday",
    ],
    bestFor: "Clients on a skin or body journey who want steady, visible progress.",
    buttonText: "Join Signature",
    popular: true,
    badge: "Best Value",
  },
  {
    id: "vip",
    name: "VIP",
    pricePence: 14900,
    period: "month",
    discountPercent: 20,
    discountCovers: "extra treatments and retail",
    included: { perMonth: 2, kind: "machine" },
    description: "Our most generous membership, with the full fairy-godmother treatment.",
    features: [
      "A premium aftercare kit every 6 months",
      "Access to evening appointment slots",
      "One guest pass a month: a free mini treatment or 50% off a guest's first session",
      "A personal brow consultation",
      "Early access to new treatments",
    ],
    bestFor: "Devoted clients who want the most results, flexibility and perks.",
    buttonText: "Join VIP",
    popular: false,
  },
];

const kindWords: Record<TreatmentKind, [one: string, many: string]> = {
  brow: ["brow service", "brow services"],
  machine: ["machine treatment", "machine treatments"],
};

/** "brow service": one of the tier's included treatments, in words. */
export const tierIncludedWords = (tier: MembershipTier) => kindWords[tier.included.kind][0];

/** Every line the page lists for a tier: its included treatments and its discount, from the fields, then its perks. */
export function tierFeatures(tier: MembershipTier): string[] {
  const { perMonth, kind } = tier.included;
  return [`${perMonth} ${kindWords[kind][perMonth === 1 ? 0 : 1]} every month`, `${tier.discountPercent}% off ${tier.discountCovers}`, ...tier.features];
}
