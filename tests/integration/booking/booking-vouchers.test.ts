import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cancelBooking } from "~/features/booking/changes/booking-changes.server";
import { sweepExpiredHolds } from "~/features/booking/index.server";
import type { DemoProvider } from "~/features/payments/index.server";
import { bookingVoucherMessages, voucherApplyLimits } from "~/features/booking/vouchers/booking-vouchers";
import { bookingMessages } from "~/features/booking/rules/booking-form";
import { activateVoucher, createVoucher, voidVoucher } from "~/features/vouchers/index.server";
import { formatVoucherCode } from "~/features/vouchers";
import { fromWallTime } from "~/lib/zoned-time";
import { bookingRequest, freshSlots } from "../../support/booking-data";
import type { EmailContext } from "~/features/mail";
import type { TestDatabase } from "../../support/database";
import { startDemoApp, type DemoApp } from "../../support/demo-app";
import { signInStaff } from "../../support/test-app";

/*
 * Gift vouchers paying towards bookings at checkout (issue 13, docs/decisions/0026), against the real server,
 * database and demo provider: the server computes what a code pays, the card pays the rest, and whatever happens
 * to the booking, the voucher's balance and the diary agree.
 */
let emailContext: EmailContext;
let database: TestDatabase;
let provider: DemoProvider;
let app: DemoApp;
let cookie: string;

beforeAll(async () => {
  app = await startDemoApp();
  ({ database, provider, emailContext } = app);
  cookie = await signInStaff(app, "ada", "vouchers pay for brows 2026");
});
afterAll(() => app.close());

const freshSlot = freshSlots();

const HENNA = [{ id: "henna-brows", type: "service" }]; // £35
const WAX = [{ id: "cloud-wax", type: "service" }]; // £20

async function heldBooking(items = HENNA, slot = freshSlot()) {
  const created = await app.post("/api/bookings", bookingRequest({ ...slot, items, email: "zoe@example.com", name: "Zoë Adams" }));
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  return { id, startsAt: fromWallTime(slot.preferredDate, slot.preferredTime, "Europe/London") };
}

async function paidVoucher(amountPence: number) {
  const { voucher, code } = await createVoucher(database.db, { amountPence, buyerName: "Ada Buyer", buyerEmail: "ada@example.com" });
  await activateVoucher(database.db, voucher.id);
  return { id: voucher.id, code: formatVoucherCode(code) };
}

const apply = (bookingId: string, body: unknown) => app.post(`/api/bookings/${bookingId}/voucher`, body);
const remove = (bookingId: string) => fetch(`${app.baseUrl}/api/bookings/${bookingId}/voucher`, { method: "DELETE" });
const confirm = (bookingId: string) => app.post(`/api/bookings/${bookingId}/voucher/confirm`, {});
const startPayment = async (bookingId: string) => app.post("/api/create-payment-intent", { bookingDetails: { bookingId } });
const payByCard = (clientSecret: string) => app.post("/api/demo-payments/confirm", { clientSecret, cardNumber: "4242424242424242", expiry: "12/40", cvc: "123" });
const balance = async (id: string) => (await database.sql`select balance_pence from vouchers where id = ${id}`)[0]!.balance_pence as number;
const row = async (id: string) =>
  (await database.sql`select status, payment_status, total_pence, voucher_pence, refunded_pence, payment_intent_id from bookings where id = ${id}`)[0]!;
const redemptionsOf = (bookingId: string) =>
  database.sql`select amount_pence, reversed_at is not null as reversed from voucher_redemptions where booking_id = ${bookingId} order by created_at`;
const json = async <T = Record<string, unknown>>(response: Response) => (await response.json()) as T;
const client = { kind: "client" } as const;
const hours = (n: number) => n * 3_600_000;

describe("applying a gift voucher at checkout", () => {
  it("a £50 voucher pays a £35 booking (confirmed without a card), then £15 of a £20 one (£5 by card), then nothing", async () => {
    const voucher = await paidVoucher(5000);

    // The browser's amounts are not read: only the code is.
    const first = await heldBooking();
    const applied = await apply(first.id, { code: voucher.code, amount: 1, discount: 99_999, amountDue: 0 });
    expect(applied.status).toBe(200);
    expect(await json(applied)).toEqual({ voucher: { codeEnd: voucher.code.slice(-4), amountPence: 3500, balancePence: 1500 }, amountDue: 0 });
    expect(await balance(voucher.id)).toBe(1500);
    // Nothing left for a card: no payment is set up.
    expect(await json(await startPayment(first.id))).toMatchObject({ code: "nothing-to-pay" });

    const confirmed = await confirm(first.id);
    expect(confirmed.status).toBe(200);
    expect(await row(first.id)).toMatchObject({ status: "confirmed", payment_status: "paid", voucher_pence: 3500, payment_intent_id: null });
    const audit = await database.sql`select actor, to_status, to_payment_status, reason from booking_status_changes where booking_id = ${first.id} order by changed_at`;
    expect(audit.at(-1)).toEqual({ actor: "client", to_status: "confirmed", to_payment_status: "paid", reason: "paid by gift voucher" });
    const mail = await database.sql`select kind from outbox where booking_id = ${first.id} order by kind`;
    expect(mail.map((entry) => entry.kind)).toEqual(["booking-received", "payment-received", "studio-booking"]);
    const [receipt] = await database.sql`select text from outbox where booking_id = ${first.id} and kind = 'payment-received'`;
    expect(receipt!.text).toContain("Paid by gift voucher: £35.00");
    expect(receipt!.text).toContain("Paid by card: £0.00");
    // Confirming twice changes nothing.
    expect((await confirm(first.id)).status).toBe(409);

    const second = await heldBooking(WAX);
    const partly = await apply(second.id, { code: voucher.code.toLowerCase() });
    expect(await json(partly)).toEqual({ voucher: { codeEnd: voucher.code.slice(-4), amountPence: 1500, balancePence: 0 }, amountDue: 500 });
    expect((await confirm(second.id)).status).toBe(409);
    const intent = await json<{ amount: number; clientSecret: string }>(await startPayment(second.id));
    expect(intent.amount).toBe(500);
    expect((await payByCard(intent.clientSecret)).status).toBe(200);
    expect(await row(second.id)).toMatchObject({ payment_status: "paid", total_pence: 2000, voucher_pence: 1500 });

    const third = await heldBooking(WAX);
    const spent = await apply(third.id, { code: voucher.code });
    expect(spent.status).toBe(409);
    expect(await json(spent)).toMatchObject({ code: "spent", message: bookingVoucherMessages.spent, fieldErrors: { code: [bookingVoucherMessages.spent] } });
    expect(await row(third.id)).toMatchObject({ voucher_pence: 0 });
    expect(await balance(voucher.id)).toBe(0);
  });

  it("refuses an unknown, expired or voided code, and text that is not a code, storing nothing", async () => {
    const booking = await heldBooking();
    const unknown = await apply(booking.id, { code: "ABCD-EFGH-JKMN-PQRS" });
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toMatchObject({ message: bookingVoucherMessages.unknown, fieldErrors: { code: [bookingVoucherMessages.unknown] } });

    const expired = await paidVoucher(5000);
    await database.sql`update vouchers set expires_at = now() - interval '1 second' where id = ${expired.id}`;
    const tooLate = await apply(booking.id, { code: expired.code });
    expect(tooLate.status).toBe(409);
    expect(await json(tooLate)).toMatchObject({ code: "expired", message: bookingVoucherMessages.expired });

    const voided = await paidVoucher(5000);
    await voidVoucher(database.db, voided.id, "staff:ada");
    const cancelled = await apply(booking.id, { code: voided.code });
    expect(cancelled.status).toBe(409);
    expect(await json(cancelled)).toMatchObject({ code: "void", message: bookingVoucherMessages.void });

    const notACode = await apply(booking.id, { code: "SUMMER10" });
    expect(notACode.status).toBe(400);
    expect(await json(notACode)).toMatchObject({ fieldErrors: { code: [bookingVoucherMessages.notACode] } });
    expect((await apply(booking.id, {})).status).toBe(400);
    expect((await apply("00000000-0000-4000-8000-000000000000", { code: voided.code })).status).toBe(404);

    expect(await row(booking.id)).toMatchObject({ voucher_pence: 0 });
    expect(await redemptionsOf(booking.id)).toHaveLength(0);
    expect([await balance(expired.id), await balance(voided.id)]).toEqual([5000, 5000]);
  });

  it("removing the voucher before paying puts it back and the card pays it all; the old card payment can no longer pay", async () => {
    const voucher = await paidVoucher(2500);
    const booking = await heldBooking();
    const before = await json<{ clientSecret: string; amount: number }>(await startPayment(booking.id));
    expect(before.amount).toBe(3500);

    expect(await json(await apply(booking.id, { code: voucher.code }))).toMatchObject({ amountDue: 1000 });
    // The £35 payment set up before the voucher was cancelled: it must not pay the full price as well.
    expect((await payByCard(before.clientSecret)).status).toBe(409);
    const reduced = await json<{ clientSecret: string; amount: number }>(await startPayment(booking.id));
    expect(reduced.amount).toBe(1000);
    // One voucher at a time.
    const another = await paidVoucher(2500);
    expect(await json(await apply(booking.id, { code: another.code }))).toMatchObject({ code: "one-at-a-time" });

    const removed = await remove(booking.id);
    expect(removed.status).toBe(200);
    expect(await json(removed)).toEqual({ voucher: null, amountDue: 3500 });
    expect(await balance(voucher.id)).toBe(2500);
    expect(await redemptionsOf(booking.id)).toEqual([{ amount_pence: 2500, reversed: true }]);
    expect((await payByCard(reduced.clientSecret)).status).toBe(409);
    const full = await json<{ clientSecret: string; amount: number }>(await startPayment(booking.id));
    expect(full.amount).toBe(3500);
    expect((await payByCard(full.clientSecret)).status).toBe(200);
    expect(await row(booking.id)).toMatchObject({ payment_status: "paid", voucher_pence: 0 });
    // Paid: the voucher can no longer be put on or taken off.
    expect(await json(await apply(booking.id, { code: voucher.code }))).toMatchObject({ code: "already-paid", message: bookingMessages.alreadyPaid });
    expect((await remove(booking.id)).status).toBe(409);
  });
});

describe("money and the diary agree", () => {
  it("a lapsed hold gives the voucher's part back, once, however often the sweep runs", async () => {
    const voucher = await paidVoucher(5000);
    const booking = await heldBooking();
    await apply(booking.id, { code: voucher.code });
    expect(await balance(voucher.id)).toBe(1500);
    await database.sql`update bookings set hold_expires_at = now() - interval '1 second' where id = ${booking.id}`;
    expect(await sweepExpiredHolds(database.db, provider, emailContext)).toBeGreaterThanOrEqual(1);
    expect(await sweepExpiredHolds(database.db, provider, emailContext)).toBe(0);
    expect(await balance(voucher.id)).toBe(5000);
    expect(await row(booking.id)).toMatchObject({ status: "cancelled", voucher_pence: 3500 });
    expect(await redemptionsOf(booking.id)).toEqual([{ amount_pence: 3500, reversed: true }]);
    // Too late to confirm or to take the voucher off again.
    expect(await json(await confirm(booking.id))).toMatchObject({ code: "hold-expired" });
    expect(await json(await remove(booking.id))).toMatchObject({ code: "hold-expired" });
    expect(await balance(voucher.id)).toBe(5000);
  });

  it("a client's late cancellation refunds half the card part and puts half the voucher part back (docs/decisions/0031)", async () => {
    const voucher = await paidVoucher(2000);
    const booking = await heldBooking();
    await apply(booking.id, { code: voucher.code });
    const { clientSecret } = await json<{ clientSecret: string }>(await startPayment(booking.id));
    expect((await payByCard(clientSecret)).status).toBe(200);
    // Booked more than 14 days before: inside its cancellation period it would all come back (docs/decisions/0035).
    await database.sql`update bookings set created_at = now() - interval '15 days' where id = ${booking.id}`;

    const late = await cancelBooking(database.db, { bookingId: booking.id, actor: client, refund: "policy" }, { provider, emailContext, now: new Date(booking.startsAt.getTime() - hours(2)) });
    // 50% of the £15 paid by card, and 50% of the £20 the voucher paid goes back on it.
    expect(late).toMatchObject({ outcome: "changed", refundPence: 750, voucherBackPence: 1000 });
    expect(await row(booking.id)).toMatchObject({ status: "cancelled", payment_status: "partially_refunded", refunded_pence: 750, voucher_pence: 2000 });
    expect(await balance(voucher.id)).toBe(1000);
    expect(await redemptionsOf(booking.id)).toEqual([{ amount_pence: 2000, reversed: true }]);
    const [cancelled] = await database.sql`select text from outbox where booking_id = ${booking.id} and kind = 'booking-cancelled'`;
    expect(cancelled!.text).toContain("£7.50 will be refunded to the card you paid with");
    expect(cancelled!.text).toContain("£10.00 of the £20.00 your gift voucher paid is back on it.");
  });

  it("staff refunds reach only the card part; a staff cancellation puts the voucher part back", async () => {
    const voucher = await paidVoucher(2000);
    const booking = await heldBooking();
    await apply(booking.id, { code: voucher.code });
    const { clientSecret } = await json<{ clientSecret: string }>(await startPayment(booking.id));
    await payByCard(clientSecret);
    const staffCall = (path: string, body: unknown) =>
      fetch(`${app.baseUrl}${path}`, { method: "POST", headers: { "content-type": "application/json", cookie }, body: JSON.stringify(body) });
    const tooMuch = await staffCall(`/api/bookings/${booking.id}/refund`, { amountPence: 1501, reason: "goodwill" });
    expect(tooMuch.status).toBe(400);
    const cancelled = await staffCall(`/api/bookings/${booking.id}/cancel`, { reason: "Studio closed for a boiler repair" });
    expect(cancelled.status).toBe(200);
    expect(await row(booking.id)).toMatchObject({ status: "cancelled", payment_status: "refunded", refunded_pence: 1500 });
    expect(await balance(voucher.id)).toBe(2000);
  });

  it("a voucher-paid booking cancelled in notice: nothing to the card, all back on the voucher", async () => {
    const voucher = await paidVoucher(5000);
    const booking = await heldBooking();
    await apply(booking.id, { code: voucher.code });
    await confirm(booking.id);
    const result = await cancelBooking(database.db, { bookingId: booking.id, actor: client, refund: "policy" }, { provider, emailContext, now: new Date(booking.startsAt.getTime() - hours(48)) });
    expect(result).toMatchObject({ outcome: "changed", refundPence: 0 });
    expect(await balance(voucher.id)).toBe(5000);
    expect(await database.sql`select id from refunds where booking_id = ${booking.id}`).toHaveLength(0);
  });
});

describe("races", () => {
  it("two bookings applying the same balance at once: one gets it, the other is told it is spent", async () => {
    const voucher = await paidVoucher(3500);
    const [a, b] = [await heldBooking(), await heldBooking()];
    const answers = await Promise.all([apply(a.id, { code: voucher.code }), apply(b.id, { code: voucher.code })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await balance(voucher.id)).toBe(0);
    const taken = [await row(a.id), await row(b.id)].map((booking) => booking.voucher_pence).sort();
    expect(taken).toEqual([0, 3500]);
  });

  it("two tabs applying two codes to one booking: one voucher pays, the other keeps its balance", async () => {
    const [first, second] = [await paidVoucher(2500), await paidVoucher(2500)];
    const booking = await heldBooking();
    const answers = await Promise.all([apply(booking.id, { code: first.code }), apply(booking.id, { code: second.code })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await balance(first.id)) + (await balance(second.id))).toBe(2500);
    expect(await row(booking.id)).toMatchObject({ voucher_pence: 2500 });
  });

  it("cancel against confirm: whichever wins, the booking ends cancelled and the voucher whole", async () => {
    const voucher = await paidVoucher(5000);
    const booking = await heldBooking();
    await apply(booking.id, { code: voucher.code });
    await Promise.all([
      confirm(booking.id),
      cancelBooking(database.db, { bookingId: booking.id, actor: client, refund: "policy" }, { provider, emailContext, now: new Date(booking.startsAt.getTime() - hours(48)) }),
    ]);
    expect(await row(booking.id)).toMatchObject({ status: "cancelled" });
    expect(await balance(voucher.id)).toBe(5000);
    expect(await redemptionsOf(booking.id)).toEqual([{ amount_pence: 3500, reversed: true }]);
  });
});

it("guessing codes is throttled: 429 after the limit, per booking", async () => {
  const booking = await heldBooking();
  let status = 0;
  for (let attempt = 0; attempt <= voucherApplyLimits.booking.count && status !== 429; attempt++) {
    status = (await apply(booking.id, { code: `ABCD-EFGH-JKMN-${String(attempt).padStart(4, "0")}` })).status;
  }
  expect(status).toBe(429);
  const voucher = await paidVoucher(2500);
  const blocked = await apply(booking.id, { code: voucher.code });
  expect(blocked.status).toBe(429);
  expect(blocked.headers.get("retry-after")).toMatch(/^\d+$/);
  expect(await balance(voucher.id)).toBe(2500);
});
