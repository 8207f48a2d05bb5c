import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingMessages } from "~/features/booking/rules/booking-form";
import { bookingVoucherMessages, voucherApplyLimits } from "~/features/booking/vouchers/booking-vouchers";
import { demoCards, demoMessages } from "~/features/payments/index.server";
import { messages } from "~/lib/forms";
import { bookingRequest, freshSlots } from "../../support/booking-data";
import { startDemoApp, type DemoApp } from "../../support/demo-app";

/*
 * The checkout's payment calls are use cases now (docs/decisions/0048); what a client of the API is told when one
 * says no is a contract, so each refusal is checked whole here: status, body (fields and their order) and headers.
 */
let app: DemoApp;
beforeAll(async () => {
  app = await startDemoApp();
});
afterAll(() => app.close());

const slot = freshSlots();
const UNKNOWN = "00000000-0000-4000-8000-000000000000";
type TestCard = keyof typeof demoCards;
const APPROVED: TestCard = "4242424242424242";
const DECLINED = "4000000000000002" satisfies TestCard;
const CHALLENGED: TestCard = "4000002500003155";

/** Status, the body's text as sent (so the order of its fields counts too) and the headers a client reads. */
async function answer(response: Response) {
  return { status: response.status, body: await response.text(), retryAfter: response.headers.get("retry-after") };
}
const refusal = (status: number, body: Record<string, unknown>, retryAfter: string | null = null) => ({ status, body: JSON.stringify(body), retryAfter });

async function held() {
  const created = await app.post("/api/bookings", bookingRequest({ ...slot(), items: [{ id: "cloud-wax", type: "service" }] }));
  expect(created.status).toBe(201);
  return ((await created.json()) as { id: string }).id;
}
const paymentFor = async (bookingId: string) =>
  ((await (await app.post("/api/create-payment-intent", { bookingDetails: { bookingId } })).json()) as { clientSecret: string }).clientSecret;
const card = (clientSecret: string, cardNumber: string, expiry = "12/40") => app.post("/api/demo-payments/confirm", { clientSecret, cardNumber, expiry, cvc: "123" });
const bank = (clientSecret: string, approve: boolean) => app.post("/api/demo-payments/authenticate", { clientSecret, approve });

describe("POST /api/create-payment-intent", () => {
  it("answers a missing booking id 400, an unknown booking 404 and a paid one 409 already-paid", async () => {
    expect(await answer(await app.post("/api/create-payment-intent", {}))).toEqual(
      refusal(400, { message: messages.invalidForm, code: "invalid-request", fieldErrors: { bookingDetails: ["bookingDetails is required"] } }),
    );
    expect(await answer(await app.post("/api/create-payment-intent", { bookingDetails: { bookingId: UNKNOWN } }))).toEqual(
      refusal(404, { message: bookingMessages.notFound, code: "not-found" }),
    );
    const paid = await held();
    expect((await card(await paymentFor(paid), APPROVED)).status).toBe(200);
    expect(await answer(await app.post("/api/create-payment-intent", { bookingDetails: { bookingId: paid } }))).toEqual(
      refusal(409, { message: bookingMessages.alreadyPaid, code: "already-paid" }),
    );
  });
});

describe("POST /api/bookings/:id/extend-hold", () => {
  it("answers an unknown booking 404 and a hold kept once already 409 hold-already-extended", async () => {
    expect(await answer(await app.post(`/api/bookings/${UNKNOWN}/extend-hold`, {}))).toEqual(refusal(404, { message: bookingMessages.notFound, code: "not-found" }));
    const booking = await held();
    expect((await app.post(`/api/bookings/${booking}/extend-hold`, {})).status).toBe(200);
    expect(await answer(await app.post(`/api/bookings/${booking}/extend-hold`, {}))).toEqual(
      refusal(409, { message: bookingMessages.holdExtendedOnce, code: "hold-already-extended" }),
    );
  });
});

describe("the demo card form", () => {
  it("answers a card it does not take 400, a past expiry 400 on its field, an unknown payment 404, a declined card 402", async () => {
    const clientSecret = await paymentFor(await held());
    expect(await answer(await card(clientSecret, "5555 5555 5555 4444"))).toEqual(refusal(400, { message: demoMessages.unknownCard, code: "invalid-request" }));
    expect(await answer(await card(clientSecret, APPROVED, "01/20"))).toEqual(
      refusal(400, { message: demoMessages.expiryPast, code: "invalid-request", fieldErrors: { expiry: [demoMessages.expiryPast] } }),
    );
    expect(await answer(await card(`${clientSecret}x`, APPROVED))).toEqual(refusal(404, { message: demoMessages.notFound, code: "not-found" }));
    expect(await answer(await card(clientSecret, DECLINED))).toEqual(refusal(402, { message: demoCards[DECLINED].message, code: "payment-declined" }));
  });

  it("answers a payment already taken 409 conflict, and the bank's check failed 402, or asked of a payment not waiting for it 409", async () => {
    const paid = await paymentFor(await held());
    expect((await card(paid, APPROVED)).status).toBe(200);
    expect(await answer(await card(paid, APPROVED))).toEqual(refusal(409, { message: demoMessages.notPayable, code: "conflict" }));
    expect(await answer(await bank(paid, true))).toEqual(refusal(409, { message: demoMessages.notPayable, code: "conflict" }));

    const challenged = await paymentFor(await held());
    expect(await answer(await card(challenged, CHALLENGED))).toMatchObject({ status: 200 });
    expect(await answer(await bank(challenged, false))).toEqual(refusal(402, { message: demoMessages.authenticationFailed, code: "payment-declined" }));
  });
});

describe("a gift voucher at checkout", () => {
  const apply = (bookingId: string, body: unknown) => app.post(`/api/bookings/${bookingId}/voucher`, body);

  it("answers text that is not a code 400 not-a-code and a code nobody issued 404 unknown, each on the field", async () => {
    const booking = await held();
    expect(await answer(await apply(booking, {}))).toEqual(
      refusal(400, { message: messages.invalidForm, code: "invalid-request", fieldErrors: { code: [bookingVoucherMessages.notACode] } }),
    );
    expect(await answer(await apply(booking, { code: "SUMMER10" }))).toEqual(
      refusal(400, { message: bookingVoucherMessages.notACode, code: "not-a-code", fieldErrors: { code: [bookingVoucherMessages.notACode] } }),
    );
    expect(await answer(await apply(booking, { code: "ABCD-EFGH-JKMN-PQRS" }))).toEqual(
      refusal(404, { message: bookingVoucherMessages.unknown, code: "unknown", fieldErrors: { code: [bookingVoucherMessages.unknown] } }),
    );
    expect(await answer(await apply(UNKNOWN, { code: "ABCD-EFGH-JKMN-PQRS" }))).toEqual(refusal(404, { message: bookingMessages.notFound, code: "not-found" }));
  });

  it("answers taking off or confirming with no voucher on the booking 409 none-applied", async () => {
    const booking = await held();
    const removed = await fetch(`${app.baseUrl}/api/bookings/${booking}/voucher`, { method: "DELETE" });
    expect(await answer(removed)).toEqual(refusal(409, { message: bookingVoucherMessages.noneApplied, code: "none-applied" }));
    expect(await answer(await app.post(`/api/bookings/${booking}/voucher/confirm`, {}))).toEqual(
      refusal(409, { message: bookingVoucherMessages.notCovered, code: "not-covered" }),
    );
  });

  it("answers guessing past the booking's limit 429 throttled, in the voucher's own words, with Retry-After", async () => {
    const booking = await held();
    for (let attempt = 0; attempt < voucherApplyLimits.booking.count; attempt++) {
      expect((await apply(booking, { code: `ABCD-EFGH-JKMN-${String(attempt).padStart(4, "0")}` })).status).toBe(404);
    }
    const blocked = await answer(await apply(booking, { code: "ABCD-EFGH-JKMN-PQRS" }));
    expect(blocked).toEqual(
      refusal(429, { message: bookingVoucherMessages.throttled, code: "throttled", fieldErrors: { code: [bookingVoucherMessages.throttled] } }, blocked.retryAfter),
    );
    expect(blocked.retryAfter).toMatch(/^\d+$/);
  });
});
