export { fillUnsubscribeLinks, findUnsubscribeEntry, unsubscribe, type UnsubscribeEntry } from "./unsubscribe/unsubscribe.server";
