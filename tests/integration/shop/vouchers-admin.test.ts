import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatVoucherCode, voucherAdminMessages, voucherLookupLimit } from "~/features/vouchers";
import { redeemVoucher, voucherTotals } from "~/features/vouchers/index.server";
import { asStaff, signInStaff, startTestApp, type TestApp } from "../../support/test-app";

/**
 * Gift vouchers for staff (issue 13) through the staff API on the real database: a voucher sold at the desk is live
 * at once and its code is answered once; bad fields store nothing; a typed code finds its voucher and guessing is
 * throttled; a void is audited and refused at checkout; the CSV export and the privacy export/erase include vouchers.
 */
let app: TestApp;
let cookie: string;

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT: "10000/60" });
  cookie = await signInStaff(app, "ada", "lavender mews teapot");
});
afterAll(() => app.close());

const as = (method: string, path: string, body?: unknown) => asStaff(app, cookie)(method, path, body);
const voucherCount = async () => Number((await app.database.sql`select count(*)::int as n from vouchers`)[0]!.n);

interface Answer {
  code: string;
  voucher: { id: string; codeEnd: string; amountPence: number; balancePence: number; state: string; status: string; voidedBy: string | null; voidedAt: string | null; issuedBy: string | null };
}

async function issue(body: Record<string, unknown> = {}): Promise<Answer> {
  const response = await as("POST", "/api/vouchers", { amount: "50", buyerName: "Bea Buyer", buyerEmail: "bea@example.com", ...body });
  expect(response.status).toBe(201);
  return (await response.json()) as Answer;
}

describe("a voucher sold at the desk", () => {
  it("is made paid and active at once, and its whole code is answered this once", async () => {
    const answer = await issue({ amount: "£75.50", recipientName: "Cleo Gift", recipientEmail: "cleo@example.com", message: "Happy birthday" });
    expect(answer.code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(answer.voucher).toMatchObject({ amountPence: 7550, balancePence: 7550, status: "active", state: "active", codeEnd: answer.code.slice(-4), issuedBy: "ada" });
    expect(answer.voucher).not.toHaveProperty("codeHash");
    const [row] = await app.database.sql`select status, paid_at, expires_at, code_hash from vouchers where id = ${answer.voucher.id}`;
    expect(row!.status).toBe("active");
    expect(row!.paid_at).not.toBeNull();
    expect(row!.code_hash).not.toContain(answer.code.replaceAll("-", ""));

    // Nothing staff read afterwards carries the code: the list, the lookup, the export.
    const list = await (await as("GET", "/api/vouchers")).text();
    expect(list).toContain(answer.voucher.id);
    expect(list).not.toContain(answer.code.replaceAll("-", "").slice(0, 12));
    const csv = await (await as("GET", "/api/admin/export/vouchers.csv")).text();
    expect(csv).toContain("75.50");
    expect(csv).not.toContain(answer.code.replaceAll("-", "").slice(0, 12));
  });

  it("refuses bad fields with 400 and field errors, and stores nothing", async () => {
    const before = await voucherCount();
    const cases: [Record<string, unknown>, string[]][] = [
      [{ amount: "24.99", buyerName: "Bea", buyerEmail: "bea@example.com" }, ["amount"]],
      [{ amount: "500.01", buyerName: "Bea", buyerEmail: "bea@example.com" }, ["amount"]],
      [{ amount: "fifty", buyerName: "B", buyerEmail: "not an email" }, ["amount", "buyerEmail", "buyerName"]],
      [{ amount: 50, buyerName: "Bea", buyerEmail: "bea@example.com", recipientEmail: "nope" }, ["recipientEmail"]],
    ];
    for (const [body, fields] of cases) {
      const response = await as("POST", "/api/vouchers", body);
      expect(response.status).toBe(400);
      expect(Object.keys(((await response.json()) as { fieldErrors: object }).fieldErrors).sort()).toEqual(fields);
    }
    expect((await as("POST", "/api/vouchers", ["not", "an", "object"])).status).toBe(400);
    expect(await voucherCount()).toBe(before);
  });
});

describe("looking up a code", () => {
  it("finds the voucher however the code is typed, and says when no voucher has it", async () => {
    const { code, voucher } = await issue();
    const typed = ` ${formatVoucherCode(code).toLowerCase().replaceAll("-", " ")} `;
    const found = await as("GET", `/api/vouchers/lookup?${new URLSearchParams({ code: typed })}`);
    expect(found.status).toBe(200);
    expect(await found.json()).toMatchObject({ id: voucher.id, codeEnd: voucher.codeEnd, redemptions: [] });

    const unknown = await as("GET", `/api/vouchers/lookup?code=ABCD-EFGH-JKMN-PQRS`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: voucherAdminMessages.noSuchCode, code: "not-found" });
    expect((await as("GET", `/api/vouchers/lookup?code=ABCD`)).status).toBe(400);
  });

  it("throttles a member of staff who keeps guessing", async () => {
    const guesser = await signInStaff(app, "guesser", "lavender mews teapot");
    const guess = () => asStaff(app, guesser)("GET", "/api/vouchers/lookup?code=ABCD-EFGH-JKMN-PQRS");
    for (let index = 0; index < voucherLookupLimit.count; index++) expect((await guess()).status).toBe(404);
    const refused = await guess();
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    // Another member of staff has her own count.
    expect((await as("GET", "/api/vouchers/lookup?code=ABCD-EFGH-JKMN-PQRS")).status).toBe(404);
  });
});

describe("voiding a voucher", () => {
  it("records who voided it and when, and the code pays for nothing more", async () => {
    const { code, voucher } = await issue();
    const voided = await as("POST", `/api/vouchers/${voucher.id}/void`);
    expect(voided.status).toBe(200);
    const answer = (await voided.json()) as Answer["voucher"];
    expect(answer).toMatchObject({ status: "void", state: "void", voidedBy: "ada" });
    expect(answer.voidedAt).not.toBeNull();
    expect((await as("POST", `/api/vouchers/${voucher.id}/void`)).status).toBe(409);
    expect((await as("POST", `/api/vouchers/00000000-0000-4000-8000-000000000000/void`)).status).toBe(404);
    expect((await as("POST", `/api/vouchers/not-an-id/void`)).status).toBe(404);
    expect((await as("POST", `/api/vouchers/${"-".repeat(36)}/void`)).status).toBe(404);

    const redeemed = await app.database.db.transaction((tx) => redeemVoucher(tx, { code, duePence: 1000, bookingId: null, actor: "client" }));
    expect(redeemed).toEqual({ ok: false, refusal: "void" });
  });
});

describe("the totals", () => {
  it("count what was sold, what was spent on bookings, and what is still to spend on live vouchers", async () => {
    const before = await voucherTotals(app.database.db);
    const spent = await issue({ amount: "40" });
    const voided = await issue({ amount: "30" });
    await app.database.db.transaction((tx) => redeemVoucher(tx, { code: spent.code, duePence: 1500, bookingId: null, actor: "client" }));
    expect((await as("POST", `/api/vouchers/${voided.voucher.id}/void`)).status).toBe(200);
    const after = await voucherTotals(app.database.db);
    expect(after.sold - before.sold).toBe(2);
    expect(after.soldPence - before.soldPence).toBe(7000);
    expect(after.redeemedPence - before.redeemedPence).toBe(1500);
    expect(after.outstandingPence - before.outstandingPence).toBe(2500);
  });
});

describe("the list", () => {
  it("pages twenty at a time, newest first, with a Link to the next page", async () => {
    for (let index = 0; index < 21; index++) await issue({ buyerName: `Paging Buyer ${index}` });
    const first = await as("GET", "/api/vouchers");
    const rows = (await first.json()) as { id: string; createdAt: string }[];
    expect(rows).toHaveLength(20);
    expect(rows.map((row) => row.createdAt)).toEqual([...rows.map((row) => row.createdAt)].sort().reverse());
    const next = /<[^>]*\/vouchers\?cursor=([^>]+)>; rel="next"/.exec(first.headers.get("link") ?? "");
    expect(next).not.toBeNull();
    const second = (await (await as("GET", `/api/vouchers?cursor=${next![1]}`)).json()) as { id: string }[];
    expect(second.length).toBeGreaterThan(0);
    expect(second.some((row) => rows.some((seen) => seen.id === row.id))).toBe(false);
    expect((await as("GET", "/api/vouchers?cursor=nonsense")).status).toBe(400);
    const forged = Buffer.from(JSON.stringify(["n", "2026-01-01T00:00:00Z", "-".repeat(36)])).toString("base64url");
    expect((await as("GET", `/api/vouchers?cursor=${forged}`)).status).toBe(400);
  });
});

describe("privacy", () => {
  it("exports the vouchers a person bought or was given, and erasing her keeps the money records", async () => {
    const bought = await issue({ buyerName: "Erin Erase", buyerEmail: "erin.voucher@example.com", message: "For you" });
    const given = await issue({ buyerName: "Fay Friend", buyerEmail: "fay@example.com", recipientName: "Erin Erase", recipientEmail: "ERIN.voucher@example.com" });
    await app.database.db.transaction((tx) => redeemVoucher(tx, { code: given.code, duePence: 1000, bookingId: null, actor: "client" }));

    const found = (await (await as("GET", `/api/admin/privacy?email=${encodeURIComponent("erin.voucher@example.com")}`)).json()) as { vouchers: { id: string }[] };
    expect(found.vouchers.map((voucher) => voucher.id).sort()).toEqual([bought.voucher.id, given.voucher.id].sort());

    const erased = (await (await as("POST", "/api/admin/privacy/erase", { email: "erin.voucher@example.com" })).json()) as Record<string, number>;
    expect(erased).toMatchObject({ vouchersAnonymised: 2 });
    const rows = await app.database.sql`
      select id, buyer_name, buyer_email, recipient_name, recipient_email, message, amount_pence, balance_pence from vouchers where id in ${app.database.sql([bought.voucher.id, given.voucher.id])}`;
    const asBuyer = rows.find((row) => row.id === bought.voucher.id)!;
    expect(asBuyer).toMatchObject({ buyer_name: "Erased on request", message: null, amount_pence: 5000, balance_pence: 5000 });
    expect(asBuyer.buyer_email).not.toContain("erin");
    const asRecipient = rows.find((row) => row.id === given.voucher.id)!;
    expect(asRecipient).toMatchObject({ buyer_name: "Fay Friend", recipient_name: null, recipient_email: null, balance_pence: 4000 });
    const redemptions = await app.database.sql`select amount_pence from voucher_redemptions where voucher_id = ${given.voucher.id}`;
    expect(redemptions.map((row) => row.amount_pence)).toEqual([1000]);

    const again = (await (await as("GET", `/api/admin/privacy?email=${encodeURIComponent("erin.voucher@example.com")}`)).json()) as { vouchers: unknown[] };
    expect(again.vouchers).toEqual([]);
  });
});

describe("staff only", () => {
  it.each([
    ["GET", "/api/vouchers"],
    ["GET", "/api/vouchers/lookup?code=ABCD-EFGH-JKMN-PQRS"],
    ["POST", "/api/vouchers"],
    ["POST", "/api/vouchers/00000000-0000-4000-8000-000000000000/void"],
    ["GET", "/api/admin/export/vouchers.csv"],
  ])("%s %s answers 401 without a session, and stores nothing", async (method, path) => {
    const before = await voucherCount();
    const response = await fetch(`${app.baseUrl}${path}`, {
      method,
      headers: { "content-type": "application/json" },
      body: method === "POST" ? JSON.stringify({ amount: "50", buyerName: "Bea Buyer", buyerEmail: "bea@example.com" }) : undefined,
    });
    expect(response.status).toBe(401);
    expect(await voucherCount()).toBe(before);
  });
});
