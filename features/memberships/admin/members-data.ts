import type { Serialized } from "~/ui/admin/serialized";

/**
 * What the Members tab's panel receives, inferred from its loader (members-page.server.ts), which registers itself
 * here: UI code may not import a .server module, not even for its types.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by members-page.server.ts
export interface MembersAdminServer {}

export type MembersData = Serialized<MembersAdminServer["tab"]>;
