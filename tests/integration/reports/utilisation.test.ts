import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asStaff, signInWithRole, startTestApp, type TestApp } from "../../support/test-app";

/**
 * The utilisation report (issue 24 item 4) over a seeded fortnight, 1 to 14 March 2026 (London is on GMT then, so
 * the times below are London's too), with two practitioners and a machine, worked out by hand:
 *
 * Studio: Monday to Friday 10:00–18:00, Saturday 10:00–16:00, Sunday shut; closed on Tuesday 10 March 14:00–18:00.
 * Ada (henna): Monday to Friday 10:00–13:00 and 14:00–18:00 (her lunch is a break), 10 weekdays × 420 = 4,200
 *   minutes, less Friday 13 March's leave (420) and Tuesday's closure (240): 3,540. Booked: 3 March 10:00–11:00 (60),
 *   4 March 12:30–13:30 of which 30 fall inside her hours (the rest is her break), 6 March's no-show 10:00–10:45 (45);
 *   a cancellation on 5 March and a lapsed hold on 9 March take nothing. 135 of 3,540 = 3.8 %.
 * Bea (the Ice Sculpt): Wednesday 12:00–20:00 (the studio shuts at 18:00: 360) and Saturday 10:00–16:00 (360); two
 *   of each in the range: 1,440. Hands-on 15 minutes at each end of two sessions: 60 of 1,440 = 4.2 %.
 * The machine: the studio's hours, 10 × 480 + 2 × 360 = 5,520, less the closure's 240: 5,280. Two sessions, 90 and
 *   60 minutes: 150 of 5,280 = 2.8 %. A session on 16 March is after the range.
 */
let app: TestApp;
let owner: ReturnType<typeof asStaff>;
let reception: ReturnType<typeof asStaff>;

beforeAll(async () => {
  app = await startTestApp();
  owner = asStaff(app, await signInWithRole(app, "owner"));
  reception = asStaff(app, await signInWithRole(app, "reception"));
  const { sql } = app.database;
  // Only these two and the machine are the diary's columns: the seeded team does no service here (and keeps its sign-ins).
  await sql`delete from staff_services`;
  await sql`delete from resource_services`;
  await sql`delete from opening_hours`;
  await sql`insert into opening_hours (weekday, opens, closes) values (1, '10:00', '18:00'), (2, '10:00', '18:00'), (3, '10:00', '18:00'), (4, '10:00', '18:00'), (5, '10:00', '18:00'), (6, '10:00', '16:00'), (7, null, null)`;
  await sql`insert into closures (starts_at, ends_at, reason) values ('2026-03-10T14:00:00Z', '2026-03-10T18:00:00Z', 'Training')`;
  const [ada] = await sql<{ id: string }[]>`insert into staff_members (name, role, position) values ('Ada Lovelace', 'practitioner', 1) returning id`;
  const [bea] = await sql<{ id: string }[]>`insert into staff_members (name, role, position) values ('Bea Body', 'practitioner', 2) returning id`;
  const [machine] = await sql<{ id: string }[]>`insert into resources (name, kind, position) values ('Cryo machine', 'machine', 1) returning id`;
  await sql`insert into staff_services (staff_member_id, service_slug) values (${ada!.id}, 'henna-brows'), (${bea!.id}, 'the-ice-sculpt')`;
  await sql`insert into resource_services (resource_id, service_slug) values (${machine!.id}, 'the-ice-sculpt')`;
  for (const weekday of [1, 2, 3, 4, 5]) {
    await sql`insert into staff_hours (staff_member_id, weekday, opens, closes) values (${ada!.id}, ${weekday}, '10:00', '13:00'), (${ada!.id}, ${weekday}, '14:00', '18:00')`;
  }
  await sql`insert into staff_hours (staff_member_id, weekday, opens, closes) values (${bea!.id}, 3, '12:00', '20:00'), (${bea!.id}, 6, '10:00', '16:00')`;
  await sql`insert into time_off (staff_member_id, starts_at, ends_at, reason) values (${ada!.id}, '2026-03-13T00:00:00Z', '2026-03-14T00:00:00Z', 'Holiday')`;

  let count = 0;
  const book = async (at: string, minutes: number, status: string, spans: { column: "staff" | "resource"; id: string; from: number; to: number }[], hold?: "lapsed") => {
    count += 1;
    const [row] = await sql<{ id: string }[]>`
      insert into bookings (name, email, phone, service, total_pence, status, payment_status, hold_expires_at, starts_at, ends_at, blocked_until)
      values (${`Client ${count}`}, ${`client${count}@example.com`}, '07700 900000', 'Henna Brows', 3500, 'pending', ${hold ? "unpaid" : "paid"}, ${hold ? sql`'2026-03-01T00:00:00Z'::timestamptz` : null},
        ${at}::timestamptz, ${at}::timestamptz + ${minutes} * interval '1 minute', ${at}::timestamptz + ${minutes} * interval '1 minute')
      returning id`;
    for (const span of spans) {
      await sql`insert into allocations (booking_id, staff_member_id, resource_id, starts_at, ends_at)
        values (${row!.id}, ${span.column === "staff" ? span.id : null}, ${span.column === "resource" ? span.id : null},
          ${at}::timestamptz + ${span.from} * interval '1 minute', ${at}::timestamptz + ${span.to} * interval '1 minute')`;
    }
    if (status !== "pending") await sql`update bookings set status = ${status} where id = ${row!.id}`;
  };
  const her = (id: string, minutes: number) => [{ column: "staff" as const, id, from: 0, to: minutes }];
  const session = (minutes: number) => [
    { column: "staff" as const, id: bea!.id, from: 0, to: 15 },
    { column: "staff" as const, id: bea!.id, from: minutes - 15, to: minutes },
    { column: "resource" as const, id: machine!.id, from: 0, to: minutes },
  ];
  await book("2026-03-03T10:00:00Z", 60, "completed", her(ada!.id, 60));
  await book("2026-03-04T12:30:00Z", 60, "completed", her(ada!.id, 60));
  await book("2026-03-05T10:00:00Z", 60, "cancelled", her(ada!.id, 60));
  await book("2026-03-06T10:00:00Z", 45, "no-show", her(ada!.id, 45));
  await book("2026-03-09T10:00:00Z", 60, "pending", her(ada!.id, 60), "lapsed");
  await book("2026-03-07T10:00:00Z", 90, "completed", session(90));
  await book("2026-03-11T12:00:00Z", 60, "completed", session(60));
  await book("2026-03-16T10:00:00Z", 60, "confirmed", session(60));
});
afterAll(() => app?.close());

describe("utilisation over a seeded fortnight", () => {
  it("gives each practitioner's and the machine's booked minutes within their working minutes", async () => {
    const response = await owner("GET", "/api/reports/utilisation?from=2026-03-01&to=2026-03-14");
    expect(response.status, await response.clone().text()).toBe(200);
    const report = (await response.json()) as { chart: { bars: { label: string; value: number }[] }; tables: { rows: Record<string, unknown>[] }[] };
    expect(report.tables[0]!.rows).toEqual([
      { name: "Ada Lovelace", kind: "Practitioner", workingMinutes: 3540, bookedMinutes: 135, utilisation: 3.8 },
      { name: "Bea Body", kind: "Practitioner", workingMinutes: 1440, bookedMinutes: 60, utilisation: 4.2 },
      { name: "Cryo machine", kind: "Machine", workingMinutes: 5280, bookedMinutes: 150, utilisation: 2.8 },
    ]);
    expect(report.tables[1]!.rows).toEqual(report.tables[0]!.rows.map((row) => ({ month: "2026-03", ...row })));
    expect(report.chart.bars).toEqual([
      { label: "Ada Lovelace", value: 3.8 },
      { label: "Bea Body", value: 4.2 },
      { label: "Cryo machine", value: 2.8 },
    ]);
  });

  it("splits a range by month, each month its own working minutes", async () => {
    const response = await owner("GET", "/api/reports/utilisation?from=2026-02-23&to=2026-03-08");
    const report = (await response.json()) as { tables: { rows: Record<string, unknown>[] }[] };
    const ada = report.tables[1]!.rows.filter((row) => row.name === "Ada Lovelace");
    // 23–27 February: five weekdays of 420; 2–6 March the same, with 135 booked.
    expect(ada).toEqual([
      { month: "2026-02", name: "Ada Lovelace", kind: "Practitioner", workingMinutes: 2100, bookedMinutes: 0, utilisation: 0 },
      { month: "2026-03", name: "Ada Lovelace", kind: "Practitioner", workingMinutes: 2100, bookedMinutes: 135, utilisation: 6.4 },
    ]);
  });

  it("gives the CSV and refuses reception", async () => {
    const csv = await owner("GET", "/api/reports/utilisation?from=2026-03-01&to=2026-03-14&format=csv");
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).replace(/^\uFEFF/, "").trim().split(/\r?\n/);
    expect(lines[0]).toBe("Who or what,Kind,Working minutes,Booked minutes,Utilisation (%)");
    expect(lines[1]).toBe("Ada Lovelace,Practitioner,3540,135,3.8");
    expect((await reception("GET", "/api/reports/utilisation")).status).toBe(403);
  });
});
