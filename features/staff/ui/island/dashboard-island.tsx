import { Dashboard } from "../dashboard";
import { DashboardPage, type DashboardProps } from "./dashboard-page";

/** The staff dashboard as an island (decision 0066): rendered by React Router on the server, hydrated by React alone. */
export function DashboardIsland({ data, search }: DashboardProps) {
  return (
    <DashboardPage data={data} search={search}>
      <Dashboard />
    </DashboardPage>
  );
}
