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
export type OutboxMessage = NonNullable<DashboardData["outbox"]>[number];
export type ScheduleData = NonNullable<DashboardData["schedule"]>;

export type ServicesData = NonNullable<DashboardData["services"]>;
export type AdminService = ServicesData["services"][number];



export type ClientsData = NonNullable<DashboardData["clients"]>;


export type TeamData = NonNullable<DashboardData["team"]>;
export type TeamMember = TeamData["members"][number];
export type TeamResource = TeamData["resources"][number];
