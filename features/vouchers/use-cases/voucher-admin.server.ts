import type { Database } from "~/db/client.server";
import type { EmailContext } from "~/features/mail";
import { parseForm } from "~/lib/forms";
import { invalid, namedUseCase, refuse, type Outcome } from "~/lib/use-case";
import { issueVoucherSchema, voucherAdminMessages } from "../voucher-admin";
import { issueStudioVoucher, voidVoucherAsStaff, type AdminVoucher } from "../voucher-admin.server";
import { cancelVoucherAsStaff, type VoucherCancelAnswer, type VoucherRefunds } from "../voucher-cancel.server";

export interface VoucherAdminContext {
  db: Database;
  payments: VoucherRefunds;
  emailContext: EmailContext;
  timeZone: string;
}

/** Who acts: the staff member kept on the voucher. */
type Staff = { username: string };
const notFound = () => refuse("not-found", "not-found", voucherAdminMessages.notFound);

/** A voucher sold at the desk, from the Vouchers tab and POST /api/vouchers: the answer carries its code, this once. */
export const submitIssueVoucher = namedUseCase("vouchers.issue", async (context: Pick<VoucherAdminContext, "db">, staff: Staff, payload: unknown): Promise<Outcome<{ voucher: AdminVoucher; code: string }>> => {
  const parsed = parseForm(issueVoucherSchema, payload);
  if (!parsed.success) return invalid(parsed.error);
  return { ok: true, ...(await issueStudioVoucher(context.db, parsed.data, staff.username)) };
});

export const submitVoidVoucher = namedUseCase("vouchers.void", async (context: Pick<VoucherAdminContext, "db">, staff: Staff, request: { id: string }): Promise<Outcome<{ voucher: AdminVoucher }>> => {
  const result = await voidVoucherAsStaff(context.db, request.id, staff.username);
  if (result.outcome === "not-found") return notFound();
  if (result.outcome === "already-void") return refuse("conflict", "already-void", voucherAdminMessages.alreadyVoid);
  return { ok: true, voucher: result.voucher };
});

/** The buyer's 14-day cancellation, given now or received by email, recorded by staff (docs/decisions/0036). */
export const submitStaffVoucherCancel = namedUseCase(
  "vouchers.staff-cancel",
  async (context: VoucherAdminContext, staff: Staff, request: { id: string; body: unknown }): Promise<Outcome<{ answer: VoucherCancelAnswer }>> => {
    const { db, payments, emailContext, timeZone } = context;
    const result = await cancelVoucherAsStaff(db, payments, request.id, { staff: staff.username, body: request.body, timeZone }, emailContext);
    if (result.outcome === "invalid") return invalid(result);
    if (result.outcome === "not-found") return notFound();
    if (result.outcome === "refused") return refuse("conflict", result.code, result.message);
    return { ok: true, answer: result.answer };
  },
);
