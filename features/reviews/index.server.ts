export * from "./review-requests.server";
export { submitQuoteApproval, submitReviewAnswer, submitReviewUnsubscribe } from "./use-cases/review-answers.server";
