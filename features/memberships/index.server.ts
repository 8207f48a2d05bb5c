export type { BillingEvent, BillingProvider } from "./billing/billing";
export { createDemoBilling, sweepDemoRenewals, type DemoBilling } from "./billing/demo-billing.server";
export { createStripeBilling, toBillingEvent } from "./billing/stripe-billing.server";
export { reconcileOpenJoins } from "./billing/open-joins.server";
export {
  applyBillingEvent,
  BillingUnavailableError,
  cancelMembership,
  cancelMembershipAsStaff,
  cancelMembershipForStaff,
  changeMembership,
  claimIncludedCredit,
  creditMonth,
  joinMembership,
  lockEmail as lockMembershipEmail,
  memberBenefitsFor,
  membershipRefundCall,
  membershipViewFor,
  releaseIncludedCredit,
  type BillingApplied,
  type CreditClaim,
  type MemberBenefits,
  type Membership,
} from "./memberships.server";
export { allMembers, erasePersonFromMemberships, hasLiveMembership, listMemberPage, membershipsOfPerson, memberTotals } from "./membership-admin.server";
