import type { MembershipStatus } from "./membership-status";
import type { TierId } from "./membership-tiers";

/** The Members tab and GET /api/memberships: members a page. */
export const MEMBER_PAGE = 20;

/** A membership as staff see it (dates as ISO strings). */
export interface AdminMember {
  id: string;
  name: string;
  email: string;
  tier: TierId;
  tierName: string;
  status: MembershipStatus;
  pricePence: number;
  startedAt: string | null;
  minimumTermEnd: string | null;
  /** The next payment's day (paid-to date), none once it will not renew. */
  nextPaymentOn: string | null;
  cancelAt: string | null;
  /** When a cancellation asked now would take effect (the member's own rule); none once it cannot be cancelled. */
  cancelTakesEffect: string | null;
  /** Inside the 14 days from joining (docs/decisions/0036): a cancellation now ends it today, with a refund. */
  coolingOffUntil: string | null;
  endedAt: string | null;
  provider: string;
}

export interface MemberTotals {
  /** Live memberships (active, cancelling, past due, paused) per tier. */
  liveByTier: Record<TierId, number>;
  /** What the live memberships that still pay bring in each month: active and past due ones, at their own price. */
  monthlyRevenuePence: number;
}

export interface MemberPage {
  rows: AdminMember[];
  page: number;
  pages: number;
  count: number;
  totals: MemberTotals;
}

export const membershipAdminMessages = {
  liveOnErase: "This person has a live Dreams Club membership. It must end first (cancel it in the Members tab, or she can from her account); then erase her details.",
  badPage: "page must be a whole number from 1",
  notFound: "No membership has that id.",
  notCancellable: "This membership cannot be cancelled: it has ended, or its first month was never paid.",
} as const;
