export { bookingAnswersLoader } from "./booking-answers-page.server";
export { clientsTab } from "./clients-tab.server";
export { clientPageAction, clientPageLoader } from "./client-page.server";
