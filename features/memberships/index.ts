export { addMonths, cancellationTakesEffect, creditCovers, memberPricePence, minimumTermEnd } from "./membership-rules";
export { membershipTerms, membershipTiers, tierFeatures, tierIncludedWords, type MembershipTier, type TierId } from "./membership-tiers";
export {
  joinMembershipSchema,
  membershipMessages,
  membershipStatuses,
  type CancelAnswer,
  type JoinAnswer,
  type JoinMembershipRequest,
  type MembershipStatus,
  type MembershipView,
} from "./membership-status";
export { joinPath, membershipStatusText, membershipTermsCopy, membershipTermsList, tierById, tierPriceLabel } from "./membership-copy";
export { cancellableStatuses, hasPerks, isLive, liveStatuses } from "./membership-status";
export { MEMBER_PAGE, membershipAdminMessages, type AdminMember, type MemberPage, type MemberTotals } from "./membership-admin";
