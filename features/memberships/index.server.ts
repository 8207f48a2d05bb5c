export type { BillingEvent, BillingProvider } from "./billing-provider";
export { createDemoBilling, sweepDemoRenewals, type DemoBilling } from "./billing/demo-billing.server";
export { createStripeBilling, toBillingEvent } from "./billing/stripe-billing.server";
export { reconcileOpenJoins } from "./billing/open-joins.server";
export { applyBillingEvent, BillingUnavailableError, changeMembership, joinMembership, lockEmail as lockMembershipEmail, type BillingApplied, type Membership } from "./memberships.server";
export { cancelMembership, cancelMembershipAsStaff, cancelMembershipForStaff } from "./membership-cancel.server";
export {
  claimIncludedCredit,
  creditMonth,
  memberBenefitsFor,
  membershipViewFor,
  releaseIncludedCredit,
  type CreditClaim,
  type MemberBenefits,
} from "./member-benefits.server";
export { allMembers, erasePersonFromMemberships, hasLiveMembership, listMemberPage, membershipsOfPerson, memberTotals } from "./membership-admin.server";
export { submitJoin } from "./use-cases/submit-join.server";
export { submitMemberCancel } from "./use-cases/submit-member-cancel.server";
export { submitStaffMemberCancel } from "./use-cases/submit-staff-member-cancel.server";
export type { MembershipContext } from "./use-cases/membership-billing.server";
