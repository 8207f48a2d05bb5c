/** The Dreams Club monthly membership tiers (spec section 9): shown on /services#dreams-club, sold in the studio. */

export interface MembershipTier {
  id: "essential" | "signature" | "vip";
  name: string;
  pricePence: number;
  period: "month";
  description: string;
  features: string[];
  bestFor: string;
  buttonText: string;
  /** Where the join button leads. */
  joinHref: string;
  popular: boolean;
  badge?: string;
}

export const membershipTerms = {
  commitmentMonths: 3,
  maxSavingPercent: 25,
} as const;

export const membershipTiers: readonly MembershipTier[] = [
  {
    id: "essential",
    name: "Essential",
    pricePence: 5900,
    period: "month",
    description: "Your monthly brow ritual, with a little extra magic on everything else.",
    features: [
      "1 brow service every month",
      "10% off all other treatments",
      "A birthday treatment every year",
      "Priority booking",
    ],
    bestFor: "Brow lovers who want polished, perfectly kept brows all year round.",
    buttonText: "Join Essential",
    joinHref: "/contact?service=membership",
    popular: false,
  },
  {
    id: "signature",
    name: "Signature",
    pricePence: 9900,
    period: "month",
    description: "A machine treatment every month to keep your glow and your goals on track.",
    features: [
      "1 machine treatment every month",
      "15% off all other treatments",
      "An aftercare kit every 3 months",
      "A free lash tint on your birthday",
    ],
    bestFor: "Clients on a skin or body journey who want steady, visible progress.",
    buttonText: "Join Signature",
    joinHref: "/book",
    popular: true,
    badge: "Best Value",
  },
  {
    id: "vip",
    name: "VIP",
    pricePence: 14900,
    period: "month",
    description: "Our most generous membership, with the full fairy-godmother treatment.",
    features: [
      "2 machine treatments every month",
      "20% off extra treatments and retail",
      "A premium aftercare kit every 6 months",
      "Access to evening appointment slots",
      "One guest pass a month: a free mini treatment or 50% off a guest's first session",
      "A personal brow consultation",
      "Early access to new treatments",
    ],
    bestFor: "Devoted clients who want the most results, flexibility and perks.",
    buttonText: "Join VIP",
    joinHref: "/book",
    popular: false,
  },
];
