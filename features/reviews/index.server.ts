export * from "./review-requests.server";
export { submitQuoteApproval } from "./use-cases/submit-quote-approval.server";
export { submitReviewAnswer } from "./use-cases/submit-review-answer.server";
export { submitReviewUnsubscribe } from "./use-cases/submit-review-unsubscribe.server";
