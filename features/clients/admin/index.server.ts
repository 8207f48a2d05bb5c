export { bookingAnswersLoader } from "./booking-answers-page.server";
