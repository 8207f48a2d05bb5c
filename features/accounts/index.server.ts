/** Her /account pages: what she holds with the studio, read from the features that own it. */
export { accountPageAction, accountPageLoader, signInLinkAction, signInLinkPageLoader, signInLinkRequest, signInPageLoader } from "./account-pages.server";
export { submitMarketingChoices } from "./use-cases/account.server";
export { accountTextsOf, submitTextChoice } from "./use-cases/account-texts.server";
