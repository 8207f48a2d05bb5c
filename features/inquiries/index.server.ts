export { fillUnsubscribeLinks, findUnsubscribeEntry, maskEmail, submitUnsubscribe, type UnsubscribeEntry } from "./unsubscribe/unsubscribe.server";
export { listContacts, listWaitlist } from "./inquiry-lists.server";
