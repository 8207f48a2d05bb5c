import type { Database } from "~/db/client.server";
import { clientViewerFor, searchClients } from "~/features/clients/index.server";
import type { DashboardQuery } from "../dashboard-url";
import type { StaffUser } from "~/features/staff-session/index.server";

/** The Clients tab's page: the search in the address; a cursor that is not ours shows page one. */
export async function clientsPageOf(db: Database, query: DashboardQuery, staff: StaffUser) {
  const viewer = clientViewerFor(staff);
  const found = await searchClients(db, { search: query.clientSearch, cursor: query.clientCursor || undefined }, viewer);
  const page = found.outcome === "page" ? found : await searchClients(db, { search: query.clientSearch }, viewer);
  if (page.outcome !== "page") throw new Error("the first page has no cursor to refuse");
  return { rows: page.rows, next: page.next, first: !query.clientCursor || found.outcome !== "page" };
}
