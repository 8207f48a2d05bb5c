export * from "./inquiry-forms";
export * from "./inquiry-emails";
export { UNSUBSCRIBE_TOKEN_SLOT, unsubscribePath } from "./unsubscribe/unsubscribe-link";
