// `npm run bench:team`: the team diary at size (issue 22). 4 practitioners, 3 rooms or machines and 100,000 bookings
// (the past on the owner's column, the coming 8 weeks busy on every practitioner's): availability for a 3-item basket
// over 8 weeks, for "any practitioner" and for a named one (target: median at most 10 ms), and GET /api/diary for a
// busy week through the real Express app, signed in as the owner (target: at most 300 ms and 100 KB). Writes
// bench/team.json and bench/team.md.
import { mkdir, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import { loadavg } from "node:os";
import { gzipSync } from "node:zlib";
import { findAvailability } from "~/features/booking/index.server";
import { defaultAvailabilitySettings, teamSlots } from "~/features/booking/rules/times/availability";
import { diaryItemsOf } from "~/features/booking/diary/diary-columns.server";
import { diaryBetween } from "~/features/booking/diary/diary.server";
import { priceBasket } from "~/features/booking/rules/basket";
import { bookableFacts, serviceFacts } from "~/features/studio";
import { STUDIO_ZONE, studioMidnight } from "~/lib/studio-clock";
import { studioToday } from "~/lib/studio-clock";
import { addDays, weekdayOf } from "~/lib/zoned-time";
import { percentiles, seededDatabase, signedInApp, timeRuns } from "./seeded-database";

const BOOKINGS = 100_000;
const RUNS = 200;
const DIARY_RUNS = 50;
const AVAILABILITY_TARGET_MS = 10;
const DIARY_TARGET_MS = 300;
const DIARY_TARGET_BYTES = 100 * 1024;

const today = studioToday();
let monday = addDays(today, 7);
while (weekdayOf(monday) !== "monday") monday = addDays(monday, 1);
const items = [
  { id: "henna-brows", type: "service" as const },
  { id: "cloud-wax", type: "service" as const },
  { id: "the-ice-sculpt", type: "package" as const, packageIndex: 0 },
];
const settings = { ...defaultAvailabilitySettings, holdMinutes: 15, courseExpiryMonths: 12, offerMinutes: 30, earlyAccessDays: 0 };

const database = await seededDatabase();
let server: Server | undefined;
try {
  const { sql } = database;
  // The team: the demo's Maya (owner, brows) and Priya (machine treatments), and two more who do everything, each on
  // weekday hours with a lunch break; a second room that henna needs beside the treatment room and the machine.
  await sql`update service_facts set state = 'live' where slug = 'the-ice-sculpt'`;
  const added = await sql<{ id: string }[]>`
    insert into staff_members (name, role, position) values ('Bench Three', 'practitioner', 2), ('Bench Four', 'practitioner', 3) returning id`;
  await sql`
    insert into staff_services (staff_member_id, service_slug)
    select m.id, f.slug from staff_members m cross join service_facts f where m.id in ${sql(added.map((row) => row.id))}`;
  await sql`
    insert into staff_hours (staff_member_id, weekday, opens, closes)
    select m.id, d, w.opens, w.closes from staff_members m cross join generate_series(1, 6) d
      cross join (values ('09:00', '13:00'), ('14:00', '18:00')) w(opens, closes)
    where m.id in ${sql(added.map((row) => row.id))}`;
  const [secondRoom] = await sql<{ id: string }[]>`insert into resources (name, kind, position) values ('Second room', 'room', 2) returning id`;
  await sql`insert into resource_services (resource_id, service_slug) values (${secondRoom!.id}, 'henna-brows')`;
  const practitioners = await sql<{ id: string; name: string }[]>`
    select distinct m.id, m.name, m.position from staff_members m join staff_services s on s.staff_member_id = m.id where m.active order by m.position`;
  const resourceCount = (await sql<{ n: number }[]>`select count(*)::int as n from resources where active`)[0]!.n;
  // The seeded 8 weeks and the busy weeks below count towards the 100,000: the rest is history.
  const busyBookings = (practitioners.length - 1) * (2 * 57 - 2);
  await database.grow(BOOKINGS - busyBookings);
  // The coming 8 weeks busy on each practitioner but the owner (who has the seeded future): 10:00 and 15:00 every day,
  // each booking with its practitioner's allocation, as a booking through the diary writes it.
  for (const practitioner of practitioners.slice(1)) {
    await sql`
      with made as (
        insert into bookings (name, email, phone, service, items, total_pence, status, payment_status, paid_at, starts_at, ends_at, blocked_until, created_at)
        select 'Busy ' || g || ' Client', 'busy' || g || '@example.com', '07700 900000', 'Cloud Wax', '[]'::jsonb, 2500, 'confirmed', 'paid', now(),
          s, s + interval '45 minutes', s + interval '60 minutes', now()
        from (select g, date_trunc('day', now()) + (g / 2) * interval '1 day' + case when g % 2 = 0 then interval '10 hours' else interval '15 hours' end as s
              from generate_series(2, 2 * 57 - 1) g) future
        returning id, starts_at, blocked_until)
      insert into allocations (booking_id, staff_member_id, starts_at, ends_at) select id, ${practitioner.id}, starts_at, blocked_until from made`;
  }
  await sql`vacuum analyze`;
  const total = (await sql<{ n: number }[]>`select count(*)::int as n from bookings`)[0]!.n;

  let slotsAny = 0;
  const any = await timeRuns(RUNS, async () => {
    slotsAny = (await findAvailability(database.db, { items, from: today, days: 56, now: new Date(), settings })).slots.length;
  });
  // Where the time goes, for "any": reading the diary (one statement: the schedule and every column's spans, as findAvailability
  // reads them) and planning each start.
  const window = { from: studioMidnight(addDays(today, -1)), to: studioMidnight(addDays(today, 57)), timeZone: STUDIO_ZONE };
  const reading = await timeRuns(RUNS, () => diaryBetween(database.db, window));
  const { schedule, diary } = await diaryBetween(database.db, window);
  // The basket as the call prices it: the facts as the database holds them (The Ice Sculpt made live above).
  const needs = diary.needs(diaryItemsOf(priceBasket(items, bookableFacts(serviceFacts.map((facts) => ({ ...facts, state: "live" as const })))).lines));
  const planning = await timeRuns(RUNS, async () =>
    teamSlots({ from: today, days: 56, now: new Date(), settings, ...schedule, items: needs, columns: diary.columns, orderOn: diary.orderOn }),
  );
  const named = practitioners.at(-1)!;
  let slotsNamed = 0;
  const hers = await timeRuns(RUNS, async () => {
    slotsNamed = (await findAvailability(database.db, { items, from: today, days: 56, now: new Date(), settings, practitioner: named.id })).slots.length;
  });

  const served = await signedInApp(database);
  server = served.server;
  const { base, cookie } = served;
  let bytes = 0;
  let gzipBytes = 0;
  let columns = 0;
  let diaryItems = 0;
  const diaryTimes = await timeRuns(DIARY_RUNS, async () => {
    const response = await fetch(`${base}/api/diary?from=${monday}&days=7`, { headers: { cookie } });
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200) throw new Error(`GET /api/diary: ${response.status} ${body.toString()}`);
    bytes = body.length;
    gzipBytes = gzipSync(body).length;
    const parsed = JSON.parse(body.toString()) as { columns: unknown[]; items: unknown[] };
    columns = parsed.columns.length;
    diaryItems = parsed.items.length;
  });

  const report = {
    measuredAt: new Date().toISOString(),
    bookings: total,
    practitioners: practitioners.length,
    roomsAndMachines: resourceCount,
    basket: items.map((item) => item.id),
    days: 56,
    availability: {
      any: { ...percentiles(any), slotsFound: slotsAny, readingTheDiary: percentiles(reading), planningEachStart: percentiles(planning) },
      named: { ...percentiles(hers), slotsFound: slotsNamed, practitioner: named.name },
      targetMedianMs: AVAILABILITY_TARGET_MS,
    },
    diary: { week: monday, ...percentiles(diaryTimes), maxMs: Number(Math.max(...diaryTimes).toFixed(3)), bytes, gzipBytes, columns, items: diaryItems, targetMs: DIARY_TARGET_MS, targetBytes: DIARY_TARGET_BYTES },
    loadAverage: loadavg().map((value) => Number(value.toFixed(2))),
  };
  await mkdir("bench", { recursive: true });
  await writeFile("bench/team.json", JSON.stringify(report, null, 2) + "\n");
  const verdict = (ok: boolean) => (ok ? "met" : "**missed**");
  await writeFile(
    "bench/team.md",
    `# The team diary at size, ${report.measuredAt}\n\n${total.toLocaleString("en-GB")} bookings, ${practitioners.length} practitioners, ${resourceCount} rooms or machines (\`npm run bench:team\`, scripts/bench/team.ts). Load average while measuring: ${report.loadAverage.join(", ")} (2 cores).\n\n## Availability\n\nA 3-item basket (${report.basket.join(", ")}: brows, and the fat-freezing machine with its processing time) over 8 weeks from today, \`findAvailability\` with its queries on the embedded PostgreSQL, ${RUNS} runs after 5 warm-ups. Target: median at most ${AVAILABILITY_TARGET_MS} ms.\n\n| practitioner | median | p95 | slots found | target |\n| --- | ---: | ---: | ---: | --- |\n| any | ${report.availability.any.medianMs} ms | ${report.availability.any.p95Ms} ms | ${slotsAny} | ${verdict(report.availability.any.medianMs <= AVAILABILITY_TARGET_MS)} |\n| ${named.name} | ${report.availability.named.medianMs} ms | ${report.availability.named.p95Ms} ms | ${slotsNamed} | ${verdict(report.availability.named.medianMs <= AVAILABILITY_TARGET_MS)} |\n\nWhere "any" spends it: reading the diary (one statement: the schedule, and every column's hours, leave and allocations over the 8 weeks: \`diaryBetween\`) median ${report.availability.any.readingTheDiary.medianMs} ms; planning every start time (\`teamSlots\`) median ${report.availability.any.planningEachStart.medianMs} ms.\n\n## GET /api/diary for a week\n\nThe week of ${monday}, through the Express app, signed in as the owner (${columns} columns, ${diaryItems} items), ${DIARY_RUNS} runs after 5 warm-ups. Targets: at most ${DIARY_TARGET_MS} ms and ${DIARY_TARGET_BYTES / 1024} KB.\n\n| median | p95 | slowest | size | gzip | target |\n| ---: | ---: | ---: | ---: | ---: | --- |\n| ${report.diary.medianMs} ms | ${report.diary.p95Ms} ms | ${report.diary.maxMs} ms | ${(bytes / 1024).toFixed(1)} KB | ${(gzipBytes / 1024).toFixed(1)} KB | ${verdict(report.diary.maxMs <= DIARY_TARGET_MS && bytes <= DIARY_TARGET_BYTES)} |\n`,
  );
  console.log(JSON.stringify(report, null, 2));
} finally {
  server?.closeAllConnections();
  server?.close();
  await database.stop();
}
