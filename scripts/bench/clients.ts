// `npm run bench:clients`: client records at size (issue 23). 100,000 bookings, each past booking a client of its own
// (so as many clients as a busy studio has in years), and one regular with 200 visits. Times, through the real
// Express app signed in as the owner, the dashboard's client search (by name, by email and by phone prefix) and her
// record (GET /api/clients/:id: visits with practitioners, totals, notes, vouchers, membership, courses, marketing).
// Target: each median at most 100 ms. Writes bench/clients.json and bench/clients.md.
import { mkdir, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import { loadavg } from "node:os";
import { percentiles, seededDatabase, signedInApp, timeRuns } from "./seeded-database";

const BOOKINGS = 100_000;
const VISITS = 200;
const RUNS = 100;
const TARGET_MS = 100;

const database = await seededDatabase();
let server: Server | undefined;
try {
  const { sql } = database;
  await database.grow(BOOKINGS - VISITS);
  // The regular: 200 visits a fortnight apart, each with its practitioner (before the history, which fills every hour
  // of the owner's column), and a few notes about her.
  await sql`
    insert into bookings (name, email, phone, service, items, total_pence, status, payment_status, paid_at, starts_at, ends_at, blocked_until, created_at)
    select 'Rosa Regular', 'rosa.regular@example.com', '07700 912345', 'Henna Brows', '[]'::jsonb, 3500,
      case when g % 25 = 0 then 'no-show' else 'completed' end, 'paid', s - interval '3 days',
      s, s + interval '45 minutes', s + interval '60 minutes', s - interval '3 days'
    from (select g, date_trunc('hour', now()) - interval '12 years' - g * interval '14 days' as s from generate_series(1, ${VISITS}::int) g) visits`;
  await sql`
    insert into allocations (booking_id, staff_member_id, starts_at, ends_at)
    select b.id, (select id from staff_members where role = 'owner' order by position limit 1), b.starts_at, b.blocked_until
    from bookings b where b.email = 'rosa.regular@example.com'`;
  const [rosa] = await sql<{ id: string }[]>`select id from clients where email = 'rosa.regular@example.com'`;
  await sql`insert into client_notes (client_id, text, author) select ${rosa!.id}, 'Note ' || g, 'Bench' from generate_series(1, 10) g`;
  await sql`vacuum analyze`;
  const totals = (await sql<{ bookings: number; clients: number }[]>`select (select count(*)::int from bookings) as bookings, (select count(*)::int from clients) as clients`)[0]!;

  const served = await signedInApp(database);
  server = served.server;
  const { base, cookie } = served;
  const get = async (path: string) => {
    const response = await fetch(`${base}${path}`, { headers: { cookie } });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`GET ${path}: ${response.status} ${body}`);
    return body;
  };
  const searches = [
    { label: "name prefix", query: "rosa reg" },
    { label: "a word of the name", query: "regular" },
    { label: "email prefix", query: "client4242" },
    { label: "phone prefix", query: "07700 0424" },
    { label: "a common first word (a full page of 25)", query: "client" },
  ];
  const searchRows = [];
  for (const search of searches) {
    let found = 0;
    const timings = await timeRuns(RUNS, async () => {
      found = (JSON.parse(await get(`/api/clients?search=${encodeURIComponent(search.query)}`)) as unknown[]).length;
    });
    searchRows.push({ ...search, found, ...percentiles(timings) });
  }
  let visits = 0;
  let bytes = 0;
  const record = percentiles(
    await timeRuns(RUNS, async () => {
      const body = await get(`/api/clients/${rosa!.id}`);
      bytes = Buffer.byteLength(body);
      visits = (JSON.parse(body) as { visits: unknown[] }).visits.length;
    }),
  );

  const report = {
    measuredAt: new Date().toISOString(),
    bookings: totals.bookings,
    clients: totals.clients,
    searches: searchRows,
    record: { visits, bytes, ...record },
    targetMedianMs: TARGET_MS,
    loadAverage: loadavg().map((value) => Number(value.toFixed(2))),
  };
  await mkdir("bench", { recursive: true });
  await writeFile("bench/clients.json", JSON.stringify(report, null, 2) + "\n");
  const verdict = (ms: number) => (ms <= TARGET_MS ? "met" : "**missed**");
  const lines = [
    `# Client records at size, ${report.measuredAt}`,
    "",
    `${totals.bookings.toLocaleString("en-GB")} bookings and ${totals.clients.toLocaleString("en-GB")} clients (\`npm run bench:clients\`, scripts/bench/clients.ts), through the Express app signed in as the owner, ${RUNS} runs each after 5 warm-ups. Load average while measuring: ${report.loadAverage.join(", ")} (2 cores). Target: each median at most ${TARGET_MS} ms.`,
    "",
    "## The dashboard's client search (`GET /api/clients?search=`)",
    "",
    "| search | text | clients found | median | p95 | target |",
    "| --- | --- | ---: | ---: | ---: | --- |",
    ...searchRows.map((row) => `| ${row.label} | \`${row.query}\` | ${row.found} | ${row.medianMs} ms | ${row.p95Ms} ms | ${verdict(row.medianMs)} |`),
    "",
    "## A record with 200 visits (`GET /api/clients/:id`)",
    "",
    "| visits | size | median | p95 | target |",
    "| ---: | ---: | ---: | ---: | --- |",
    `| ${visits} | ${(bytes / 1024).toFixed(1)} KB | ${record.medianMs} ms | ${record.p95Ms} ms | ${verdict(record.medianMs)} |`,
    "",
  ];
  await writeFile("bench/clients.md", lines.join("\n"));
  console.log(JSON.stringify(report, null, 2));
} finally {
  server?.closeAllConnections();
  server?.close();
  await database.stop();
}
