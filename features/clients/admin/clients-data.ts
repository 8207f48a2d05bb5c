import type { Serialized } from "~/ui/admin/serialized";

/**
 * What the Clients tab's panel receives, inferred from its loader (clients-tab.server.ts), which registers itself
 * here: UI code may not import a .server module, not even for its types.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by clients-tab.server.ts
export interface ClientsAdminServer {}

export type ClientsData = Serialized<ClientsAdminServer["tab"]>;
