import { useLocation } from "react-router";
import type { Route } from "./+types/admin";
import { dashboardLoader } from "~/features/staff/admin-page.server";
import { DashboardLoadError } from "~/features/staff/ui/dashboard";
import { DashboardIsland } from "~/features/staff/ui/island/dashboard-island";
import { DASHBOARD_ISLAND } from "~/ui/admin/dashboard-page";
import { Island, islandPage } from "~/ui/island";
import { loadAsDocument } from "~/app/hydration";
import { staffOnly } from "~/ui/seo";
import { pageMeta } from "~/app/site/route-meta";

export const loader = dashboardLoader;

/** Clients' details: never kept by a browser or a proxy. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/**
 * The dashboard is an island (decision 0066): React hydrates it without React Router in the browser, and it reads
 * this page again itself (ui/admin/dashboard-page.tsx).
 */
export const handle = { ...staffOnly, ...islandPage(DASHBOARD_ISLAND) };
export const clientLoader = loadAsDocument;

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, {
    title: "Studio dashboard",
    description: "Bookings, inquiries, waitlists, blog and mail for the studio's staff.",
    path: "/admin",
  }),
];

export const ErrorBoundary = DashboardLoadError;

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { search } = useLocation();
  return <Island name={DASHBOARD_ISLAND} component={DashboardIsland} props={{ data: loaderData, search }} />;
}
