import type { Database } from "~/db/client.server";
import type { EmailContext } from "~/features/mail";
import { isTokenShape } from "~/lib/tokens";
import { namedUseCase, refuse, type Outcome } from "~/lib/use-case";
import { noVoucherAtLink } from "../voucher-cancel";
import { cancelVoucherInPeriod, voucherIdByPageToken, type VoucherCancelAnswer, type VoucherRefunds } from "../voucher-cancel.server";

/** The buyer's own cancel within the 14 days (docs/decisions/0036): the voucher page's token is what she holds. */
export const submitBuyerVoucherCancel = namedUseCase(
  "vouchers.buyer-cancel",
  async (
    context: { db: Database; payments: VoucherRefunds; emailContext: EmailContext; timeZone: string; now?: Date },
    request: { token: string },
  ): Promise<Outcome<{ answer: VoucherCancelAnswer }>> => {
    const { db, payments, emailContext, timeZone, now = new Date() } = context;
    const voucherId = isTokenShape(request.token) ? await voucherIdByPageToken(db, request.token) : undefined;
    const result = voucherId ? await cancelVoucherInPeriod(db, payments, voucherId, { actor: "buyer", noticeReceivedAt: now, now, timeZone }, emailContext) : undefined;
    if (!result || result.outcome === "not-found") return refuse("not-found", "not-found", noVoucherAtLink);
    if (result.outcome === "refused") return refuse("conflict", result.code, result.message);
    return { ok: true, answer: result.answer };
  },
);
