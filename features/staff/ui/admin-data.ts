import type { Serialized } from "~/ui/admin/serialized";

/**
 * The shapes the dashboard's components receive, inferred from its loaders and actions
 * (features/staff/admin-page.server.ts). UI code may not import a .server module, not even for its types (the lint
 * zones judge paths), so that module registers its functions here, the way React Router's own `Register` works,
 * and nothing about a row is written twice.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by admin-page.server.ts
export interface AdminServer {}


export type DashboardData = Serialized<AdminServer["dashboard"]>;
export type DashboardStats = NonNullable<DashboardData["stats"]>;
