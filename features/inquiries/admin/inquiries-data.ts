import type { Serialized } from "~/ui/admin/serialized";

/**
 * What the Contacts and Waitlist tabs' panels receive, inferred from their loaders (inquiries-page.server.ts), which
 * register themselves here: UI code may not import a .server module, not even for its types.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by inquiries-page.server.ts
export interface InquiriesAdminServer {}

export type AdminContact = Serialized<InquiriesAdminServer["contacts"]>[number];
export type WaitlistEntry = Serialized<InquiriesAdminServer["waitlist"]>[number];
