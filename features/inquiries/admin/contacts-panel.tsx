import { Mail, MessageCircleHeart, Phone } from "lucide-react";
import { formatDateTime } from "~/ui/admin/dates";
import { describeMarketingChoice } from "~/features/marketing";
import type { AdminContact } from "./inquiries-data";
import { EmptyState } from "~/ui/admin/empty-state";
import { countOf, ResultsStatus } from "~/ui/admin/results-status";
import { AddressSearchForm } from "~/ui/admin/search-box";

/** The spec's Contacts tab: inquiries newest first, each message shown exactly as typed (as text). */
export function ContactsPanel({
  contacts,
  loading,
  search,
  onSearch,
}: {
  contacts: AdminContact[];
  loading: boolean;
  search: string;
  onSearch: (search: string) => void;
}) {
  const rows = contacts;
  return (
    <section aria-labelledby="contacts-heading">
      <h2 id="contacts-heading" className="text-2xl font-semibold">
        Contact enquiries
      </h2>
      <AddressSearchForm name="Contacts" label="Search contacts" placeholder="Name, email or message" search={search} onSearch={onSearch} />
      <div className="mt-5 grid gap-4">
        <ResultsStatus loading={loading} hasData loadingText="Loading contacts..." summary={`Showing ${countOf(rows.length, "contact enquiry", "contact enquiries")}.`} />
        {rows.length === 0 ? (
            <EmptyState
              icon={MessageCircleHeart}
              title="No contacts found"
              text={search ? "Try adjusting your search criteria." : "Contact enquiries will appear here when customers reach out."}
            />
          ) : (
            <ul aria-label="Contact enquiries" aria-busy={loading} className={`grid gap-4 ${loading ? "opacity-70" : ""}`}>
              {rows.map((contact) => (
                <li key={contact.id}>
                  <ContactCard contact={contact} />
                </li>
              ))}
            </ul>
          )}
      </div>
    </section>
  );
}

function ContactCard({ contact }: { contact: AdminContact }) {
  const headingId = `contact-${contact.id}-name`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-blush-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={headingId} className="text-xl font-semibold break-words">
          {contact.name}
        </h3>
        <p className="text-sm text-muted">
          Received <time dateTime={contact.createdAt.toISOString()}>{formatDateTime(contact.createdAt)}</time>
        </p>
      </div>
      <div className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm">
        <a href={`mailto:${contact.email}`} className="inline-flex min-h-6 items-center gap-1.5 break-all text-plum-700 underline underline-offset-2 hover:text-plum-900">
          <Mail aria-hidden="true" size={14} className="shrink-0" />
          {contact.email}
        </a>
        {contact.phone && (
          <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`} className="inline-flex items-center gap-1.5 text-plum-700 underline underline-offset-2 hover:text-plum-900">
            <Phone aria-hidden="true" size={14} className="shrink-0" />
            {contact.phone}
          </a>
        )}
      </div>
      {contact.service && <p className="mt-2 text-sm font-semibold text-plum-800">Interested in: {contact.service}</p>}
      <p className="mt-2 text-sm text-muted">Marketing: {contact.marketing.map(describeMarketingChoice).join("; ")}</p>
      <p className="mt-3 rounded-xl bg-blush-50 px-3 py-2 break-words whitespace-pre-line">{contact.message}</p>
    </article>
  );
}
