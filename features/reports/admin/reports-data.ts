import type { Serialized } from "~/ui/admin/serialized";

/**
 * What the Reports tab's panel receives, inferred from its loader (reports-tab.server.ts), which registers itself
 * here: UI code may not import a .server module, not even for its types.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by reports-tab.server.ts
export interface ReportsAdminServer {}

export type ReportsData = Serialized<ReportsAdminServer["tab"]>;
