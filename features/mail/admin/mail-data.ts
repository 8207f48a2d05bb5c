import type { Serialized } from "~/ui/admin/serialized";

/**
 * What the Mail tab's panel receives, inferred from its loader and action (mail-page.server.ts), which register
 * themselves here: UI code may not import a .server module, not even for its types.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by mail-page.server.ts
export interface MailAdminServer {}

/** One email of the outbox as the Mail tab lists it (not the outbox's own OutboxMessage, which the sender is handed). */
export type OutboxRow = Serialized<MailAdminServer["tab"]>[number];
