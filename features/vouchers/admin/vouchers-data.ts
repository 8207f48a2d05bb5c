import type { Serialized } from "~/ui/admin/serialized";

/**
 * What the Vouchers tab's panel receives, inferred from its loader (vouchers-page.server.ts), which registers itself
 * here: UI code may not import a .server module, not even for its types.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by vouchers-page.server.ts
export interface VouchersAdminServer {}

export type VouchersData = Serialized<VouchersAdminServer["tab"]>;
export type AdminVoucherRow = VouchersData["rows"][number];
