import type { Serialized } from "~/ui/admin/serialized";

/**
 * What the Team tab's panel and dialogs receive, inferred from its loader and actions (team-page.server.ts), which
 * register themselves here: UI code may not import a .server module, not even for its types.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by team-page.server.ts
export interface TeamAdminServer {}

export type TeamData = Serialized<TeamAdminServer["tab"]>;
export type TeamMember = TeamData["members"][number];
export type TeamResource = TeamData["resources"][number];
