export { CLIENT_PAGE, clientMessages, readClientSearch, type ClientQuery } from "./client-search";
