export { accountMessages, accountTerms, signInLinkPath } from "./account-sign-in";
export type { AccountBooking, SignInPageData } from "./account-view";
