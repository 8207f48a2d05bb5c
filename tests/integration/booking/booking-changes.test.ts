import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cancelBooking, rescheduleBooking } from "~/features/booking/changes/booking-changes.server";
import { sweepExpiredHolds } from "~/features/booking/index.server";
import { cancelLapsedHolds, changeStatus } from "~/features/booking/lifecycle/booking-lifecycle.server";
import { applyPaymentOutcome, createDemoProvider, type DemoProvider } from "~/features/payments/index.server";
import { emailContextFromEnv } from "~/server/email-context.server";
import { bookingSettingsFromEnv } from "~/server/booking-settings.server";
import { parseEnv } from "~/server/env.server";
import { fromWallTime } from "~/lib/zoned-time";
import { bookingRequest, freshSlots, nextWeekday } from "../../support/booking-data";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { signInStaff, startTestApp, type TestApp } from "../../support/test-app";

/*
 * DESIGN 3b, branch by branch, against the real server, database and demo provider. The client's side is driven
 * through the change functions with a chosen clock (the manage link's routes call the same functions); staff's
 * through the staff API.
 */
const env = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", RATE_LIMIT: "10000/60" });
const emailContext = emailContextFromEnv(env);
const settings = bookingSettingsFromEnv(env);
const PASSWORD = "refunds are receipts 2026";
let database: TestDatabase;
let provider: DemoProvider;
let app: TestApp;
let cookie: string;

beforeAll(async () => {
  database = await createTestDatabase();
  provider = createDemoProvider(database.db, emailContext);
  app = await startTestApp({ RATE_LIMIT: "10000/60" }, database, { payments: provider });
  cookie = await signInStaff(app, "ada", PASSWORD);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const freshSlot = freshSlots();

async function heldBooking(slot = freshSlot()): Promise<{ id: string; clientSecret: string; startsAt: Date }> {
  const created = await app.post("/api/bookings", bookingRequest({ ...slot, email: "zoe@example.com", name: "Zoë Adams" }));
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const intent = await app.post("/api/create-payment-intent", { bookingDetails: { bookingId: id } });
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  return { id, clientSecret, startsAt: fromWallTime(slot.preferredDate, slot.preferredTime, "Europe/London") };
}

async function paidBooking(slot = freshSlot()) {
  const booking = await heldBooking(slot);
  const paid = await app.post("/api/demo-payments/confirm", { clientSecret: booking.clientSecret, cardNumber: "4242424242424242", expiry: "12/40", cvc: "123" });
  expect(paid.status).toBe(200);
  return booking;
}

const row = async (id: string) =>
  (await database.sql`select status, payment_status, refunded_pence, total_pence, reschedules, calendar_sequence, starts_at from bookings where id = ${id}`)[0]!;
const refundsOf = (id: string) => database.sql`select amount_pence, status, actor, reason from refunds where booking_id = ${id} order by created_at`;
const mailsOf = (id: string) => database.sql<{ kind: string; text: string; attachments: { content: string }[] }[]>`select kind, text, attachments from outbox where booking_id = ${id} order by created_at`;
const client = { kind: "client" } as const;
const hours = (n: number) => n * 3_600_000;
const staffCall = (path: string, body: unknown) =>
  fetch(`${app.baseUrl}${path}`, { method: "POST", headers: { "content-type": "application/json", cookie }, body: JSON.stringify(body) });

describe("a client cancels (DESIGN 3b)", () => {
  it("24 hours or more ahead: a full refund through the provider, a receipt, and the calendar file cancelled", async () => {
    const booking = await paidBooking();
    const result = await cancelBooking(database.db, { bookingId: booking.id, actor: client, refund: "policy" }, { provider, emailContext, now: new Date(booking.startsAt.getTime() - hours(25)) });
    expect(result).toMatchObject({ outcome: "changed", refundPence: 3500 });
    expect(await row(booking.id)).toMatchObject({ status: "cancelled", payment_status: "refunded", refunded_pence: 3500, calendar_sequence: 1 });
    expect(await refundsOf(booking.id)).toEqual([expect.objectContaining({ amount_pence: 3500, status: "succeeded", actor: "client" })]);
    const demo = await database.sql`select sum(r.amount_pence)::int as refunded from demo_refunds r join demo_payments p on p.id = r.payment_id where p.booking_id = ${booking.id}`;
    expect(demo[0]!.refunded).toBe(3500);
    const mails = await mailsOf(booking.id);
    const cancelled = mails.find((mail) => mail.kind === "booking-cancelled")!;
    expect(cancelled.text).toContain("£35.00 will be refunded");
    expect(cancelled.attachments[0]!.content).toMatch(/METHOD:CANCEL/);
    expect(cancelled.attachments[0]!.content).toMatch(/SEQUENCE:1/);
    expect(cancelled.attachments[0]!.content).toMatch(/STATUS:CANCELLED/);
    expect(cancelled.attachments[0]!.content).toContain(`UID:${booking.id}@`);
    expect(mails.filter((mail) => mail.kind === "refund-receipt")).toHaveLength(1);
    expect(mails.find((mail) => mail.kind === "studio-change")!.text).toContain("Zoë Adams");
  });

  it("less than 24 hours ahead, booked more than 14 days before: half of what was paid comes back", async () => {
    const booking = await paidBooking();
    // Inside the 14-day cancellation period a late cancellation refunds everything (docs/decisions/0035).
    await database.sql`update bookings set created_at = now() - interval '15 days' where id = ${booking.id}`;
    const result = await cancelBooking(database.db, { bookingId: booking.id, actor: client, refund: "full" }, { provider, emailContext, now: new Date(booking.startsAt.getTime() - hours(23)) });
    expect(result).toMatchObject({ outcome: "changed", refundPence: 1750 });
    expect(await row(booking.id)).toMatchObject({ status: "cancelled", payment_status: "partially_refunded", refunded_pence: 1750 });
  });

  it("after the start (and so after a no-show) nothing can be cancelled online, and nothing is refunded", async () => {
    const booking = await paidBooking();
    const late = await cancelBooking(database.db, { bookingId: booking.id, actor: client, refund: "policy" }, { provider, emailContext, now: new Date(booking.startsAt.getTime() + 60_000) });
    expect(late).toMatchObject({ outcome: "refused", kind: "conflict", code: "change-not-allowed" });
    await database.db.transaction((tx) =>
      changeStatus(tx, { bookingId: booking.id, to: "confirmed", actor: { kind: "system" } }, { emailContext }),
    );
    await database.db.transaction((tx) =>
      changeStatus(tx, { bookingId: booking.id, to: "no-show", actor: { kind: "system" } }, { emailContext, now: new Date(booking.startsAt.getTime() + 60_000) }),
    );
    const afterNoShow = await cancelBooking(database.db, { bookingId: booking.id, actor: client, refund: "policy" }, { provider, emailContext, now: new Date(booking.startsAt.getTime() - hours(48)) });
    expect(afterNoShow).toMatchObject({ outcome: "refused", code: "change-not-allowed" });
    expect(await row(booking.id)).toMatchObject({ status: "no-show", payment_status: "paid", refunded_pence: 0 });
    expect(await refundsOf(booking.id)).toEqual([]);
  });
});

describe("a client reschedules (DESIGN 3b)", () => {
  it("once for free with 24 hours' notice, with an updated calendar file; a second time is refused", async () => {
    const booking = await paidBooking();
    const now = new Date(booking.startsAt.getTime() - hours(72));
    const target = freshSlot();
    const moved = await rescheduleBooking(database.db, { bookingId: booking.id, actor: client, ...target }, { emailContext, settings, now });
    expect(moved.outcome).toBe("changed");
    const after = await row(booking.id);
    expect(after).toMatchObject({ status: "confirmed", payment_status: "paid", reschedules: 1, calendar_sequence: 1 });
    expect(after.starts_at).toEqual(fromWallTime(target.preferredDate, target.preferredTime, "Europe/London"));
    const mail = (await mailsOf(booking.id)).find((message) => message.kind === "booking-rescheduled")!;
    expect(mail.attachments[0]!.content).toMatch(/METHOD:PUBLISH/);
    expect(mail.attachments[0]!.content).toMatch(/SEQUENCE:1/);
    const audit = await database.sql`select actor, reason from booking_status_changes where booking_id = ${booking.id} and reason like 'moved%'`;
    expect(audit).toEqual([expect.objectContaining({ actor: "client" })]);

    const again = await rescheduleBooking(database.db, { bookingId: booking.id, actor: client, ...freshSlot() }, { emailContext, settings, now });
    expect(again).toMatchObject({ outcome: "refused", code: "change-not-allowed" });
    expect(again.outcome === "refused" && again.message).toMatch(/already moved this appointment online once/);
  });

  it("not with less than 24 hours' notice, and never onto a time someone holds", async () => {
    const booking = await paidBooking();
    const late = await rescheduleBooking(database.db, { bookingId: booking.id, actor: client, ...freshSlot() }, { emailContext, settings, now: new Date(booking.startsAt.getTime() - hours(20)) });
    expect(late).toMatchObject({ outcome: "refused", code: "change-not-allowed" });
    const other = freshSlot();
    await heldBooking(other);
    const taken = await rescheduleBooking(database.db, { bookingId: booking.id, actor: client, ...other }, { emailContext, settings, now: new Date(booking.startsAt.getTime() - hours(72)) });
    expect(taken).toEqual({ outcome: "unavailable", reason: "taken" });
    expect((await row(booking.id)).reschedules).toBe(0);
  });
});

describe("staff (the staff API)", () => {
  it("needs a signed-in member of staff, and answers bad input with field errors", async () => {
    const booking = await paidBooking();
    const anonymous = await app.post(`/api/bookings/${booking.id}/cancel`, { reason: "x" });
    expect(anonymous.status).toBe(401);
    const noReason = await staffCall(`/api/bookings/${booking.id}/cancel`, { refundPence: 100 });
    expect(noReason.status).toBe(400);
    expect(((await noReason.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.reason).toBeDefined();
    const tooMuch = await staffCall(`/api/bookings/${booking.id}/refund`, { amountPence: 3501, reason: "goodwill" });
    expect(tooMuch.status).toBe(400);
    // The amount reads as money, as the staff page shows it.
    expect(await tooMuch.json()).toMatchObject({ code: "refund-too-large", message: "A refund can be at most what is left of the payment (£35.00)." });
    expect((await staffCall(`/api/bookings/00000000-0000-4000-8000-000000000000/refund`, { amountPence: 100, reason: "x" })).status).toBe(404);
    expect((await staffCall(`/api/bookings/not-a-uuid/cancel`, { reason: "x" })).status).toBe(404);
    expect(await row(booking.id)).toMatchObject({ status: "confirmed", payment_status: "paid", refunded_pence: 0 });
  });

  it("override the policy: cancel late with a chosen refund, then refund the rest, audited with the staff name", async () => {
    const booking = await paidBooking();
    const cancel = await staffCall(`/api/bookings/${booking.id}/cancel`, { refundPence: 1000, reason: "Studio closed for a boiler repair" });
    expect(cancel.status).toBe(200);
    expect(await cancel.json()).toMatchObject({ status: "cancelled", paymentStatus: "partially_refunded", refundedPence: 1000 });
    const rest = await staffCall(`/api/bookings/${booking.id}/refund`, { amountPence: 2500, reason: "goodwill: the rest" });
    expect(await rest.json()).toMatchObject({ status: "cancelled", paymentStatus: "refunded", refundedPence: 3500 });
    expect((await staffCall(`/api/bookings/${booking.id}/refund`, { amountPence: 1, reason: "more" })).status).toBe(409);
    const audit = await database.sql`select actor, username, to_payment_status from booking_status_changes where booking_id = ${booking.id} order by changed_at`;
    expect(audit.map((entry) => entry.actor)).toEqual(["payment", "staff", "payment", "payment"]);
    expect(audit[1]!.username).toBe("ada");
    expect((await refundsOf(booking.id)).map((refund) => refund.actor)).toEqual(["staff", "staff"]);
    const cancelled = (await mailsOf(booking.id)).find((mail) => mail.kind === "booking-cancelled")!;
    expect(cancelled.text).toContain("boiler repair");
    expect((await mailsOf(booking.id)).filter((mail) => mail.kind === "refund-receipt")).toHaveLength(2);
  });

  it("cancelling by status alone refunds in full and tells the client (no more 'cancelled and paid')", async () => {
    const booking = await paidBooking();
    const response = await fetch(`${app.baseUrl}/api/bookings/${booking.id}/status`, {
      method: "PATCH",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ status: "cancelled" }),
    });
    expect(response.status).toBe(200);
    expect(await row(booking.id)).toMatchObject({ status: "cancelled", payment_status: "refunded", refunded_pence: 3500 });
    expect((await mailsOf(booking.id)).map((mail) => mail.kind)).toContain("booking-cancelled");
  });

  it("move a booking to a free time; a closed or taken time is refused", async () => {
    const booking = await paidBooking();
    const target = freshSlot();
    const moved = await staffCall(`/api/bookings/${booking.id}/reschedule`, target);
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ preferredDate: target.preferredDate, preferredTime: target.preferredTime });
    const sunday = await staffCall(`/api/bookings/${booking.id}/reschedule`, { preferredDate: nextWeekday("sunday", 8), preferredTime: "10:00" });
    expect(sunday.status).toBe(400);
    expect((await staffCall(`/api/bookings/${booking.id}/reschedule`, { preferredDate: "2026-02-30", preferredTime: "10:00" })).status).toBe(400);
  });
});

describe("money always matches the diary", () => {
  it("a payment that succeeds after its booking was cancelled ends refunded, never cancelled and paid", async () => {
    const booking = await heldBooking();
    await database.sql`update bookings set hold_expires_at = now() - interval '1 minute' where id = ${booking.id}`;
    // The sweep has asked about its payment (still payable, so no longer waited on: decision 0072) and cancels the
    // lapsed hold; the card is confirmed in the same moment, before the provider's cancel lands.
    await database.sql`delete from open_payments where booking_id = ${booking.id}`;
    await database.db.transaction((tx) => cancelLapsedHolds(tx, { emailContext }));
    const [payment] = await database.sql`select id, amount_pence from demo_payments where booking_id = ${booking.id}`;
    await database.sql`update demo_payments set status = 'succeeded' where id = ${payment!.id}`;
    const applied = await applyPaymentOutcome(
      database.db,
      { eventId: `late-${booking.id}`, provider: "demo", kind: "succeeded", intent: { id: payment!.id, status: "succeeded", amountPence: 3500, currency: "gbp", metadata: { bookingId: booking.id }, clientSecret: booking.clientSecret } },
      emailContext,
      provider,
    );
    expect(applied).toBe("refunded-late");
    expect(await row(booking.id)).toMatchObject({ status: "cancelled", payment_status: "refunded", refunded_pence: 3500 });
    const kinds = (await mailsOf(booking.id)).map((mail) => mail.kind);
    expect(kinds).toContain("refund-receipt");
    expect(kinds).not.toContain("payment-received");
    const receipt = (await mailsOf(booking.id)).find((mail) => mail.kind === "refund-receipt")!;
    expect(receipt.text).toContain("after your booking had been cancelled");
  });

  it("an expired hold's payment is cancelled at the provider, so it cannot succeed later", async () => {
    const booking = await heldBooking();
    await database.sql`update bookings set hold_expires_at = now() - interval '1 minute' where id = ${booking.id}`;
    await sweepExpiredHolds(database.db, provider, emailContext);
    const [payment] = await database.sql`select status from demo_payments where booking_id = ${booking.id}`;
    expect(payment!.status).toBe("canceled");
    const pay = await app.post("/api/demo-payments/confirm", { clientSecret: booking.clientSecret, cardNumber: "4242424242424242", expiry: "12/40", cvc: "123" });
    expect(pay.status).toBe(409);
  });

  it("two quick Pay clicks: one success, one clear refusal, never a 500 or two successes", async () => {
    const booking = await heldBooking();
    const pay = () => app.post("/api/demo-payments/confirm", { clientSecret: booking.clientSecret, cardNumber: "4242424242424242", expiry: "12/40", cvc: "123" });
    const answers = await Promise.all([pay(), pay(), pay()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect((await mailsOf(booking.id)).filter((mail) => mail.kind === "payment-received")).toHaveLength(1);
  });

  it("a staff refund racing the client's cancellation never gives back more than was paid", async () => {
    for (let round = 0; round < 4; round++) {
      const booking = await paidBooking();
      const [cancelled, refunded] = await Promise.all([
        cancelBooking(database.db, { bookingId: booking.id, actor: client, refund: "policy" }, { provider, emailContext, now: new Date(booking.startsAt.getTime() - hours(48)) }),
        staffCall(`/api/bookings/${booking.id}/refund`, { amountPence: 2000, reason: "Goodwill" }),
      ]);
      expect(cancelled.outcome).toBe("changed");
      expect([200, 409]).toContain(refunded.status);
      const refunds = await refundsOf(booking.id);
      const total = refunds.reduce((sum, refund) => sum + Number(refund.amount_pence), 0);
      // Whichever came first, the client gets her £35 back in all, in one refund or two.
      expect(total).toBe(3500);
      expect(await row(booking.id)).toMatchObject({ status: "cancelled", payment_status: "refunded", refunded_pence: 3500 });
    }
  });

  it("a client cancelling after a goodwill refund gets the rest of the policy's amount, not a refusal", async () => {
    const booking = await paidBooking();
    expect((await staffCall(`/api/bookings/${booking.id}/refund`, { amountPence: 2000, reason: "Goodwill" })).status).toBe(200);
    const cancelled = await cancelBooking(database.db, { bookingId: booking.id, actor: client, refund: "policy" }, { provider, emailContext, now: new Date(booking.startsAt.getTime() - hours(48)) });
    expect(cancelled.outcome).toBe("changed");
    const refunds = await refundsOf(booking.id);
    expect(refunds.map((refund) => Number(refund.amount_pence)).sort()).toEqual([1500, 2000]);
    expect(await row(booking.id)).toMatchObject({ status: "cancelled", payment_status: "refunded", refunded_pence: 3500 });
  });

  it("a refund asked twice with the same key (a retried request) is made once", async () => {
    const booking = await paidBooking();
    const now = new Date(booking.startsAt.getTime() - hours(48));
    const [first, second] = await Promise.all([
      cancelBooking(database.db, { bookingId: booking.id, actor: client, refund: "policy" }, { provider, emailContext, now }),
      cancelBooking(database.db, { bookingId: booking.id, actor: client, refund: "policy" }, { provider, emailContext, now }),
    ]);
    expect([first.outcome, second.outcome].sort()).toEqual(["changed", "refused"]);
    expect(await refundsOf(booking.id)).toHaveLength(1);
    expect(await row(booking.id)).toMatchObject({ payment_status: "refunded", refunded_pence: 3500 });
  });
});
