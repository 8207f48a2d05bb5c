import type { Serialized } from "~/ui/admin/serialized";

/**
 * What the Services tab's panel and forms receive, inferred from its loader and actions (services-page.server.ts),
 * which register themselves here: UI code may not import a .server module, not even for its types.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by services-page.server.ts
export interface ServicesAdminServer {}

export type ServicesData = Serialized<ServicesAdminServer["tab"]>;
export type AdminService = ServicesData["services"][number];
