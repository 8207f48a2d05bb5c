export { enqueueText, eraseBookingTexts, listTexts, textsOfPerson, sendDueTexts, textMessages, textsStopped, withdrawTexts, type OutgoingText, type QueuedText, type SendText, type TextOutboxRow, type TextSendReport } from "./text-outbox.server";
export { createTwilioSender, isSignedByTwilio, type TwilioSettings } from "./twilio.server";
export { receiveTextReply, type InboundText } from "./receive-text-reply.server";
export { textsStateOf, type TextsState } from "./text-replies.server";
export * from "./index";
