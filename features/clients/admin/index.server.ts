export { bookingAnswersLoader } from "./booking-answers-page.server";
export { clientsTab } from "./clients-tab.server";
export { clientPageAction, clientPageLoader } from "./client-page.server";
export { eraseAction, privacyLoader } from "./privacy/privacy-page.server";
export { submitErase } from "./privacy/submit-erase.server";
export { findPersonalData, privacyEmail, privacyMessages } from "./privacy/privacy.server";
