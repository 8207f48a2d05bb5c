import { useEffect, useRef } from "react";
import { useFetcher } from "~/ui/admin/dashboard-page";
import { formatDateTime } from "~/ui/admin/dates";
import type { AdminService, ServicesAdminServer } from "./services-data";
import { changeWords } from "./service-words";

/** Who changed the service, when and what, loaded when staff open it (and again after a save while open). */
export function ServiceHistory({ service }: { service: AdminService }) {
  const fetcher = useFetcher<ServicesAdminServer["serviceHistory"]>();
  const details = useRef<HTMLDetailsElement>(null);
  const history = fetcher.data?.ok ? fetcher.data : undefined;
  const load = fetcher.load;
  const url = `/admin/services/${service.slug}/history`;
  const revision = JSON.stringify(service);
  useEffect(() => {
    if (details.current?.open) void load(url);
  }, [revision, load, url]);
  return (
    <details
      ref={details}
      className="mt-3 text-sm"
      onToggle={(event) => {
        if (event.currentTarget.open) void load(url);
      }}
    >
      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-plum-700 underline underline-offset-2">
        Change history<span className="sr-only"> of {service.name}</span>
      </summary>
      <div aria-live="polite" aria-busy={fetcher.state !== "idle"}>
        {!history ? (
          <p className="text-muted">{fetcher.data && !fetcher.data.ok ? fetcher.data.message : "Loading the history…"}</p>
        ) : history.changes.length === 0 ? (
          <p className="text-muted">No changes yet: it is as the catalogue first set it.</p>
        ) : (
          <ol aria-label={`Changes to ${service.name}`} className="grid gap-2">
            {history.changes.map((change) => (
              <li key={change.id} className="rounded-xl bg-blush-50 px-3 py-2 [overflow-wrap:anywhere]">
                <p>
                  <span className="font-semibold">{formatDateTime(change.changedAt)}</span> · {change.actor}
                </p>
                <ul className="mt-1 list-disc pl-5">
                  {(changeWords(change.before, change.after).length > 0 ? changeWords(change.before, change.after) : ["Saved with no change"]).map((words) => (
                    <li key={words}>{words}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </div>
    </details>
  );
}
