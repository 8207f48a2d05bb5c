/** Her /account pages: what she holds with the studio, read from the features that own it. */
export { accountPageAction, accountPageLoader, signInLinkAction, signInLinkPageLoader, signInLinkRequest, signInPageLoader } from "./account-pages.server";
export { submitMarketingChoices } from "./use-cases/submit-marketing-choices.server";
export { accountTextsOf, submitTextChoice } from "./use-cases/submit-text-choice.server";
