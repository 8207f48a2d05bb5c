export { fillUnsubscribeLinks, findUnsubscribeEntry, maskEmail, submitUnsubscribe, type UnsubscribeEntry } from "./unsubscribe/unsubscribe.server";
