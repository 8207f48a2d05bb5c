import { Dashboard } from "../dashboard";
import { DashboardPage, type DashboardProps } from "~/ui/admin/dashboard-page";
import type { DashboardData } from "../admin-data";

/** The staff dashboard as an island (decision 0066): rendered by React Router on the server, hydrated by React alone. */
export function DashboardIsland({ data, search }: DashboardProps<DashboardData>) {
  return (
    <DashboardPage data={data} search={search}>
      <Dashboard />
    </DashboardPage>
  );
}
