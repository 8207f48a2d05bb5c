export { clientRecord, clientsOfBookings, clientViewerFor, mergeCandidates, clientVisible, searchClients, type ClientPage, type ClientRecord, type ClientRow, type ClientViewer } from "./clients.server";
export { submitClientNote } from "./use-cases/submit-client-note.server";
export { submitClientMerge } from "./use-cases/submit-client-merge.server";
export { bookingAnswersFor } from "./booking-answers.server";
