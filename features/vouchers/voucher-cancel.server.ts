import { and, eq, gt, isNull, ne, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings, cancellationRefunds, voucherRedemptions, vouchers } from "~/db/schema.server";
import type { EmailContext } from "~/features/mail";
import { enqueueEmail } from "~/features/mail/index.server";
import { executeCancellationRefund, recordCancellationRefund, type CancellationRefund, type CardRefunds } from "~/features/payments/index.server";
import { cancellationNoticeSchema } from "~/lib/cancellation-notice";
import { parseForm, type FieldErrors } from "~/lib/forms";
import { isUuid } from "~/lib/ids";
import { openLink } from "~/lib/links/links.server";
import { voucherCancellation, voucherCancelMessages, voucherRefundSentence, type VoucherCancelRefusal } from "./voucher-cancel";
import { voucherRefundEmail } from "./voucher-emails";
import { voidVoucher } from "./vouchers.server";

/** What the card provider must do for a voucher's refund (asked by payments' refund service); the booking flow's PaymentProvider is one. */
export type VoucherRefunds = CardRefunds;

/** POST /api/gift-vouchers/:token/cancel and /api/vouchers/:id/cancel answer this. */
export interface VoucherCancelAnswer {
  status: "void";
  paidPence: number;
  refundPence: number;
  refundStatus: "pending" | "succeeded" | "failed";
  basis: string;
  noticeReceivedAt: string;
}

export type VoucherCancelResult =
  | { outcome: "cancelled"; answer: VoucherCancelAnswer }
  | { outcome: "not-found" }
  | { outcome: "refused"; code: VoucherCancelRefusal; message: string };

const answerOf = (row: CancellationRefund): VoucherCancelAnswer => ({
  status: "void",
  paidPence: row.paidPence,
  refundPence: row.amountPence,
  refundStatus: row.status as VoucherCancelAnswer["refundStatus"],
  basis: row.basis,
  noticeReceivedAt: row.noticeReceivedAt.toISOString(),
});

type Executor = Pick<Database, "select">;

/** Whether the voucher pays towards an appointment that has not happened yet (its part would come back on it). */
async function paysForBookingToCome(tx: Executor, voucherId: string, now: Date): Promise<boolean> {
  const [row] = await tx
    .select({ id: voucherRedemptions.id })
    .from(voucherRedemptions)
    .innerJoin(bookings, eq(bookings.id, voucherRedemptions.bookingId))
    .where(
      and(
        eq(voucherRedemptions.voucherId, voucherId),
        isNull(voucherRedemptions.reversedAt),
        // Not cancelled and not begun: pending or confirmed (completed and no-show come only after the start). Said
        // so because booking's stillActive cannot be imported here: booking imports vouchers.
        ne(bookings.status, "cancelled"),
        or(isNull(bookings.startsAt), gt(bookings.startsAt, now)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export interface VoucherCancelRequest {
  /** `buyer`, or `staff:<username>`: kept on the voucher (voided_by) and the refund's record. */
  actor: string;
  /** When the notice was given: now, or the day an emailed notice reached the studio (staff record it). */
  noticeReceivedAt: Date;
  note?: string | null;
  now?: Date;
  timeZone: string;
}

/**
 * Cancels a voucher within its 14 days. The voucher's row is locked first, as a redemption locks it: a redemption at
 * the same moment either spent its pounds before (and the refund is worked out from what it left, or refused while
 * that booking is to come) or finds the voucher void. The voucher is voided, the refund recorded and the buyer's
 * receipt queued in one transaction; the provider is asked after it. Asking again answers the same.
 */
export async function cancelVoucherInPeriod(
  db: Database,
  payments: VoucherRefunds,
  voucherId: string,
  request: VoucherCancelRequest,
  emailContext: EmailContext,
): Promise<VoucherCancelResult> {
  if (!isUuid(voucherId)) return { outcome: "not-found" };
  const now = request.now ?? new Date();
  const result = await db.transaction(async (tx): Promise<VoucherCancelResult | { outcome: "recorded"; row: CancellationRefund }> => {
    const [voucher] = await tx.select().from(vouchers).where(eq(vouchers.id, voucherId)).for("update");
    if (!voucher) return { outcome: "not-found" };
    const [done] = await tx.select().from(cancellationRefunds).where(eq(cancellationRefunds.voucherId, voucherId));
    if (done) return { outcome: "cancelled", answer: answerOf(done) };
    const verdict = voucherCancellation(voucher, request.noticeReceivedAt, request.timeZone);
    if (!verdict.allowed) return { outcome: "refused", code: verdict.why, message: voucherCancelMessages[verdict.why] };
    if (await paysForBookingToCome(tx, voucher.id, now)) return { outcome: "refused", code: "booking-to-come", message: voucherCancelMessages["booking-to-come"] };
    await voidVoucher(tx, voucher.id, request.actor);
    const row = await recordCancellationRefund(tx, {
      voucherId: voucher.id,
      provider: voucher.paymentIntentId?.startsWith("demo_") ? "demo" : "stripe",
      paymentId: voucher.paymentIntentId,
      paidPence: verdict.paidPence,
      amountPence: verdict.refundPence,
      basis:
        verdict.basis === "unused"
          ? "unused: refunded in full"
          : `part-used: ${voucher.balancePence} of ${voucher.amountPence} pence unspent, that share of ${verdict.paidPence} paid`,
      actor: request.actor,
      noticeReceivedAt: request.noticeReceivedAt,
      note: request.note?.trim() || null,
    });
    await enqueueEmail(
      tx,
      voucherRefundEmail(voucher, { refundPence: verdict.refundPence, paidPence: verdict.paidPence, sentence: voucherRefundSentence(verdict.refundPence, verdict.paidPence, { done: true }) }, emailContext),
    );
    return { outcome: "recorded", row };
  });
  if (result.outcome !== "recorded") return result;
  // The provider is asked outside the lock; a failure leaves the refund pending for the minute's sweep to ask again.
  const settled = await executeCancellationRefund(db, { card: payments }, result.row.id).catch(() => undefined);
  return { outcome: "cancelled", answer: answerOf(settled ?? result.row) };
}

/** The voucher a page token opens, for its buyer's cancel. */
export async function voucherIdByPageToken(db: Executor, pageToken: string): Promise<string | undefined> {
  const link = await openLink(db, "voucher-page", pageToken);
  return link.outcome === "open" ? link.subject : undefined;
}

/** The refund a cancelled voucher gave, for its page and the staff list. */
export async function voucherCancellationRefund(db: Executor, voucherId: string): Promise<CancellationRefund | undefined> {
  const [row] = await db.select().from(cancellationRefunds).where(eq(cancellationRefunds.voucherId, voucherId));
  return row;
}

export type StaffVoucherCancelResult = VoucherCancelResult | { outcome: "invalid"; message: string; fieldErrors: FieldErrors };

/**
 * Staff record the buyer's notice (given now, or received earlier by email as the model form): one use case for
 * POST /api/vouchers/:id/cancel and the Vouchers tab's action, so both read the notice with the same schema.
 */
export async function cancelVoucherAsStaff(
  db: Database,
  payments: VoucherRefunds,
  voucherId: string,
  { staff, body, now = new Date(), timeZone }: { staff: string; body: unknown; now?: Date; timeZone: string },
  emailContext: EmailContext,
): Promise<StaffVoucherCancelResult> {
  const parsed = parseForm(cancellationNoticeSchema({ now, timeZone }), body ?? {});
  if (!parsed.success) return { outcome: "invalid", ...parsed.error };
  const notice = parsed.data;
  return cancelVoucherInPeriod(db, payments, voucherId, { actor: `staff:${staff}`, noticeReceivedAt: notice.receivedAt ?? now, note: notice.note, now, timeZone }, emailContext);
}
