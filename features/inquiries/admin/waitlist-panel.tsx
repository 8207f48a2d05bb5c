import { Sparkles } from "lucide-react";
import { serviceIdentity, type WaitlistFunnelRow } from "~/features/studio";
import { describeMarketingChoice } from "~/features/marketing";
import { formatDateTime } from "~/ui/admin/dates";
import type { WaitlistEntry } from "./inquiries-data";
import { Badge } from "~/ui/admin/badge";
import { EmptyState } from "~/ui/admin/empty-state";
import { countOf, ResultsStatus } from "~/ui/admin/results-status";

const modelingWords: Record<string, string> = { yes: "Yes", no: "No", maybe: "Maybe" };

/**
 * Each waitlist from sign-up to booking (docs/decisions/0020): signed up, invited by the service's launch, booked
 * through the early-access link; and when the latest launch opens (or opened) to everyone.
 */
function WaitlistFunnel({ funnel }: { funnel: WaitlistFunnelRow[] | undefined }) {
  if (!funnel) return <p className="text-muted">Loading the waitlists' progress…</p>;
  return (
    // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
    <div role="region" aria-label="Waitlists from sign-up to booking" tabIndex={0} className="min-w-0 overflow-x-auto rounded-2xl border border-blush-200 bg-white p-4 shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left text-base font-semibold">From waitlist to booking</caption>
        <thead>
          <tr className="border-b border-blush-200">
            <th scope="col" className="py-1 pr-3">Treatment</th>
            <th scope="col" className="py-1 pr-3 text-right">Signed up</th>
            <th scope="col" className="py-1 pr-3 text-right">Invited</th>
            <th scope="col" className="py-1 pr-3 text-right">Booked</th>
            <th scope="col" className="py-1">Launch</th>
          </tr>
        </thead>
        <tbody>
          {funnel.map((row) => (
            <tr key={row.slug} className="border-b border-blush-100 align-top">
              <th scope="row" className="py-1 pr-3 font-semibold">{row.name}</th>
              <td className="py-1 pr-3 text-right">{row.signedUp}</td>
              <td className="py-1 pr-3 text-right">{row.invited}</td>
              <td className="py-1 pr-3 text-right">{row.booked}</td>
              <td className="py-1">
                {row.opensAt ? (
                  <>
                    {row.earlyAccess ? "Waitlist only until " : "Open to everyone since "}
                    <time dateTime={row.opensAt}>{formatDateTime(row.opensAt)}</time>
                  </>
                ) : (
                  "Not launched yet"
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-muted">Making a coming-soon treatment live in the Services tab emails its waitlist an early-access link.</p>
    </div>
  );
}

/** Waitlist sign-ups, one group per coming-soon service (its catalogue name), newest first within each. */
export function WaitlistPanel({ waitlist, funnel }: { waitlist: WaitlistEntry[]; funnel: WaitlistFunnelRow[] | undefined }) {
  const entries = waitlist;
  const groups = new Map<string, WaitlistEntry[]>();
  for (const entry of entries) groups.set(entry.service, [...(groups.get(entry.service) ?? []), entry]);
  return (
    <section aria-labelledby="waitlist-heading">
      <h2 id="waitlist-heading" className="text-2xl font-semibold">
        Waitlist
      </h2>
      <p className="mt-1 text-muted">Everyone waiting for a treatment that is coming soon, by treatment. Clients waiting for a freed time are in <a href="/admin/waitlist-times" className="font-semibold text-plum-700 underline">the freed-time line</a>.</p>
      <div className="mt-5 grid gap-6">
        <WaitlistFunnel funnel={funnel} />
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
                      {person.bookedAt ? <Badge tone="green">Booked</Badge> : person.invitedAt && <Badge tone="blue">Invited</Badge>}
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
                      <dd>{person.marketing.map(describeMarketingChoice).join("; ")}</dd>
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
                      {person.invitedAt && (
                        <>
                          <dt className="text-muted">Early access</dt>
                          <dd>
                            Invited <time dateTime={person.invitedAt.toISOString()}>{formatDateTime(person.invitedAt)}</time>
                            {person.bookedAt && (
                              <>
                                , booked <time dateTime={person.bookedAt.toISOString()}>{formatDateTime(person.bookedAt)}</time>
                              </>
                            )}
                          </dd>
                        </>
                      )}
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
