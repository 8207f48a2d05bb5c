export * from "./inquiry-forms";
export * from "./inquiry-emails";
export { listUnsubscribeHeaders, ONE_CLICK_BODY, UNSUBSCRIBE_TOKEN_SLOT, unsubscribePath } from "./unsubscribe/unsubscribe-link";
