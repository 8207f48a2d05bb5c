import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forbiddenMessage } from "~/features/staff-session";
import { bookingRequest, freshSlots, nearStarts } from "../../support/booking-data";
import { asStaff, signInWithRole, startTestApp, type TestApp } from "../../support/test-app";

/**
 * Issue 22's roles, as a client of the staff API sees them: reception runs the desk but changes no price and gives
 * back no more than the cancellation policy does; a refused call changes nothing. (role-walk.test.ts asks every staff
 * route with every role; this file follows the money and the prices through.)
 */

let app: TestApp;
let reception: ReturnType<typeof asStaff>;
let owner: ReturnType<typeof asStaff>;
const freshSlot = freshSlots();
const receptionName = "desk-jo";
const startIn = nearStarts(() => app.database.sql);

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT: "10000/60" });
  reception = asStaff(app, await signInWithRole(app, "reception", receptionName));
  owner = asStaff(app, await signInWithRole(app, "owner"));
}, 120_000);
afterAll(() => app?.close());

async function paidBooking() {
  const created = await app.post("/api/bookings", bookingRequest(freshSlot()));
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const intent = await app.post("/api/create-payment-intent", { bookingDetails: { bookingId: id } });
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  expect((await app.post("/api/demo-payments/confirm", { clientSecret, cardNumber: "4242424242424242", expiry: "12/40", cvc: "123" })).status).toBe(200);
  return id;
}

const bookingState = async (id: string) =>
  (await app.database.sql`select status, payment_status, (select count(*)::int from refunds where booking_id = ${id}) as refunds from bookings where id = ${id}`)[0];

describe("reception", () => {
  it("gets 403 on a price change, and the price stays", async () => {
    const before = (await app.database.sql`select price_pence from service_facts where slug = 'cloud-wax'`)[0]!.price_pence as number;
    const response = await reception("PATCH", "/api/services/cloud-wax", { pricePence: before + 500 });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ code: "forbidden", message: forbiddenMessage });
    expect((await app.database.sql`select price_pence from service_facts where slug = 'cloud-wax'`)[0]!.price_pence).toBe(before);
    // The owner may, which is what makes the 403 about the role and not the request.
    const allowed = await owner("PATCH", "/api/services/cloud-wax", { pricePence: before });
    expect(allowed.status).toBe(200);
  });

  it("cancels a late booking with the policy's refund, but gets 403 for more, and nothing changes", async () => {
    const id = await paidBooking();
    // Less than 24 hours ahead and booked weeks ago: the policy gives half back (docs/decisions/0035).
    await startIn(id, 5 * 60, { bookedDaysAgo: 20 });
    const full = await reception("POST", `/api/bookings/${id}/cancel`, { refund: "full", reason: "client asked" });
    expect(full.status).toBe(403);
    expect((await full.json()).code).toBe("refund-beyond-policy");
    const amount = await reception("POST", `/api/bookings/${id}/cancel`, { refundPence: 3000, reason: "client asked" });
    expect(amount.status).toBe(403);
    expect(await bookingState(id)).toMatchObject({ status: "confirmed", payment_status: "paid", refunds: 0 });

    const policy = await reception("POST", `/api/bookings/${id}/cancel`, { refund: "policy", reason: "client asked" });
    expect(policy.status).toBe(200);
    expect(await policy.json()).toMatchObject({ status: "cancelled", refundPence: 1750 });
    // The audit names the member who did it, not only her account.
    const history = (await (await owner("GET", `/api/bookings/${id}/history`)).json()) as { fromStatus: string; toStatus: string }[];
    expect(history.find((change) => change.fromStatus === "confirmed" && change.toStatus === "cancelled")).toMatchObject({
      actor: "staff",
      username: receptionName,
      memberName: (await app.database.sql`select m.name from staff_members m join users u on u.id = m.user_id where u.username = ${receptionName}`)[0]!.name,
    });
  });

  it("gets 403 on a goodwill refund outside a cancellation; the owner may give one", async () => {
    const id = await paidBooking();
    const refused = await reception("POST", `/api/bookings/${id}/refund`, { amountPence: 500, reason: "goodwill" });
    expect(refused.status).toBe(403);
    expect(await bookingState(id)).toMatchObject({ payment_status: "paid", refunds: 0 });
    const given = await owner("POST", `/api/bookings/${id}/refund`, { amountPence: 500, reason: "goodwill" });
    expect(given.status).toBe(200);
  });

  it("the owner cancels a late booking with a full refund", async () => {
    const id = await paidBooking();
    await startIn(id, 5 * 60, { bookedDaysAgo: 20 });
    const full = await owner("POST", `/api/bookings/${id}/cancel`, { refund: "full", reason: "our mistake" });
    expect(full.status).toBe(200);
    expect(await full.json()).toMatchObject({ status: "cancelled", refundPence: 3500 });
  });
});

describe("a practitioner", () => {
  it("gets 403 on every money action and on the bookings list", async () => {
    const practitioner = asStaff(app, await signInWithRole(app, "practitioner"));
    const id = await paidBooking();
    for (const [method, path, body] of [
      ["POST", `/api/bookings/${id}/refund`, { amountPence: 100, reason: "x" }],
      ["POST", `/api/bookings/${id}/cancel`, { refund: "policy" }],
      ["POST", `/api/bookings/${id}/record-payment`, {}],
      ["GET", "/api/bookings", undefined],
    ] as const) {
      expect((await practitioner(method, path, body)).status, `${method} ${path}`).toBe(403);
    }
    expect(await bookingState(id)).toMatchObject({ status: "confirmed", payment_status: "paid", refunds: 0 });
    const me = await (await practitioner("GET", "/api/auth/me")).json();
    expect(me).toMatchObject({ role: "practitioner" });
  });
});
