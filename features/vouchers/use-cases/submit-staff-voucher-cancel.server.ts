import { invalid, namedUseCase, refuse, type Outcome } from "~/lib/use-case";
import { cancelVoucherAsStaff, type VoucherCancelAnswer } from "../voucher-cancel.server";
import { notFound, type Staff, type VoucherAdminContext } from "./voucher-admin-rules.server";

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
