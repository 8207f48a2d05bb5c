/**
 * A client's account as an identity: her sign-in links, her session and who she is. Her /account page, which shows
 * her bookings, membership and health answers, is features/accounts, above booking and memberships.
 */
export { accountMessages } from "./account-sign-in";
export { accountForSession, fillSignInLinks } from "./account-sign-in.server";
export { accountOf, accountSessionId, requireAccountPage, type Account } from "./account-session.server";
export { clearedAccountCookie, serializeAccountCookie } from "./account-cookie";
export { submitAccountSignOut } from "./use-cases/submit-account-sign-out.server";
export { submitSignInLink } from "./use-cases/submit-sign-in-link.server";
export { submitSignInLinkRequest } from "./use-cases/submit-sign-in-link-request.server";
