import { namedUseCase, refuse, type Outcome } from "~/lib/use-case";
import { voucherAdminMessages } from "../voucher-admin";
import { voidVoucherAsStaff, type AdminVoucher } from "../voucher-admin.server";
import { notFound, type Staff, type VoucherAdminContext } from "./voucher-admin-rules.server";

export const submitVoidVoucher = namedUseCase("vouchers.void", async (context: Pick<VoucherAdminContext, "db">, staff: Staff, request: { id: string }): Promise<Outcome<{ voucher: AdminVoucher }>> => {
  const result = await voidVoucherAsStaff(context.db, request.id, staff.username);
  if (result.outcome === "not-found") return notFound();
  if (result.outcome === "already-void") return refuse("conflict", "already-void", voucherAdminMessages.alreadyVoid);
  return { ok: true, voucher: result.voucher };
});
