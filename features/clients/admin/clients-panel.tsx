import { ChevronRight, Contact } from "lucide-react";
import { PageLink } from "~/ui/admin/dashboard-page";
import { formatDate } from "~/ui/admin/dates";
import type { ClientsData } from "./clients-data";
import { EmptyState } from "~/ui/admin/empty-state";
import { countOf, ResultsStatus } from "~/ui/admin/results-status";
import { AddressSearchForm } from "~/ui/admin/search-box";

const linkClass = "inline-flex min-h-11 items-center justify-center gap-1 rounded-full border-2 border-plum-700 bg-white px-4 font-semibold text-plum-700 hover:bg-blush-100";

/**
 * Every client by name (DESIGN 11; a practitioner's own), searched by the start of her name, email or phone, a page
 * at a time; each opens her record.
 */
export function ClientsPanel({
  clients,
  loading,
  search,
  onSearch,
  pageHref,
}: {
  clients: ClientsData | undefined;
  loading: boolean;
  search: string;
  onSearch: (search: string) => void;
  pageHref: (cursor: string) => string;
}) {
  const rows = clients?.rows ?? [];
  return (
    <section aria-labelledby="clients-heading">
      <h2 id="clients-heading" className="text-2xl font-semibold">
        Clients
      </h2>
      <AddressSearchForm name="Clients" label="Search clients" placeholder="Name, email or phone" search={search} onSearch={onSearch} />
      <div className="mt-5 grid gap-4">
        <ResultsStatus loading={loading} hasData={clients !== undefined} loadingText="Loading clients..." summary={`Showing ${countOf(rows.length, "client")}.`} />
        {clients && rows.length === 0 ? (
          <EmptyState icon={Contact} title="No clients found" text={search ? "Try the start of her first name, surname, email or phone number." : "Clients appear here with their first booking."} />
        ) : (
          <ul aria-label="Clients" aria-busy={loading} className={`grid gap-3 sm:grid-cols-2 ${loading ? "opacity-70" : ""}`}>
            {rows.map((client) => (
              <li key={client.id} className="rounded-2xl border border-blush-200 bg-white p-4">
                <a href={`/admin/clients/${client.id}`} className="text-lg font-semibold text-plum-700 underline underline-offset-2 hover:text-plum-900">
                  {client.name}
                </a>
                <p className="mt-1 text-sm break-all text-muted">{[client.email ?? "No email", client.phone || "No phone"].join(" · ")}</p>
                <p className="mt-1 text-sm">
                  {client.nextVisitAt ? `Next visit ${formatDate(client.nextVisitAt)}` : client.lastVisitAt ? `Last visit ${formatDate(client.lastVisitAt)}` : "No visit yet"}
                </p>
              </li>
            ))}
          </ul>
        )}
        {clients && (!clients.first || clients.next) && (
          <nav aria-label="Client pages" className="flex flex-wrap justify-between gap-3">
            {!clients.first ? (
              <PageLink to={pageHref("")} className={linkClass}>
                Back to the start
              </PageLink>
            ) : (
              <span />
            )}
            {clients.next && (
              <PageLink to={pageHref(clients.next)} className={linkClass}>
                Next clients
                <ChevronRight aria-hidden="true" size={20} />
              </PageLink>
            )}
          </nav>
        )}
      </div>
    </section>
  );
}
