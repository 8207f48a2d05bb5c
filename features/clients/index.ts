export { CLIENT_PAGE, clientMessages, readClientSearch, type ClientQuery } from "./client-search";
export type { ClientCourse, ClientHoldings, ClientMembership, ClientVoucher } from "./client-holdings";
