export { fillUnsubscribeLinks, findUnsubscribeEntry, maskEmail, type UnsubscribeEntry } from "./unsubscribe/unsubscribe.server";
export { submitUnsubscribe } from "./unsubscribe/submit-unsubscribe.server";
export { listContacts, listWaitlist } from "./inquiry-lists.server";
