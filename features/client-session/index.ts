export { accountMessages, accountTerms, signInLinkPath, SIGN_IN_TOKEN_SLOT } from "./account-sign-in";
export { accountCookieName } from "./account-cookie";
