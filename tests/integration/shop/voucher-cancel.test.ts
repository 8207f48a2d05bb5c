import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cancellationRight } from "~/lib/cancellation-period";
import { redeemVoucher } from "~/features/vouchers/index.server";
import { eventually } from "../../support/members";
import { startDemoApp, type DemoApp } from "../../support/demo-app";
import { startStripeApp } from "../../support/stripe-app";
import { asStaff, signInStaff, type TestApp } from "../../support/test-app";
import type { FakeStripe } from "../../support/fake-stripe";
import type { ActionFunctionArgs, AppLoadContext } from "react-router";
import { noticeMessages } from "~/lib/cancellation-notice";
import { sessionCookieName } from "~/features/staff-session";
import { signIn } from "~/features/staff-session/index.server";
import { cancelVoucherAction } from "~/features/vouchers/admin/index.server";

/*
 * A gift voucher bought online cancelled within the 14 days of the Consumer Contracts Regulations 2013 (regs 29–30,
 * 34 and 36(4); docs/decisions/0036): unused, the whole price back through the provider; partly spent, the unspent
 * share; after the period, or sold at the desk (not a distance contract, reg 5), refused. The voucher is void in the
 * same transaction that records the refund, so a redemption at that moment cannot also spend it.
 */
const order = (buyerEmail: string, amount = "40") => ({
  kind: "amount",
  amount,
  buyerName: "Ada Buyer",
  buyerEmail,
  recipientName: "",
  recipientEmail: "",
  message: "",
  sendOn: "",
});
const tokenOf = (voucherUrl: string) => voucherUrl.split("/").at(-1)!;

describe("cancelling a gift voucher within 14 days, demo provider", () => {
  let app: DemoApp;
  let staff: ReturnType<typeof asStaff>;
  beforeAll(async () => {
    app = await startDemoApp({ PUBLIC_URL: "https://studio.example" });
    staff = asStaff(app, await signInStaff(app));
  });
  afterAll(() => app.close());

  let count = 0;
  /** A voucher ordered and paid with 4242, as the buyer would. */
  async function paidVoucher(amount = "40") {
    const buyer = `voucher-buyer-${++count}@example.com`;
    const answer = (await (await app.post("/api/gift-vouchers", order(buyer, amount))).json()) as { voucherUrl: string; payment: { clientSecret: string } };
    const paid = await app.post("/api/demo-payments/confirm", { clientSecret: answer.payment.clientSecret, cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" });
    expect(paid.status).toBe(200);
    const [voucher] = await app.database.sql`select v.* from vouchers v join demo_payments d on d.voucher_id = v.id where d.client_secret = ${answer.payment.clientSecret}`;
    return { buyer, token: tokenOf(answer.voucherUrl), voucher: voucher!, paymentId: voucher!.payment_intent_id as string };
  }
  const refundsOf = (paymentId: string) => app.database.sql`select amount_pence, idempotency_key, status from demo_refunds where payment_id = ${paymentId}`;
  const voucherRow = async (id: string) => (await app.database.sql`select status, balance_pence, voided_by from vouchers where id = ${id}`)[0]!;

  it("unused: the buyer's cancel voids it, refunds all she paid through the provider and emails her the receipt; asking again answers the same", async () => {
    const { buyer, token, voucher, paymentId } = await paidVoucher("40");
    const response = await app.post(`/api/gift-vouchers/${token}/cancel`, {});
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer).toMatchObject({ status: "void", paidPence: 4000, refundPence: 4000, refundStatus: "succeeded" });
    expect(await voucherRow(voucher.id)).toMatchObject({ status: "void", voided_by: "buyer" });
    const refunds = await refundsOf(paymentId);
    expect(refunds).toEqual([expect.objectContaining({ amount_pence: 4000, status: "succeeded" })]);
    expect(refunds[0]!.idempotency_key).toMatch(/^cancellation-refund-/);
    const emails = await app.database.sql`select kind, text from outbox where "to" = ${buyer} and kind = 'voucher-refund'`;
    expect(emails).toHaveLength(1);
    expect(emails[0]!.text).toContain("£40.00");

    const again = await app.post(`/api/gift-vouchers/${token}/cancel`, {});
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(answer);
    expect(await refundsOf(paymentId)).toHaveLength(1);
    expect(await app.database.sql`select 1 from outbox where "to" = ${buyer} and kind = 'voucher-refund'`).toHaveLength(1);
  });

  it("partly spent: the unspent share of what was paid comes back (£30 of £40 left: £30), and the rest stays spent", async () => {
    const { voucher, paymentId } = await paidVoucher("40");
    await app.database.sql`update vouchers set balance_pence = 3000 where id = ${voucher.id}`;
    await app.database.sql`insert into voucher_redemptions (voucher_id, booking_id, amount_pence, actor) values (${voucher.id}, null, 1000, 'staff:ada')`;
    const response = await staff("POST", `/api/vouchers/${voucher.id}/cancel`, { note: "Asked at the desk by phone" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "void", paidPence: 4000, refundPence: 3000, basis: expect.stringContaining("part-used") });
    expect(await refundsOf(paymentId)).toEqual([expect.objectContaining({ amount_pence: 3000 })]);
    const [audit] = await app.database.sql`select actor, note from cancellation_refunds where voucher_id = ${voucher.id}`;
    expect(audit).toMatchObject({ actor: "staff:ada", note: "Asked at the desk by phone" });
    expect(await voucherRow(voucher.id)).toMatchObject({ status: "void", voided_by: "staff:ada" });
  });

  it(`after ${cancellationRight.days} days: 409 period-over and nothing changes; a notice staff record as received inside them still cancels`, async () => {
    const late = await paidVoucher("50");
    // Paid 15 London days ago: the period ended at the end of the 14th day after.
    await app.database.sql`update vouchers set paid_at = now() - interval '15 days' where id = ${late.voucher.id}`;
    const refused = await app.post(`/api/gift-vouchers/${late.token}/cancel`, {});
    expect(refused.status).toBe(409);
    expect((await refused.json()).code).toBe("period-over");
    expect(await voucherRow(late.voucher.id)).toMatchObject({ status: "active", balance_pence: 5000 });
    expect(await refundsOf(late.paymentId)).toHaveLength(0);
    expect(await app.database.sql`select 1 from cancellation_refunds where voucher_id = ${late.voucher.id}`).toHaveLength(0);

    // The model form arrived by email 3 days after the purchase: it cancels with the rights of that day.
    const receivedAt = new Date(Date.now() - 12 * 86_400_000).toISOString();
    const recorded = await staff("POST", `/api/vouchers/${late.voucher.id}/cancel`, { receivedAt, note: "Model form by email" });
    expect(recorded.status).toBe(200);
    expect(await recorded.json()).toMatchObject({ refundPence: 5000, noticeReceivedAt: receivedAt });
    const [audit] = await app.database.sql`select actor, note, notice_received_at from cancellation_refunds where voucher_id = ${late.voucher.id}`;
    expect(audit).toMatchObject({ actor: "staff:ada", note: "Model form by email" });
    expect(audit!.notice_received_at.toISOString()).toBe(receivedAt);
  });

  it("staff input: a notice in the future or not a date is a 400 with fieldErrors.receivedAt and stores nothing; unknown is 404; a desk sale is 409", async () => {
    const { voucher } = await paidVoucher("25");
    for (const receivedAt of [new Date(Date.now() + 3_600_000).toISOString(), "yesterday", "2026-02-30"]) {
      const response = await staff("POST", `/api/vouchers/${voucher.id}/cancel`, { receivedAt });
      expect(response.status).toBe(400);
      expect((await response.json()).fieldErrors.receivedAt).toBeDefined();
    }
    expect(await voucherRow(voucher.id)).toMatchObject({ status: "active" });
    expect((await staff("POST", "/api/vouchers/00000000-0000-4000-8000-000000000000/cancel", {})).status).toBe(404);
    expect((await app.post("/api/gift-vouchers/not-a-token/cancel", {})).status).toBe(404);
    expect((await app.post("/api/vouchers/00000000-0000-4000-8000-000000000000/cancel", {})).status).toBe(401);

    const desk = await staff("POST", "/api/vouchers", { amount: "30", buyerName: "Desk Buyer", buyerEmail: "desk@example.com" });
    const { voucher: sold } = (await desk.json()) as { voucher: { id: string } };
    const refused = await staff("POST", `/api/vouchers/${sold.id}/cancel`, {});
    expect(refused.status).toBe(409);
    expect((await refused.json()).code).toBe("sold-at-desk");
  });

  it("the Vouchers tab's action is the same use case: its field errors, its refusals, then the refund it answers", async () => {
    const { voucher, paymentId } = await paidVoucher("30");
    const sessionId = (await signIn(app.database.db, "ada", "lavender mews teapot", "203.0.113.9")) as { sessionId: string };
    const context = { db: app.database.db, payments: app.provider, emailContext: app.emailContext, bookingSettings: { timeZone: "Europe/London" }, production: false } as unknown as AppLoadContext;
    const act = async (id: string, body: unknown) => {
      const request = new Request(`http://studio.test/admin/vouchers/${id}/cancel`, {
        method: "POST",
        headers: { cookie: `${sessionCookieName(false)}=${encodeURIComponent(sessionId.sessionId)}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      const result = (await cancelVoucherAction({ request, context, params: { id } } as unknown as ActionFunctionArgs)) as unknown as
        | { init: { status: number }; data: Record<string, unknown> }
        | Record<string, unknown>;
      return "init" in result && "data" in result ? { status: (result.init as { status: number }).status, body: result.data as Record<string, unknown> } : { status: 200, body: result };
    };
    const invalid = await act(voucher.id, { receivedAt: "yesterday" });
    expect(invalid).toMatchObject({ status: 400, body: { fieldErrors: { receivedAt: [noticeMessages.receivedAt] } } });
    expect(await voucherRow(voucher.id)).toMatchObject({ status: "active" });
    expect((await act("00000000-0000-4000-8000-000000000000", {})).status).toBe(404);
    const done = await act(voucher.id, { note: "Model form by email" });
    expect(done).toMatchObject({ status: 200, body: { ok: true, refundPence: 3000, paidPence: 3000, refundStatus: "succeeded" } });
    expect(await voucherRow(voucher.id)).toMatchObject({ status: "void", voided_by: "staff:ada" });
    expect(await refundsOf(paymentId)).toEqual([expect.objectContaining({ amount_pence: 3000 })]);
  });

  /** The code, from the voucher email the buyer got (no recipient: it is hers). */
  const codeOf = async (buyer: string) => {
    const [email] = await app.database.sql`select text from outbox where "to" = ${buyer} and kind = 'gift-voucher'`;
    return /Code: ([0-9A-Z-]+)/.exec(email!.text as string)![1]!;
  };

  it("a redemption and a cancellation at the same moment: never both; the money back and the balance spent add up to what was paid", async () => {
    // Whichever takes the voucher's row first, the books agree (which one that is, is the scheduler's).
    for (let round = 0; round < 8; round++) {
      const { buyer, voucher, paymentId, token } = await paidVoucher("40");
      const code = await codeOf(buyer);
      const spend = app.database.db.transaction((tx) => redeemVoucher(tx, { code, duePence: 1500, bookingId: null, actor: "test" }));
      const [redeemed, response] = await Promise.all([spend, app.post(`/api/gift-vouchers/${token}/cancel`, {})]);
      expect(response.status).toBe(200);
      const answer = await response.json();
      const after = await voucherRow(voucher.id);
      const refunded = (await refundsOf(paymentId)).reduce((sum, row) => sum + (row.amount_pence as number), 0);
      expect(after.status).toBe("void");
      expect(refunded).toBe(answer.refundPence);
      expect(refunded + (redeemed.ok ? redeemed.amountPence : 0)).toBe(4000);
      expect(after.balance_pence).toBe(redeemed.ok ? 2500 : 4000);
      if (!redeemed.ok) expect(redeemed.refusal).toBe("void");
    }
  });

  it("a cancelled voucher's code spends nothing: the checkout's redemption finds it void", async () => {
    const { buyer, token } = await paidVoucher("30");
    const code = await codeOf(buyer);
    expect((await app.post(`/api/gift-vouchers/${token}/cancel`, {})).status).toBe(200);
    const redeemed = await app.database.db.transaction((tx) => redeemVoucher(tx, { code, duePence: 1000, bookingId: null, actor: "test" }));
    expect(redeemed).toEqual({ ok: false, refusal: "void" });
  });
});

describe("cancelling a gift voucher within 14 days, Stripe (real SDK, local stand-in)", () => {
  let fake: FakeStripe;
  let app: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ fake, app, close } = await startStripeApp("whsec_voucher_cancel"));
  });
  afterAll(() => close());

  it("unused: refunded in full through Stripe's Refunds with the refund's own idempotency key", async () => {
    const buyer = "stripe-cancel@example.com";
    const answer = (await (await app.post("/api/gift-vouchers", order(buyer, "60"))).json()) as { voucherUrl: string; payment: { clientSecret: string } };
    const intent = [...fake.intents.values()].find((candidate) => candidate.client_secret === answer.payment.clientSecret)!;
    const confirm = await fetch(`${fake.url}/v1/payment_intents/${intent.id}/confirm`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ key: "pk_test_integration", client_secret: answer.payment.clientSecret, "payment_method_data[card][number]": "4242424242424242" }).toString(),
    });
    expect(confirm.status).toBe(200);
    await eventually(async () => (await app.database.sql`select status from vouchers where payment_intent_id = ${intent.id}`)[0]?.status === "active", "the voucher to be paid");

    const response = await app.post(`/api/gift-vouchers/${tokenOf(answer.voucherUrl)}/cancel`, {});
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "void", refundPence: 6000, refundStatus: "succeeded" });
    const refunds = [...fake.refunds.values()].filter((refund) => refund.payment_intent === intent.id);
    expect(refunds).toEqual([expect.objectContaining({ amount: 6000, status: "succeeded" })]);
    const call = fake.requests.find((request) => request.path === "/v1/refunds" && request.body.get("payment_intent") === intent.id)!;
    expect(call.idempotencyKey).toMatch(/^cancellation-refund-/);
  });
});
