import type { ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/admin";
import { dashboardLoader } from "~/features/staff/admin-page.server";
import { Dashboard, DashboardLoadError } from "~/features/staff/ui/dashboard";
import { staffOnly } from "~/ui/seo";
import { pageMeta } from "~/app/site/route-meta";

export const loader = dashboardLoader;

/**
 * After any change staff make, everything is read again (a refused change too: the list catches up with what
 * someone else did). The calendar holds only the day or week it shows, so moving it reads again too.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) => {
  if (formMethod && formMethod !== "GET") return true;
  return defaultShouldRevalidate;
};

/** Clients' details: never kept by a browser or a proxy. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const handle = staffOnly;

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, {
    title: "Studio dashboard",
    description: "Bookings, inquiries, waitlists, blog and mail for the studio's staff.",
    path: "/admin",
  }),
];

export const ErrorBoundary = DashboardLoadError;

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return <Dashboard data={loaderData} />;
}
