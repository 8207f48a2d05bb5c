export { clientRecord, clientsOfBookings, clientVisible, searchClients, type ClientPage, type ClientRecord, type ClientRow, type ClientViewer } from "./clients.server";
export { submitClientNote } from "./use-cases/client-notes.server";
