export { accountMessages, accountTerms, signInLinkPath } from "./account-sign-in";
export { accountCookieName } from "./account-cookie";
export type { AccountBooking, SignInPageData } from "./account-view";
