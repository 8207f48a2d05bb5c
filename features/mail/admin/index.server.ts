export { listOutbox, mailTab, resendAction } from "./mail-page.server";
export { outboxMessages, submitResend } from "./submit-resend.server";
