import type { Route } from "./+types/admin-texts";
import { textsPageLoader } from "~/features/texts/admin/index.server";
import { formatDateTime } from "~/ui/admin/dates";
import { TextOutboxList } from "~/features/texts/ui/text-outbox-list";
import { loadAsDocument, withoutReact } from "~/app/hydration";
import { rootData } from "~/app/site/route-meta";
import { staffOnly, titleWithStudio } from "~/ui/seo";

/** The text outbox for the desk (docs/decisions/0063): a plain page, no React in the browser. */
export const handle = { ...staffOnly, ...withoutReact };
export const clientLoader = loadAsDocument;
export const loader = textsPageLoader;

/** Clients' numbers: never kept by a browser or a proxy. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithStudio("Texts", rootData(matches).studio.name) }];

export default function AdminTexts({ loaderData }: Route.ComponentProps) {
  return <TextOutboxList texts={loaderData.texts} formatDateTime={formatDateTime} />;
}
