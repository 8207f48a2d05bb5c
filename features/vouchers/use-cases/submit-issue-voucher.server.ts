import { parseForm } from "~/lib/forms";
import { invalid, namedUseCase, type Outcome } from "~/lib/use-case";
import { issueVoucherSchema } from "../voucher-admin";
import { issueStudioVoucher, type AdminVoucher } from "../voucher-admin.server";
import type { Staff, VoucherAdminContext } from "./voucher-admin-rules.server";

/** A voucher sold at the desk, from the Vouchers tab and POST /api/vouchers: the answer carries its code, this once. */
export const submitIssueVoucher = namedUseCase("vouchers.issue", async (context: Pick<VoucherAdminContext, "db">, staff: Staff, payload: unknown): Promise<Outcome<{ voucher: AdminVoucher; code: string }>> => {
  const parsed = parseForm(issueVoucherSchema, payload);
  if (!parsed.success) return invalid(parsed.error);
  return { ok: true, ...(await issueStudioVoucher(context.db, parsed.data, staff.username)) };
});
