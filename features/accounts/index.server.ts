export { fillSignInLinks } from "./account-sign-in.server";
export { accountPageAction, accountPageLoader, signInLinkAction, signInLinkPageLoader, signInLinkRequest, signInPageLoader } from "./account-pages.server";
export { accountForSession } from "./account-sign-in.server";
export { accountOf } from "./account-session.server";
export { submitMarketingChoices } from "./use-cases/account.server";
export { accountTextsOf, submitTextChoice } from "./use-cases/account-texts.server";
