import type { Serialized } from "~/ui/admin/serialized";

/**
 * What the Schedule tab's panel receives, inferred from its loader and action (schedule-page.server.ts), which
 * register themselves here: UI code may not import a .server module, not even for its types.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by schedule-page.server.ts
export interface ScheduleAdminServer {}

export type ScheduleData = Serialized<ScheduleAdminServer["tab"]>;
