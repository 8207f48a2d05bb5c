import type { TimeQueueData } from "~/features/booking/offers/time-request-pages";

const linkClass = "inline-flex min-h-11 items-center rounded-full border-2 border-plum-700 bg-white px-4 font-semibold text-plum-700 hover:bg-blush-100";

/** Staff's view of the freed-time line per service (docs/decisions/0064): server-rendered, links and no script. */
export function TimeQueuePage({ queue }: { queue: TimeQueueData }) {
  const href = (service: string, page = 1) => `/admin/waitlist-times?${new URLSearchParams({ service, ...(page > 1 ? { page: String(page) } : {}) }).toString()}`;
  return (
    <div className="container-page grid gap-6 py-8">
      <p>
        <a href="/admin" className="font-semibold text-plum-700 underline">
          Back to the dashboard
        </a>
      </p>
      <h1 className="text-3xl font-semibold">Waiting for a freed time</h1>
      <p className="max-w-3xl text-muted">
        Clients who asked to be told when a time frees, per treatment, in the order they asked. When a matching time frees, the first still waiting
        is offered it and it is held for her; if she does not take it, the next is offered it.
      </p>
      {queue.services.length === 0 ? (
        <p className="rounded-3xl border border-plum-500/30 bg-white p-6">Nobody is waiting for a freed time yet.</p>
      ) : (
        <>
          <nav aria-label="Treatments">
            <ul className="flex flex-wrap gap-2">
              {queue.services.map((service) => (
                <li key={service.id}>
                  <a href={href(service.id)} aria-current={service.id === queue.service?.id ? "page" : undefined} className={`${linkClass} aria-[current=page]:bg-plum-700 aria-[current=page]:text-white`}>
                    {service.name} ({service.waiting} waiting)
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {queue.service && (
            <section aria-labelledby="queue-title" className="grid gap-4">
              <h2 id="queue-title" className="text-2xl font-semibold">
                {queue.service.name}
              </h2>
              {queue.rows.length === 0 ? (
                <p>No requests on this page.</p>
              ) : (
                <div className="overflow-x-auto rounded-3xl border border-plum-500/30 bg-white" tabIndex={0} role="region" aria-labelledby="queue-caption">
                  <table className="w-full text-left">
                    {/* The scrolling region is named by its caption, not the section's heading: two regions named alike confuse a landmark list. */}
                    <caption id="queue-caption" className="sr-only">
                      Requests for {queue.service.name}, in the order they were made
                    </caption>
                    <thead>
                      <tr className="border-b border-plum-500/30">
                        <th scope="col" className="p-3">Place</th>
                        <th scope="col" className="p-3">Client</th>
                        <th scope="col" className="p-3">Days</th>
                        <th scope="col" className="p-3">Time of day</th>
                        <th scope="col" className="p-3">State</th>
                      </tr>
                    </thead>
                    <tbody>
                      {queue.rows.map((row) => (
                        <tr key={row.id} className="border-b border-plum-500/10 last:border-0">
                          <td className="p-3">{row.place ?? "–"}</td>
                          <th scope="row" className="p-3 font-medium">
                            {row.name}
                            <span className="block text-sm font-normal text-muted">{row.email}</span>
                          </th>
                          <td className="p-3">{row.days}</td>
                          <td className="p-3">{row.partOfDay}</td>
                          <td className="p-3">{row.state.words}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
              {(queue.page > 1 || queue.more) && (
                <nav aria-label="Request pages" className="flex flex-wrap justify-between gap-3">
                  {queue.page > 1 ? (
                    <a href={href(queue.service.id, queue.page - 1)} className={linkClass}>
                      Earlier requests
                    </a>
                  ) : (
                    <span />
                  )}
                  {queue.more && (
                    <a href={href(queue.service.id, queue.page + 1)} className={linkClass}>
                      Later requests
                    </a>
                  )}
                </nav>
              )}
            </section>
          )}
        </>
      )}
    </div>
  );
}
