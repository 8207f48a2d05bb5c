import { Sparkles } from "lucide-react";
import { serviceIdentity } from "~/features/studio";
import { formatDateTime } from "~/features/staff/dashboard-dates";
import type { WaitlistEntry } from "~/features/staff/ui/admin-data";
import { Badge } from "~/features/staff/ui/badge";
import { EmptyState } from "~/features/staff/ui/empty-state";
import { countOf, ResultsStatus } from "~/features/staff/ui/results-status";

const modelingWords: Record<string, string> = { yes: "Yes", no: "No", maybe: "Maybe" };

/** Waitlist sign-ups, one group per coming-soon service (its catalogue name), newest first within each. */
export function WaitlistPanel({ waitlist }: { waitlist: WaitlistEntry[] }) {
  const entries = waitlist;
  const groups = new Map<string, WaitlistEntry[]>();
  for (const entry of entries) groups.set(entry.service, [...(groups.get(entry.service) ?? []), entry]);
  return (
    <section aria-labelledby="waitlist-heading">
      <h2 id="waitlist-heading" className="text-2xl font-semibold">
        Waitlist
      </h2>
      <p className="mt-1 text-muted">Everyone waiting for a treatment that is coming soon, by treatment.</p>
      <div className="mt-5 grid gap-6">
        <ResultsStatus loading={false} hasData loadingText="Loading the waitlist..." summary={`Showing ${countOf(entries.length, "waitlist entry", "waitlist entries")}.`} />
        {entries.length === 0 && (
          <EmptyState icon={Sparkles} title="No one on the waitlist yet" text="Sign-ups from the coming-soon treatment pages will appear here." />
        )}
        {[...groups].map(([service, people]) => {
          const headingId = `waitlist-${service}`;
          return (
            <section key={service} aria-labelledby={headingId}>
              <h3 id={headingId} className="flex flex-wrap items-center gap-2 text-xl font-semibold">
                {serviceIdentity(service)?.name ?? service}
                <Badge tone="plum">{countOf(people.length, "person", "people")}</Badge>
              </h3>
              <ul className="mt-3 grid gap-3 md:grid-cols-2">
                {people.map((person) => (
                  <li key={person.id} className="rounded-2xl border border-blush-200 bg-white p-4 shadow-sm">
                    <p className="flex flex-wrap items-center gap-2 font-semibold break-words">
                      {person.name}
                      {person.unsubscribedAt && <Badge tone="grey">Unsubscribed</Badge>}
                    </p>
                    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                      <dt className="text-muted">Email</dt>
                      <dd className="min-w-0 break-all">
                        <a href={`mailto:${person.email}`} className="text-plum-700 underline underline-offset-2 hover:text-plum-900">
                          {person.email}
                        </a>
                      </dd>
                      <dt className="text-muted">Phone</dt>
                      <dd>{person.phone}</dd>
                      <dt className="text-muted">Happy to model</dt>
                      <dd>{modelingWords[person.interestedInModeling] ?? person.interestedInModeling}</dd>
                      <dt className="text-muted">Marketing</dt>
                      <dd>{person.marketingConsent ? "Agreed to news and offers" : "No marketing"}</dd>
                      <dt className="text-muted">Joined</dt>
                      <dd>
                        <time dateTime={person.createdAt.toISOString()}>{formatDateTime(person.createdAt)}</time>
                      </dd>
                      <dt className="text-muted">Waitlist emails</dt>
                      <dd>
                        {person.unsubscribedAt ? (
                          <>
                            Unsubscribed <time dateTime={person.unsubscribedAt.toISOString()}>{formatDateTime(person.unsubscribedAt)}</time>
                          </>
                        ) : (
                          "Subscribed"
                        )}
                      </dd>
                    </dl>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </section>
  );
}
