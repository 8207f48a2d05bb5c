/**
 * Gift vouchers paying towards a booking at checkout (issue 13, docs/decisions/0026). The server finds the voucher
 * by its code, takes min(balance, what is still due) with redeemVoucher's one locked statement, and records it on
 * the booking (voucher_pence) in the same transaction, with the booking's row locked: the card then pays
 * amountDuePence. A voucher covering everything confirms the booking through changeStatus, without a card.
 */
import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings } from "~/db/schema.server";
import { type EmailContext } from "~/features/mail";
import { isVoucherCodeShape } from "~/features/vouchers";
import { findVoucherByCode, redeemVoucher, voucherOnBooking, voucherRefusal } from "~/features/vouchers/index.server";
import { formatTotal } from "~/lib/money";
import { changeStatus, recordChange, type Booking } from "../lifecycle/booking-lifecycle.server";
import { findBooking } from "../diary/diary.server";
import { paymentRefusal } from "../payments/payment-refusal.server";
import { syncPayment } from "../payments/booking-payments.server";
import { amountDuePence } from "../rules/amount-due";
import type { PaymentProvider } from "~/features/payments";
import type { BookingVoucherRefusal, CheckoutVoucher, CodeRefusal } from "./booking-vouchers";
import { takeVoucherOff } from "../payments/take-voucher-off.server";

export type VoucherChangeResult =
  | { outcome: "applied"; voucher: CheckoutVoucher; duePence: number }
  | { outcome: "removed"; voucher: null; duePence: number }
  | { outcome: "not-found" }
  /** The code itself: not a code, or one that cannot pay (unknown, unpaid, void, expired, spent). */
  | { outcome: "voucher-refused"; code: CodeRefusal }
  /** The booking: not payable now, or its voucher or payment in a state that forbids the change. */
  | { outcome: "refused"; code: BookingVoucherRefusal };

export type VoucherPaidResult = { outcome: "paid"; booking: Booking } | Extract<VoucherChangeResult, { outcome: "not-found" | "refused" }>;

const client = { kind: "client" } as const;

/** What the checkout shows of the booking's voucher, and what is left to pay by card. */
export async function checkoutVoucher(db: Database, booking: Booking): Promise<{ voucher: CheckoutVoucher | null; duePence: number }> {
  const applied = await voucherOnBooking(db, booking.id);
  return {
    voucher: applied ? { codeEnd: applied.codeEnd, amountPence: applied.amountPence, balancePence: applied.balancePence } : null,
    duePence: amountDuePence(booking),
  };
}

/**
 * The card payment set up for the old amount can no longer be paid once a voucher changes what is due: it is
 * cancelled first, before any money moves on the voucher. One that succeeded meanwhile is recorded instead, and
 * one the bank is still processing cannot be cancelled: either way the voucher is left alone.
 */
async function retireCardPayment(db: Database, provider: PaymentProvider, booking: Booking, emailContext: EmailContext) {
  if (!booking.paymentIntentId) return undefined;
  let intent = await provider.retrieve(booking.paymentIntentId);
  if (intent.status !== "canceled" && intent.status !== "succeeded" && intent.status !== "processing") {
    // Stripe answers a payment that has just succeeded with an error; the retrieval below tells what happened.
    await provider.cancel(intent.id).catch(() => undefined);
    intent = await provider.retrieve(intent.id);
  }
  if (intent.status === "succeeded") {
    await syncPayment(db, provider, booking.id, emailContext);
    return "already-paid" as const;
  }
  return intent.status === "canceled" ? undefined : ("payment-under-way" as const);
}

/** Applies a gift voucher's code to a held booking. The caller throttles: every call is a guess until it matches. */
export async function applyVoucher(
  db: Database,
  provider: PaymentProvider,
  { bookingId, code }: { bookingId: string; code: string },
  { emailContext, now = new Date() }: { emailContext: EmailContext; now?: Date },
): Promise<VoucherChangeResult> {
  if (!isVoucherCodeShape(code)) return { outcome: "voucher-refused", code: "not-a-code" };
  const booking = await findBooking(db, bookingId);
  if (!booking) return { outcome: "not-found" };
  const refused = paymentRefusal(booking, now);
  if (refused) return { outcome: "refused", code: refused };
  if (booking.voucherPence > 0) return { outcome: "refused", code: "one-at-a-time" };
  // A code that cannot pay is answered before the card payment is touched.
  const unusable = voucherRefusal(await findVoucherByCode(db, code), now);
  if (unusable) return { outcome: "voucher-refused", code: unusable };
  const retired = await retireCardPayment(db, provider, booking, emailContext);
  if (retired) return { outcome: "refused", code: retired };

  return db.transaction(async (tx): Promise<VoucherChangeResult> => {
    const [locked] = await tx.select().from(bookings).where(eq(bookings.id, booking.id)).for("update");
    if (!locked) return { outcome: "not-found" };
    // Cancelled, paid or given a voucher in another tab since: the row lock makes this the last word.
    const refusedNow = paymentRefusal(locked, now);
    if (refusedNow) return { outcome: "refused", code: refusedNow };
    if (locked.voucherPence > 0) return { outcome: "refused", code: "one-at-a-time" };
    if (locked.paymentIntentId !== booking.paymentIntentId) return { outcome: "refused", code: "changed-meanwhile" };
    const due = amountDuePence(locked);
    const redeemed = await redeemVoucher(tx, { code, duePence: due, bookingId: locked.id, actor: client.kind });
    if (!redeemed.ok) return { outcome: "voucher-refused", code: redeemed.refusal };
    const [updated] = await tx
      .update(bookings)
      .set({ voucherPence: sql`${bookings.voucherPence} + ${redeemed.amountPence}::integer`, updatedAt: sql`now()` })
      .where(eq(bookings.id, locked.id))
      .returning();
    const applied = (await voucherOnBooking(tx, locked.id))!;
    await recordChange(tx, {
      bookingId: locked.id,
      actor: client,
      fromStatus: locked.status,
      toStatus: locked.status,
      reason: `gift voucher ending ${applied.codeEnd} paid ${formatTotal(redeemed.amountPence)}`,
    });
    return {
      outcome: "applied",
      voucher: { codeEnd: applied.codeEnd, amountPence: redeemed.amountPence, balancePence: redeemed.balancePence },
      duePence: amountDuePence(updated!),
    };
  });
}

/** Takes the voucher off a booking not yet paid: what it paid goes back on the voucher, and the card pays it all. */
export async function removeVoucher(
  db: Database,
  provider: PaymentProvider,
  bookingId: string,
  { emailContext, now = new Date() }: { emailContext: EmailContext; now?: Date },
): Promise<VoucherChangeResult> {
  const booking = await findBooking(db, bookingId);
  if (!booking) return { outcome: "not-found" };
  if (booking.voucherPence === 0) return { outcome: "refused", code: "none-applied" };
  const refused = paymentRefusal(booking, now);
  // All of it paid by the voucher is still "nothing to pay" by card: she may take the voucher off before confirming.
  if (refused && refused !== "nothing-to-pay") return { outcome: "refused", code: refused };
  const retired = await retireCardPayment(db, provider, booking, emailContext);
  if (retired) return { outcome: "refused", code: retired };

  return db.transaction(async (tx): Promise<VoucherChangeResult> => {
    const [locked] = await tx.select().from(bookings).where(eq(bookings.id, booking.id)).for("update");
    if (!locked) return { outcome: "not-found" };
    const refusedNow = paymentRefusal(locked, now);
    if (refusedNow && refusedNow !== "nothing-to-pay") return { outcome: "refused", code: refusedNow };
    if (locked.voucherPence === 0) return { outcome: "refused", code: "none-applied" };
    if (locked.paymentIntentId !== booking.paymentIntentId) return { outcome: "refused", code: "changed-meanwhile" };
    const updated = await takeVoucherOff(tx, locked, client, (returned) => `gift voucher removed (${formatTotal(returned)} back on it)`);
    return { outcome: "removed", voucher: null, duePence: amountDuePence(updated) };
  });
}

/**
 * A booking its gift voucher pays in full: paid without a card, through changeStatus (the client's act, audited),
 * which queues the same emails as a card payment. The row lock settles a race with a cancellation either way.
 */
export async function confirmVoucherPaid(
  db: Database,
  bookingId: string,
  { emailContext, now = new Date() }: { emailContext: EmailContext; now?: Date },
): Promise<VoucherPaidResult> {
  const booking = await findBooking(db, bookingId);
  if (!booking) return { outcome: "not-found" };
  return db.transaction(async (tx): Promise<VoucherPaidResult> => {
    const [locked] = await tx.select().from(bookings).where(eq(bookings.id, booking.id)).for("update");
    if (!locked) return { outcome: "not-found" };
    const refused = paymentRefusal(locked, now);
    if (refused !== "nothing-to-pay") return { outcome: "refused", code: refused ?? "not-covered" };
    // Free bookings (a patch test alone) stand without paying: only a voucher's booking is paid here.
    if (locked.voucherPence === 0) return { outcome: "refused", code: "none-applied" };
    const paid = await changeStatus(
      tx,
      { bookingId: locked.id, paymentStatus: "paid", actor: client, reason: "paid by gift voucher", also: { paidNow: true } },
      { emailContext, now },
    );
    if (paid.outcome !== "changed") return { outcome: "refused", code: "changed-meanwhile" };
    return { outcome: "paid", booking: paid.booking };
  });
}
