import { z } from "~/lib/zod";
import { marketingFields } from "~/features/marketing";
import { fields } from "~/lib/forms";
import { membershipTiers, type TierId } from "./membership-tiers";

/**
 * A membership's states (docs/decisions/0027), the join request and the answers the join page and the account
 * panel read. `incomplete`: the first payment is not made yet; `past_due`: a renewal failed and is being retried;
 * `paused`: the retries failed, perks stop until a payment succeeds; `cancelling`: active until `cancelAt`.
 */
export const membershipStatuses = ["incomplete", "active", "past_due", "paused", "cancelling", "ended"] as const;
export type MembershipStatus = (typeof membershipStatuses)[number];

/** A member has at most one of these at a time (a unique index holds it). */
export const liveStatuses = ["active", "past_due", "paused", "cancelling"] as const satisfies readonly MembershipStatus[];
/** Her discount and included treatments apply only in these: a failed renewal stops them. */
export const perkStatuses = ["active", "cancelling"] as const satisfies readonly MembershipStatus[];
/** She may ask to leave from these (a paused membership too: she should not have to pay to stop paying). */
export const cancellableStatuses = ["active", "past_due", "paused"] as const satisfies readonly MembershipStatus[];

export const isLive = (status: string): boolean => (liveStatuses as readonly string[]).includes(status);
export const hasPerks = (status: string): boolean => (perkStatuses as readonly string[]).includes(status);

const tierIds = membershipTiers.map((tier) => tier.id) as [TierId, ...TierId[]];

export const membershipMessages = {
  tier: "Choose Essential, Signature or VIP.",
  alreadyMember: "You're already a Dreams Club member with this email address. Sign in to your account to see your membership.",
  superseded: "You started joining again in another window at the same moment: please finish joining there.",
  signIn: "Please sign in to see your membership.",
  noMembership: "You don't have a Dreams Club membership to cancel.",
  billingUnavailable: "We couldn't start your membership's payment just now, and nothing was charged. Please try again in a minute.",
  cancelUnavailable: "We couldn't reach our payment provider to cancel just now, so nothing has changed. Please try again in a minute.",
  notCancellable: "This membership can't be cancelled: it has not started or has already ended.",
  refundUnavailable: "We couldn't reach our payment provider to find your first payment just now, so nothing has changed. Please try again in a minute.",
} as const;

export const joinMembershipSchema = z.object({
  tier: z.enum(tierIds, { error: membershipMessages.tier }),
  name: fields.name,
  email: fields.email,
  ...marketingFields,
});
export type JoinMembershipRequest = z.infer<typeof joinMembershipSchema>;

/** POST /api/memberships: what the card step needs (the amount is the server's). */
export interface JoinAnswer {
  membershipId: string;
  tier: TierId;
  provider: "stripe" | "demo";
  clientSecret: string;
  publishableKey: string | null;
  /** The first month's payment, in pence. */
  amount: number;
}

/** GET /api/memberships/me: her membership as the account panel shows it; dates as ISO strings. */
export interface MembershipView {
  id: string;
  tier: TierId;
  tierName: string;
  status: MembershipStatus;
  pricePence: number;
  startedAt: string | null;
  minimumTermEnd: string | null;
  /** The end of the month paid for. */
  currentPeriodEnd: string | null;
  /** When a cancellation takes effect, once she has asked. */
  cancelAt: string | null;
  /** The next payment (none once cancelling or ended). */
  nextPayment: { on: string; amountPence: number } | null;
  /** Whether she may cancel now, and when it would take effect. */
  cancel: { allowed: boolean; takesEffect: string | null };
  /** Inside the 14 days from joining: cancelling ends it at once and refunds this much of the first payment, until `until`. */
  coolingOff: { until: string; paidPence: number; refundPence: number } | null;
  /** Included treatments: of what kind, how many a month, how many are left this month (0 while perks are paused). */
  included: { kind: "brow" | "machine"; perMonth: number; leftThisMonth: number };
  discountPercent: number;
  perksActive: boolean;
}

/** POST /api/memberships/me/cancel. */
export interface CancelAnswer {
  status: MembershipStatus;
  /** The day the membership ends (ISO): at once within the 14 days. */
  endsAt: string;
  /** Whether the minimum term decided the date (she cancelled inside it). */
  heldToMinimumTerm: boolean;
  /** Within the 14 days (docs/decisions/0036): what goes back of the first payment, and how far the provider has got. */
  refund: { paidPence: number; refundPence: number; status: "pending" | "succeeded" | "failed" } | null;
}

