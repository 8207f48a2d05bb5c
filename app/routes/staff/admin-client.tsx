import type { Route } from "./+types/admin-client";
import { clientPageAction, clientPageLoader } from "~/features/clients/admin/index.server";
import { ClientRecord } from "~/features/clients/admin/client-record";
import { loadAsDocument, withoutReact } from "~/app/hydration";
import { rootData } from "~/app/site/route-meta";
import { staffOnly, titleWithStudio } from "~/ui/seo";

/** A client's record for staff (issue 23, docs/decisions/0057): no React in the browser; the note form posts. */
export const handle = { ...staffOnly, ...withoutReact };
export const clientLoader = loadAsDocument;
export const loader = clientPageLoader;
export const action = clientPageAction;

/** Clients' details: never kept by a browser or a proxy. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [{ title: titleWithStudio(loaderData ? `${loaderData.record.name}: client record` : "Client record", rootData(matches).studio.name) }];

export default function AdminClient({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ClientRecord
      record={loaderData.record}
      candidates={loaderData.candidates}
      noted={loaderData.noted && !actionData}
      merged={loaderData.merged && !actionData}
      refusal={actionData}
      health={loaderData.health}
    />
  );
}
