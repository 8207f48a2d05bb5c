import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asStaff, signInWithRole, startTestApp, type TestApp } from "../../support/test-app";

/**
 * The owner's reports (issue 24 item 4): each figure equals what is worked out by hand below from a seeded fortnight
 * (1 to 14 March 2026) with card payments, a refund, a gift voucher, a membership's included treatment, a no-show,
 * a late cancellation, an abandoned hold and a booking outside the range; reception and practitioners get 403.
 */
let app: TestApp;
let ownerCookie: string;
let owner: ReturnType<typeof asStaff>;
let reception: ReturnType<typeof asStaff>;
let practitioner: ReturnType<typeof asStaff>;

const henna = { id: "henna-brows", type: "service", name: "Henna Brows", pricePence: 3500, durationMinutes: 45 };
const wax = { id: "cloud-wax", type: "service", name: "Cloud Wax", pricePence: 2000, durationMinutes: 30 };

beforeAll(async () => {
  app = await startTestApp();
  ownerCookie = await signInWithRole(app, "owner");
  owner = asStaff(app, ownerCookie);
  reception = asStaff(app, await signInWithRole(app, "reception"));
  practitioner = asStaff(app, await signInWithRole(app, "practitioner"));
  const { sql } = app.database;
  const book = async (key: string, at: string, items: object[], fields: { status: string; payment?: string; total: number; voucher?: number; member?: number; refunded?: number; reason?: string }) => {
    const [row] = await sql<{ id: string }[]>`
      insert into bookings (name, email, phone, service, items, total_pence, voucher_pence, member_pence, refunded_pence, status, payment_status, paid_at, cancellation_reason, starts_at, ends_at, blocked_until)
      values (${`Client ${key}`}, ${`${key}@example.com`}, '07700 900000', ${(items[0] as { name: string }).name}, ${sql.json(items as never)}, ${fields.total}, ${fields.voucher ?? 0}, ${fields.member ?? 0}, ${fields.refunded ?? 0},
        ${fields.status}, ${fields.payment ?? "paid"}, ${fields.payment === "unpaid" ? null : sql`${at}::timestamptz - interval '5 days'`}, ${fields.reason ?? null},
        ${at}::timestamptz, ${at}::timestamptz + interval '45 minutes', ${at}::timestamptz + interval '1 hour')
      returning id`;
    return row!.id;
  };
  const cancel = (id: string, at: string, reason: string) =>
    sql`insert into booking_status_changes (booking_id, actor, from_status, to_status, reason, changed_at) values (${id}, 'client', 'confirmed', 'cancelled', ${reason}, ${at}::timestamptz)`;
  await book("a", "2026-03-03T10:00:00Z", [henna], { status: "completed", total: 3500 });
  const b = await book("b", "2026-03-04T10:00:00Z", [henna, wax], { status: "completed", total: 5500, voucher: 1000 });
  const [spent] = await sql<{ id: string }[]>`
    insert into vouchers (code_hash, code_end, amount_pence, balance_pence, status, buyer_name, buyer_email, paid_at)
    values ('hash-b', 'BBBB', 1000, 0, 'active', 'Giver', 'giver@example.com', now()) returning id`;
  await sql`insert into voucher_redemptions (voucher_id, booking_id, amount_pence, actor) values (${spent!.id}, ${b}, 1000, 'client')`;
  const c = await book("c", "2026-03-05T10:00:00Z", [wax], { status: "cancelled", payment: "refunded", total: 2000, refunded: 2000 });
  await cancel(c, "2026-03-02T10:00:00Z", "change of plans");
  await book("d", "2026-03-06T10:00:00Z", [wax], { status: "completed", total: 2000, member: 2000 });
  await book("e", "2026-03-10T10:00:00Z", [henna], { status: "no-show", total: 3500 });
  const f = await book("f", "2026-03-11T10:00:00Z", [henna], { status: "cancelled", total: 3500 });
  await cancel(f, "2026-03-11T08:00:00Z", "could not come");
  const g = await book("g", "2026-03-12T10:00:00Z", [henna], { status: "cancelled", payment: "unpaid", total: 3500, reason: "hold-expired" });
  await cancel(g, "2026-03-01T10:15:00Z", "hold-expired");
  // Around the range: A comes back in April (within 8 weeks), B first came in January.
  await book("a", "2026-04-10T10:00:00Z", [henna], { status: "confirmed", total: 3500 });
  await book("b", "2026-01-15T10:00:00Z", [henna], { status: "completed", total: 3500 });
  // The Dreams Club: one member since February (paid in February and March), one who joined in March and cancelled
  // within her 14 days with her £49 refunded.
  const [stays] = await sql<{ id: string }[]>`
    insert into memberships (email, name, tier, price_pence, status, started_at, provider) values ('stays@example.com', 'Stays', 'signature', 8900, 'active', '2026-02-10T09:00:00Z', 'demo') returning id`;
  const [goes] = await sql<{ id: string }[]>`
    insert into memberships (email, name, tier, price_pence, status, started_at, ended_at, provider) values ('goes@example.com', 'Goes', 'essential', 4900, 'ended', '2026-03-05T09:00:00Z', '2026-03-12T09:00:00Z', 'demo') returning id`;
  await sql`
    insert into membership_changes (membership_id, from_status, to_status, actor, reason, created_at) values
      (${stays!.id}, 'incomplete', 'active', 'payment', 'invoice.paid evt_1', '2026-02-10T09:00:00Z'),
      (${stays!.id}, 'active', 'active', 'payment', 'invoice.paid evt_2', '2026-03-10T09:00:00Z'),
      (${goes!.id}, 'incomplete', 'active', 'payment', 'invoice.paid evt_3', '2026-03-05T09:00:00Z'),
      (${goes!.id}, 'active', 'ended', 'member', 'cancelled within 14 days', '2026-03-12T09:00:00Z')`;
  await sql`
    insert into cancellation_refunds (membership_id, provider, paid_pence, amount_pence, basis, actor, notice_received_at, idempotency_key, status, created_at)
    values (${goes!.id}, 'demo', 4900, 4900, 'unused', 'member', '2026-03-12T09:00:00Z', 'refund-goes', 'succeeded', '2026-03-12T09:00:00Z')`;
  // Outside the range: February's course of six sessions (paid £300, its first two taken), and a voucher with £40 left.
  const course = await book("h", "2026-02-20T10:00:00Z", [{ id: "the-glow-lift", type: "package", name: "The Glow Lift – 6 Sessions", pricePence: 30000, durationMinutes: 60 }], { status: "completed", total: 30000 });
  const [made] = await sql<{ id: string }[]>`
    insert into courses (booking_id, service_id, label, sessions_total, session_minutes, expires_at)
    values (${course}, 'the-glow-lift', 'The Glow Lift – 6 Sessions', 6, 60, now() + interval '1 year') returning id`;
  await sql`update bookings set course_id = ${made!.id} where id = ${course}`;
  const session = await book("h", "2026-02-27T10:00:00Z", [{ id: "the-glow-lift", type: "package", name: "The Glow Lift – 6 Sessions", pricePence: 0, durationMinutes: 60 }], { status: "completed", total: 0 });
  await sql`update bookings set course_id = ${made!.id} where id = ${session}`;
  await sql`
    insert into vouchers (code_hash, code_end, amount_pence, balance_pence, status, buyer_name, buyer_email, paid_at, expires_at)
    values ('hash-open', 'OPEN', 5000, 4000, 'active', 'Buyer', 'buyer@example.com', now(), now() + interval '6 months')`;
});
afterAll(() => app?.close());

const range = "from=2026-03-01&to=2026-03-14";
const read = async (name: string) => {
  const response = await owner("GET", `/api/reports/${name}?${range}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as { chart: { bars: { label: string; value: number }[] }; tables: { rows: Record<string, unknown>[] }[] };
};

describe("reports over a seeded fortnight", () => {
  it("revenue: card less refunds and vouchers by treatment, a two-treatment booking shared to the penny, membership apart", async () => {
    const report = await read("revenue");
    // B paid £45 by card and £10 by voucher for henna (£35) and wax (£20): 4500 × 35/55 = 2863.64 → 2864 and 1636; 1000 → 636 and 364.
    expect(report.tables[0]!.rows).toEqual([
      { month: "2026-03", service: "Cloud Wax", bookings: 3, cardPence: 1636 + 2000, refundedPence: 2000, voucherPence: 364, memberPence: 2000, takenPence: 2000 },
      { month: "2026-03", service: "Henna Brows", bookings: 4, cardPence: 3500 + 2864 + 3500 + 3500, refundedPence: 0, voucherPence: 636, memberPence: 0, takenPence: 14000 },
    ]);
    expect(report.chart.bars).toEqual([{ label: "Mar 2026", value: 16000 }]);
  });

  it("attendance: one no-show of four that came due, one late cancellation of six booked; the abandoned hold is no booking", async () => {
    const report = await read("attendance");
    expect(report.tables[0]!.rows).toEqual([
      { month: "2026-03", booked: 6, completed: 3, noShows: 1, cancelled: 2, lateCancellations: 1, noShowRate: 25, lateCancellationRate: 16.7 },
    ]);
  });

  it("clients: two new and one returning, one of whom booked again within 8 weeks", async () => {
    const report = await read("clients");
    expect(report.tables[0]!.rows).toEqual([{ month: "2026-03", clients: 3, newClients: 2, returning: 1, rebooked: 1, rebookingRate: 33.3 }]);
  });

  it("memberships: payments at each member's price less the 14-day refund, joins, leavers and churn", async () => {
    const report = await read("memberships");
    expect(report.tables[0]!.rows).toEqual([
      { month: "2026-03", payments: 2, paidPence: 13800, refundedPence: 4900, takenPence: 8900, liveAtStart: 1, joined: 1, left: 1, churnRate: 0 },
    ]);
  });

  it("liabilities: the voucher balance left and the course's four sessions at their price", async () => {
    const report = await read("liabilities");
    expect(report.tables[0]!.rows).toEqual([
      { owed: "Gift vouchers (balances)", count: 1, owedPence: 4000 },
      { owed: "The Glow Lift – 6 Sessions (sessions left)", count: 4, owedPence: 20000 },
    ]);
  });

  it("answers the report's own table as CSV, in pounds, when asked for text/csv", async () => {
    const response = await fetch(`${app.baseUrl}/api/reports/revenue?${range}`, { headers: { cookie: ownerCookie, accept: "text/csv" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(response.headers.get("content-disposition")).toContain("revenue-2026-03-01-to-2026-03-14.csv");
    // One byte-order mark (EF BB BF), then the header: a second would land in the first column's name in Excel.
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 6)]).toEqual([0xef, 0xbb, 0xbf, ...Buffer.from("Mon")]);
    const lines = bytes.toString("utf8").replace(/^\uFEFF/, "").trim().split(/\r?\n/);
    expect(lines[0]).toBe("Month,Treatment,Treatments,Paid by card (£),Refunded (£),Paid by gift voucher (£),\"Taken: card less refunds, plus vouchers (£)\",Covered by membership (£)");
    expect(lines[2]).toBe("2026-03,Henna Brows,4,133.64,0.00,6.36,140.00,0.00");
  });
});

describe("who may read them, and what is refused", () => {
  it("gives reception and practitioners 403, an unknown report 404, and bad dates 400 with field errors", async () => {
    expect((await reception("GET", `/api/reports/revenue?${range}`)).status).toBe(403);
    expect((await practitioner("GET", `/api/reports/liabilities`)).status).toBe(403);
    expect((await owner("GET", "/api/reports/horoscope")).status).toBe(404);
    const backwards = await owner("GET", "/api/reports/revenue?from=2026-03-14&to=2026-03-01");
    expect(backwards.status).toBe(400);
    expect(((await backwards.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors).toEqual({ to: ["The last day must be on or after the first."] });
    expect((await owner("GET", "/api/reports/revenue?from=yesterday")).status).toBe(400);
    expect((await owner("GET", "/api/reports/revenue?from=2024-01-01&to=2026-03-01")).status).toBe(400);
  });
});
