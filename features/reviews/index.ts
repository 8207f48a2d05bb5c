export * from "./review-rules";
export { reviewRequestEmail } from "./review-email";
