export { fillUnsubscribeLinks, findUnsubscribeEntry, submitUnsubscribe, type UnsubscribeEntry } from "./unsubscribe/unsubscribe.server";
