import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingRequest, freshSlots } from "../../support/booking-data";
import { startDemoApp, type DemoApp } from "../../support/demo-app";

/*
 * WCAG 2.2.1 on /checkout: a client who needs longer to pay keeps her time once more, for another hold's length
 * (BOOKING_HOLD_MINUTES), while the booking still holds it. POST /api/bookings/:id/extend-hold is the page's call.
 */
let app: DemoApp;
beforeAll(async () => {
  app = await startDemoApp({ BOOKING_HOLD_MINUTES: "10" });
});
afterAll(() => app.close());

const slot = freshSlots();
const json = async <T = Record<string, unknown>>(response: Response) => (await response.json()) as T;
const extend = (id: string) => app.post(`/api/bookings/${id}/extend-hold`, {});
const hold = async (id: string) => (await app.database.sql`select hold_expires_at from bookings where id = ${id}`)[0]!.hold_expires_at as Date | null;

async function held() {
  const created = await app.post("/api/bookings", bookingRequest({ ...slot(), items: [{ id: "cloud-wax", type: "service" }] }));
  expect(created.status).toBe(201);
  return json<{ id: string; holdExpiresAt: string }>(created);
}

describe("POST /api/bookings/:id/extend-hold", () => {
  it("keeps the time for another hold's length, once: a second asking is 409 and changes nothing", async () => {
    const booking = await held();
    const first = await extend(booking.id);
    expect(first.status).toBe(200);
    const { holdExpiresAt } = await json<{ holdExpiresAt: string }>(first);
    expect(Date.parse(holdExpiresAt) - Date.parse(booking.holdExpiresAt)).toBe(10 * 60_000);
    expect((await hold(booking.id))!.toISOString()).toBe(holdExpiresAt);

    const second = await extend(booking.id);
    expect(second.status).toBe(409);
    expect(await json(second)).toMatchObject({ code: "hold-already-extended" });
    expect((await hold(booking.id))!.toISOString()).toBe(holdExpiresAt);

    const audit = await app.database.sql`select actor, from_status, to_status, reason from booking_status_changes where booking_id = ${booking.id}`;
    expect(audit).toEqual([{ actor: "client", from_status: "pending", to_status: "pending", reason: "hold-extended" }]);
  });

  it("extends a hold that has just lapsed while its time is still the booking's, from now", async () => {
    const booking = await held();
    await app.database.sql`update bookings set hold_expires_at = now() - interval '1 minute' where id = ${booking.id}`;
    const before = Date.now();
    const answer = await extend(booking.id);
    expect(answer.status).toBe(200);
    const { holdExpiresAt } = await json<{ holdExpiresAt: string }>(answer);
    expect(Date.parse(holdExpiresAt)).toBeGreaterThanOrEqual(before + 10 * 60_000 - 1000);
  });

  it("refuses a booking whose hold was swept (409 hold-expired), a paid one (409 no-hold) and an unknown one (404)", async () => {
    const swept = await held();
    await app.database.sql`update bookings set status = 'cancelled', cancellation_reason = 'hold-expired' where id = ${swept.id}`;
    expect(await json(await extend(swept.id))).toMatchObject({ code: "hold-expired" });

    const paid = await held();
    const { clientSecret } = await json<{ clientSecret: string }>(await app.post("/api/create-payment-intent", { bookingDetails: { bookingId: paid.id } }));
    expect((await app.post("/api/demo-payments/confirm", { clientSecret, cardNumber: "4242424242424242", expiry: "12/40", cvc: "123" })).status).toBe(200);
    const refused = await extend(paid.id);
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({ code: "no-hold" });

    expect((await extend("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await extend("not-a-booking")).status).toBe(404);
  });
});
