import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings } from "~/db/schema.server";
import { clientChoices } from "~/features/booking/rules/change-policy";
import { bookingRequest, freshSlots, nearStarts } from "../../support/booking-data";
import { startDemoApp, type DemoApp } from "../../support/demo-app";
import { asStaff, signInStaff } from "../../support/test-app";
import type { ActionFunctionArgs, AppLoadContext } from "react-router";
import { noticeMessages } from "~/lib/cancellation-notice";
import { bookingChangeAction } from "~/features/booking/admin/index.server";
import { sessionCookieName } from "~/features/staff-session";
import { signIn } from "~/features/staff-session/index.server";
import { bookingSettingsFromEnv } from "~/server/booking-settings.server";
import { parseEnv } from "~/server/env.server";
import { toWallTime } from "~/lib/zoned-time";

/*
 * Staff record a client's cancellation notice that came by email (the model cancellation form; docs/decisions/0036)
 * against a booking: it cancels by the client's own policy as it stood on the day it was received, not today's, and
 * is audited with the staff member.
 */
let app: DemoApp;
let staff: ReturnType<typeof asStaff>;
beforeAll(async () => {
  app = await startDemoApp();
  staff = asStaff(app, await signInStaff(app, "ada", "notices arrive by email 2026"));
});
afterAll(() => app.close());

const HENNA = [{ id: "henna-brows", type: "service" }];
const freshSlot = freshSlots({ minDays: 20 });
const startIn = nearStarts(() => app.database.sql, { spaced: true });

/** A £35 booking paid by card, made 30 days ago (outside any 14 days of its own), starting in `hours`. */
async function paidBooking(hours: number) {
  const created = await app.post("/api/bookings", bookingRequest({ ...freshSlot(), items: HENNA }));
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const { clientSecret } = (await (await app.post("/api/create-payment-intent", { bookingDetails: { bookingId: id } })).json()) as { clientSecret: string };
  expect((await app.post("/api/demo-payments/confirm", { clientSecret, cardNumber: "4242424242424242", expiry: "12/40", cvc: "123" })).status).toBe(200);
  await startIn(id, hours * 60, { bookedDaysAgo: 30 });
  return id;
}
const bookingRow = async (id: string) => (await app.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

describe("POST /api/bookings/:id/cancellation-notice", () => {
  it("a notice received with the policy's notice cancels for that day's refund, though the appointment is now close; audited with the staff member", async () => {
    const id = await paidBooking(10);
    const before = await bookingRow(id);
    const receivedAt = new Date(Date.now() - 2 * 86_400_000);
    const then = clientChoices(before, receivedAt).cancel;
    const today = clientChoices(before, new Date()).cancel;
    expect(then.allowed && today.allowed && then.refundPence !== today.refundPence).toBe(true);

    const recorded = await staff("POST", `/api/bookings/${id}/cancellation-notice`, { receivedAt: receivedAt.toISOString(), note: "Model form emailed on Monday" });
    expect(recorded.status).toBe(200);
    expect(await recorded.json()).toMatchObject({ status: "cancelled", refundPence: then.allowed ? then.refundPence : -1 });
    const [change] = await app.database.sql`select actor, username, to_status, reason from booking_status_changes where booking_id = ${id} and to_status = 'cancelled'`;
    expect(change).toMatchObject({ actor: "staff", username: "ada", to_status: "cancelled" });
    expect(change!.reason).toContain(`cancellation notice received ${receivedAt.toISOString()}: Model form emailed on Monday`);
    const [refund] = await app.database.sql`select amount_pence, actor, username from refunds where booking_id = ${id}`;
    expect(refund).toMatchObject({ actor: "staff", username: "ada" });
    expect(refund!.amount_pence).toBe(then.allowed ? then.refundPence : -1);
  });

  it("a notice received when the policy gave less gets that day's smaller refund", async () => {
    const id = await paidBooking(10);
    const receivedAt = new Date(Date.now() - 3_600_000);
    const then = clientChoices(await bookingRow(id), receivedAt).cancel;
    const recorded = await staff("POST", `/api/bookings/${id}/cancellation-notice`, { receivedAt: receivedAt.toISOString() });
    expect(recorded.status).toBe(200);
    expect((await recorded.json()).refundPence).toBe(then.allowed ? then.refundPence : -1);
  });

  it("refuses a notice without a date, in the future or before the booking was made (400), an unknown booking (404), a second notice (409), and a client (401); nothing changes", async () => {
    const id = await paidBooking(48);
    for (const body of [{}, { receivedAt: new Date(Date.now() + 60_000).toISOString() }, { receivedAt: new Date(Date.now() - 40 * 86_400_000).toISOString() }, { receivedAt: "last week" }]) {
      const response = await staff("POST", `/api/bookings/${id}/cancellation-notice`, body);
      expect(response.status).toBe(400);
      expect((await response.json()).fieldErrors.receivedAt).toBeDefined();
    }
    expect((await bookingRow(id)).status).not.toBe("cancelled");
    expect((await staff("POST", "/api/bookings/00000000-0000-4000-8000-000000000000/cancellation-notice", { receivedAt: new Date().toISOString() })).status).toBe(404);
    expect((await app.post(`/api/bookings/${id}/cancellation-notice`, { receivedAt: new Date().toISOString() })).status).toBe(401);
    expect((await staff("POST", `/api/bookings/${id}/cancellation-notice`, { receivedAt: new Date().toISOString() })).status).toBe(200);
    expect((await staff("POST", `/api/bookings/${id}/cancellation-notice`, { receivedAt: new Date().toISOString() })).status).toBe(409);
  });
});

describe("the booking card's emailed-notice form (POST /admin/bookings/:id/cancellation-notice)", () => {
  it("is the same use case as the API: its field errors, then the cancellation by that day's policy, audited with the staff member", async () => {
    const id = await paidBooking(10);
    const signedIn = await signIn(app.database.db, "ada", "notices arrive by email 2026", "203.0.113.9");
    if (signedIn.outcome !== "signed-in") throw new Error(signedIn.outcome);
    const context = { db: app.database.db, payments: app.provider, emailContext: app.emailContext, bookingSettings: bookingSettingsFromEnv(parseEnv({ NODE_ENV: "test" })), production: false } as unknown as AppLoadContext;
    const act = async (body: unknown) => {
      const request = new Request(`http://studio.test/admin/bookings/${id}/cancellation-notice`, {
        method: "POST",
        headers: { cookie: `${sessionCookieName(false)}=${encodeURIComponent(signedIn.sessionId)}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      const result = (await bookingChangeAction({ request, context, params: { id, change: "cancellation-notice" } } as unknown as ActionFunctionArgs)) as unknown as
        | { init: { status: number }; data: Record<string, unknown> }
        | Record<string, unknown>;
      return "init" in result && "data" in result ? { status: (result.init as { status: number }).status, body: result.data as Record<string, unknown> } : { status: 200, body: result };
    };
    const missing = await act({ note: "no date" });
    expect(missing).toMatchObject({ status: 400, body: { fieldErrors: { receivedAt: [noticeMessages.receivedAtRequired] } } });
    expect((await bookingRow(id)).status).not.toBe("cancelled");

    const before = await bookingRow(id);
    const receivedAt = new Date(Date.now() - 2 * 86_400_000);
    const then = clientChoices(before, receivedAt).cancel;
    const done = await act({ receivedAt: receivedAt.toISOString(), note: "Model form by email" });
    expect(done).toMatchObject({ status: 200, body: { ok: true, status: "cancelled", refundPence: then.allowed ? then.refundPence : -1 } });
    const [change] = await app.database.sql`select actor, username, reason from booking_status_changes where booking_id = ${id} and to_status = 'cancelled'`;
    expect(change).toMatchObject({ actor: "staff", username: "ada" });
    expect(change!.reason).toContain("Model form by email");

    // The date a form gives, on the day she booked: received after the booking was made, not a 400.
    const today = await paidBooking(10);
    await app.database.sql`update bookings set created_at = now() where id = ${today}`;
    const sameDay = await staff("POST", `/api/bookings/${today}/cancellation-notice`, { receivedAt: toWallTime(new Date(), "Europe/London").date });
    expect(sameDay.status).toBe(200);
    expect((await bookingRow(today)).status).toBe("cancelled");
  });
});
