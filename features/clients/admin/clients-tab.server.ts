import type { Database } from "~/db/client.server";
import { clientViewerFor, searchClients } from "../clients.server";
import type { StaffUser } from "~/features/staff-session/index.server";

declare module "./clients-data" {
  interface ClientsAdminServer {
    tab: typeof clientsTab;
  }
}

/** The Clients tab's page: the search in the address; a cursor that is not ours shows page one. */
export async function clientsTab(db: Database, query: { clientSearch: string; clientCursor: string }, staff: StaffUser) {
  const viewer = clientViewerFor(staff);
  const found = await searchClients(db, { search: query.clientSearch, cursor: query.clientCursor || undefined }, viewer);
  const page = found.outcome === "page" ? found : await searchClients(db, { search: query.clientSearch }, viewer);
  if (page.outcome !== "page") throw new Error("the first page has no cursor to refuse");
  return { rows: page.rows, next: page.next, first: !query.clientCursor || found.outcome !== "page" };
}
