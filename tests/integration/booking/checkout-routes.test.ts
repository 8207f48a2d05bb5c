import { describe, expect, it } from "vitest";
import { activateVoucher, createVoucher } from "~/features/vouchers/index.server";
import { formatVoucherCode } from "~/features/vouchers";
import { bookingRequest, freshSlots } from "../../support/booking-data";
import { builtServer } from "../../support/built-server";

/**
 * Issue 35 (one browser runtime): /checkout's island and the join page call their pages' own routes, never /api,
 * which stays the contract for other clients. Each route runs the API's use case and answers in the API's words:
 * compared here request for request against /api on the built server, refusals included, and a refused request
 * stores nothing.
 */
const server = builtServer();
const slot = freshSlots();

const call = (path: string, method: string, body?: unknown) =>
  fetch(`${server.baseUrl}${path}`, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const post = (path: string, body?: unknown) => call(path, "POST", body ?? {});
const answer = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> });
/**
 * What both adapters say of a refusal: its status, sentence and field errors. The code of a form's refusal is the
 * API's generic one there and the use case's own on a page (lib/use-case.ts); a business rule's is the same in both.
 */
const words = ({ status, body }: { status: number; body: Record<string, unknown> }) => ({ status, message: body.message, fieldErrors: body.fieldErrors });
const codeOf = async (response: Response) => ((await response.json()) as { code?: string }).code;

async function held(items = [{ id: "cloud-wax", type: "service" }]) {
  const created = await post("/api/bookings", bookingRequest({ ...slot(), items, patchTest: undefined }));
  expect(created.status).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

async function voucher(amountPence: number) {
  const { voucher: made, code } = await createVoucher(server.database.db, { amountPence, buyerName: "Ada Buyer", buyerEmail: "ada@example.com" });
  await activateVoucher(server.database.db, made.id);
  return formatVoucherCode(code);
}

describe("/checkout's own routes", () => {
  it("extend a hold once, as POST /api/bookings/:id/extend-hold does, and refuse the second and an unknown booking alike", async () => {
    const [viaApi, viaPage] = [await held(), await held()];
    const first = await answer(await post(`/checkout/${viaPage}/extend-hold`));
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ id: viaPage, holdExpiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    const stored = await server.database.sql`select hold_expires_at from bookings where id = ${viaPage}`;
    expect((stored[0]!.hold_expires_at as Date).toISOString()).toBe(first.body.holdExpiresAt);
    await post(`/api/bookings/${viaApi}/extend-hold`);

    const again = await answer(await post(`/checkout/${viaPage}/extend-hold`));
    expect(again).toMatchObject({ status: 409, body: { code: "hold-already-extended" } });
    const apiAgain = await answer(await post(`/api/bookings/${viaApi}/extend-hold`));
    expect(words(again)).toEqual(words(apiAgain));
    expect(apiAgain.body.code).toBe("hold-already-extended");
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect(words(await answer(await post(`/checkout/${unknown}/extend-hold`)))).toEqual(words(await answer(await post(`/api/bookings/${unknown}/extend-hold`))));
  });

  it("apply, take off and confirm a gift voucher with the API's answers; a wrong code is refused in its words and changes nothing", async () => {
    const booking = await held();
    const wrong = { code: "ABCD-EFGH-JKMN-PQRS" };
    const refused = words(await answer(await post(`/checkout/${booking}/voucher`, wrong)));
    expect(refused.fieldErrors).toEqual({ code: [expect.any(String)] });
    expect(refused).toEqual(words(await answer(await post(`/api/bookings/${booking}/voucher`, wrong))));
    expect((await server.database.sql`select voucher_pence from bookings where id = ${booking}`)[0]!.voucher_pence).toBe(0);

    const code = await voucher(5000);
    const applied = await answer(await post(`/checkout/${booking}/voucher`, { code }));
    expect(applied).toEqual({ status: 200, body: { amountDue: 0, voucher: { amountPence: 2000, balancePence: 3000, codeEnd: code.slice(-4) } } });
    const removed = await answer(await post(`/checkout/${booking}/voucher/remove`));
    expect(removed).toEqual({ status: 200, body: { voucher: null, amountDue: 2000 } });

    await post(`/checkout/${booking}/voucher`, { code });
    const confirmed = await answer(await post(`/checkout/${booking}/voucher/confirm`));
    expect(confirmed).toEqual({ status: 200, body: { id: booking, paymentStatus: "paid", amountDue: 0 } });
    const row = await server.database.sql`select status, payment_status, voucher_pence from bookings where id = ${booking}`;
    expect(row[0]).toEqual({ status: "confirmed", payment_status: "paid", voucher_pence: 2000 });
  });

  it("answer a body that is no JSON object with 400, and a GET with no loader without a 5xx", async () => {
    const booking = await held();
    const garbled = await fetch(`${server.baseUrl}/checkout/${booking}/voucher`, { method: "POST", headers: { "content-type": "application/json" }, body: "{" });
    expect(garbled.status).toBe(400);
    expect(await codeOf(garbled)).toBe("unreadable-body");
    expect((await fetch(`${server.baseUrl}/checkout/${booking}/voucher`)).status).toBeLessThan(500);
  });
});

describe("the join page's and the demo card's own routes", () => {
  it("join the Dreams Club and pay its first month by the demo card, refusing as POST /api/memberships does", async () => {
    const before = (await server.database.sql`select count(*)::int as n from memberships`)[0]!.n as number;
    const empty = words(await answer(await post("/dreams-club/join", {})));
    expect(empty).toMatchObject({ status: 400, fieldErrors: { tier: [expect.any(String)], name: [expect.any(String)], email: [expect.any(String)] } });
    expect(empty).toEqual(words(await answer(await post("/api/memberships", {}))));
    expect((await server.database.sql`select count(*)::int as n from memberships`)[0]!.n).toBe(before);

    const email = `ada-${Date.now()}@example.com`;
    const joined = await answer(await post("/dreams-club/join", { tier: "essential", name: "Ada Member", email }));
    expect(joined.status).toBe(201);
    const { clientSecret } = joined.body as { clientSecret: string };
    expect(clientSecret).toEqual(expect.any(String));

    const card = { clientSecret, cardNumber: "4242424242424242", expiry: "12/40", cvc: "123" };
    const badCard = words(await answer(await post("/payments/demo/confirm", { ...card, cvc: "1" })));
    expect(badCard).toEqual(words(await answer(await post("/api/demo-payments/confirm", { ...card, cvc: "1" }))));
    expect(badCard).toMatchObject({ status: 400, fieldErrors: { cvc: [expect.any(String)] } });
    expect(await answer(await post("/payments/demo/confirm", card))).toMatchObject({ status: 200, body: { status: "succeeded" } });
    expect(await server.database.sql`select tier, status from memberships where email = ${email}`).toEqual([{ tier: "essential", status: "active" }]);
    expect((await post("/payments/demo/refund", card)).status).toBe(404);
  });
});
