import type { Database } from "~/db/client.server";
import type { EmailContext } from "~/features/mail";
import { refuse } from "~/lib/use-case";
import { voucherAdminMessages } from "../voucher-admin";
import type { VoucherRefunds } from "../voucher-cancel.server";

export interface VoucherAdminContext {
  db: Database;
  payments: VoucherRefunds;
  emailContext: EmailContext;
  timeZone: string;
}

/** Who acts: the staff member kept on the voucher. */
export type Staff = { username: string };

export const notFound = () => refuse("not-found", "not-found", voucherAdminMessages.notFound);
