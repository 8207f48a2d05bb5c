// `npm run bench:availability`: 8 weeks of slots for a 3-item basket. First the engine alone against 10,000
// bookings handed to it (target: median under 20 ms); then the whole call, its queries included, on an embedded
// PostgreSQL holding 10,000 and 100,000 bookings (target: median at most 10 ms at 100,000), with the plan of the
// diary query. Writes bench/availability.json and bench/availability.md.
import { mkdir, writeFile } from "node:fs/promises";
import { loadavg } from "node:os";
import { findAvailability } from "~/features/booking/index.server";
import { diaryColumns, occupiedQuery } from "~/features/booking/diary/diary-columns.server";
import { weeklyHours } from "~/features/schedule/index.server";
import { STUDIO_ZONE } from "~/lib/studio-clock";
import { studioMidnight, studioToday } from "~/lib/studio-clock";
import { percentiles, seededDatabase, timeRuns } from "./seeded-database";
import { availableSlots, defaultAvailabilitySettings, type Busy } from "~/features/booking/rules/times/availability";
import { priceBasket } from "~/features/booking/rules/basket";
import { addDays } from "~/lib/zoned-time";
import { bookableFacts, serviceFacts } from "~/features/studio";

const RUNS = 200;
const now = new Date();
const from = studioToday(now);
const basket = priceBasket([
  { id: "henna-brows", type: "service" },
  { id: "tint-spell", type: "service" },
  { id: "cloud-wax", type: "service" },
], bookableFacts(serviceFacts));

// 10,000 bookings of 30-90 minutes on the 15-minute grid: two years of history and the coming 8 weeks, all handed
// to the engine (the worst case: as if the query had not narrowed them to the window).
let seed = 42;
const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
const spanMs = (730 + 56) * 86_400_000;
const busy: Busy[] = Array.from({ length: 10_000 }, () => {
  const start = now.getTime() - 730 * 86_400_000 + Math.floor((random() * spanMs) / 900_000) * 900_000;
  return { start, end: start + (30 + Math.floor(random() * 5) * 15) * 60_000 };
});

const timings: number[] = [];
let slots = 0;
for (let run = 0; run < RUNS + 20; run++) {
  const started = performance.now();
  slots = availableSlots({ from, days: 56, durationMinutes: basket.durationMinutes, busy, now, settings: defaultAvailabilitySettings }).length;
  if (run >= 20) timings.push(performance.now() - started); // the first runs warm up the JIT
}
timings.sort((a, b) => a - b);
const median = timings[Math.floor(timings.length / 2)]!;
const p95 = timings[Math.floor(timings.length * 0.95)]!;
// The whole call on a real database: its two queries (the diary, the schedule) and the engine.
const database = await seededDatabase();
const settings = { ...defaultAvailabilitySettings, holdMinutes: 15, courseExpiryMonths: 12, offerMinutes: 30, earlyAccessDays: 7 };
const items = [
  { id: "henna-brows", type: "service" as const },
  { id: "tint-spell", type: "service" as const },
  { id: "cloud-wax", type: "service" as const },
];
const withDatabase: { bookings: number; medianMs: number; p95Ms: number; slotsFound: number; diaryQuery: { medianMs: number; p95Ms: number } }[] = [];
let plan: string;
try {
  for (const size of [10_000, 100_000]) {
    await database.grow(size);
    let found = 0;
    const runs = await timeRuns(300, async () => {
      found = (await findAvailability(database.db, { items, from, days: 56, now: new Date(), settings })).slots.length;
    });
    const hours = await weeklyHours(database.db);
    const diary = await timeRuns(300, () => diaryColumns(database.db, { from: studioMidnight(from), to: studioMidnight(addDays(from, 57)), hours, timeZone: STUDIO_ZONE }));
    withDatabase.push({ bookings: size, ...percentiles(runs), slotsFound: found, diaryQuery: percentiles(diary) });
  }
  const start = studioMidnight(from);
  const end = studioMidnight(addDays(from, 57));
  const query = occupiedQuery(database.db, start, end).toSQL();
  const rows = await database.sql.unsafe(`explain (analyze, buffers, costs off, timing off) ${query.sql}`, query.params as never[]);
  plan = rows.map((row) => String((row as Record<string, unknown>)["QUERY PLAN"])).join("\n");
} finally {
  await database.stop();
}

const report = {
  measuredAt: new Date().toISOString(),
  runs: RUNS,
  days: 56,
  basketMinutes: basket.durationMinutes,
  existingBookings: busy.length,
  slotsFound: slots,
  medianMs: Number(median.toFixed(3)),
  p95Ms: Number(p95.toFixed(3)),
  targetMs: 20,
  through: addDays(from, 55),
  withDatabase,
  withDatabaseTargetMs: 10,
  /** The machine's load while measuring (2 cores): other work in parallel slows every figure. */
  loadAverage: loadavg().map((value) => Number(value.toFixed(2))),
  diaryQueryPlanAt100k: plan,
};
await mkdir("bench", { recursive: true });
await writeFile("bench/availability.json", JSON.stringify(report, null, 2) + "\n");
await writeFile(
  "bench/availability.md",
  `# Availability engine, ${report.measuredAt}\n\n8 weeks (${from} to ${report.through}), a 3-item basket (${basket.durationMinutes} min), ${busy.length} existing bookings, ${RUNS} runs.\n\n- median: **${report.medianMs} ms** (target under 20 ms)\n- p95: ${report.p95Ms} ms\n- slots found: ${slots}\n\n## With the database\n\nThe whole call (\`findAvailability\`: the diary and schedule queries, then the engine) on an embedded PostgreSQL, 300 runs each; beside it the diary's reading alone (\`diaryColumns\` over the 8 weeks: the team, leave and what occupies each column). Target: median at most 10 ms at 100,000 bookings. Load average while measuring: ${report.loadAverage.join(", ")} (2 cores).\n\n| bookings | median | p95 | slots found | diary query median | diary query p95 |\n| ---: | ---: | ---: | ---: | ---: | ---: |\n${withDatabase.map((row) => `| ${row.bookings.toLocaleString("en-GB")} | ${row.medianMs} ms | ${row.p95Ms} ms | ${row.slotsFound} | ${row.diaryQuery.medianMs} ms | ${row.diaryQuery.p95Ms} ms |`).join("\n")}\n\nThe allocations query at 100,000 bookings (\`occupiedQuery\`: allocations meeting the window whose booking \`occupies\` its time, features/booking/diary/diary-columns.server.ts):\n\n\`\`\`\n${plan}\n\`\`\`\n`,
);
console.log(`engine: median ${report.medianMs} ms, p95 ${report.p95Ms} ms, ${slots} slots`);
for (const row of withDatabase) console.log(`${row.bookings} bookings: median ${row.medianMs} ms, p95 ${row.p95Ms} ms, ${row.slotsFound} slots`);
console.log(plan);
