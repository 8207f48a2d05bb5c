import type { Route } from "./+types/admin-waitlist-times";
import { timeQueue } from "~/features/booking/index.server";
import { TimeQueuePage } from "~/features/booking/ui/offers/time-queue-page";
import { requireStaffPage } from "~/features/staff-session/index.server";
import { loadAsDocument, withoutReact } from "~/app/hydration";
import { rootData } from "~/app/site/route-meta";
import { staffOnly, titleWithStudio } from "~/ui/seo";
import { studioToday } from "~/lib/studio-clock";

/** The freed-time line per service for staff (docs/decisions/0064): no React in the browser, links only. */
export const handle = { ...staffOnly, ...withoutReact };
export const clientLoader = loadAsDocument;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(request, context, "bookings");
  const url = new URL(request.url);
  const page = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1));
  return { queue: await timeQueue(context.db, { service: url.searchParams.get("service") ?? undefined, page, today: studioToday() }) };
}

/** Clients' names and emails: never kept by a browser or a proxy. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithStudio("Waiting for a freed time", rootData(matches).studio.name) }];

export default function AdminWaitlistTimes({ loaderData }: Route.ComponentProps) {
  return <TimeQueuePage queue={loaderData.queue} />;
}
