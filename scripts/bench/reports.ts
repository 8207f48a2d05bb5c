// `npm run bench:reports`: the owner's reports at size (issue 24). 100,000 bookings (the history one an hour going back
// over eleven years, each paid), then each report over the last 12 months through the real Express app signed in as
// the owner. Target: each median at most 300 ms. Writes bench/reports.json and bench/reports.md.
import { mkdir, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import { loadavg } from "node:os";
import { reportNames } from "~/features/reports";
import { studioToday } from "~/lib/studio-clock";
import { addDays } from "~/lib/zoned-time";
import { percentiles, seededDatabase, signedInApp, timeRuns } from "./seeded-database";

const BOOKINGS = 100_000;
const RUNS = 30;
const TARGET_MS = 300;

const database = await seededDatabase();
let server: Server | undefined;
try {
  await database.grow(BOOKINGS);
  await database.sql`vacuum analyze`;
  const served = await signedInApp(database);
  server = served.server;
  const to = studioToday();
  const from = addDays(to, -364);
  const rows = [];
  for (const name of reportNames) {
    let bytes = 0;
    const timings = await timeRuns(RUNS, async () => {
      const response = await fetch(`${served.base}/api/reports/${name}?from=${from}&to=${to}`, { headers: { cookie: served.cookie } });
      const body = await response.text();
      if (response.status !== 200) throw new Error(`GET /api/reports/${name}: ${response.status} ${body}`);
      bytes = Buffer.byteLength(body);
    });
    rows.push({ name, bytes, ...percentiles(timings) });
  }
  const report = { measuredAt: new Date().toISOString(), bookings: database.count, from, to, reports: rows, targetMedianMs: TARGET_MS, loadAverage: loadavg().map((value) => Number(value.toFixed(2))) };
  await mkdir("bench", { recursive: true });
  await writeFile("bench/reports.json", JSON.stringify(report, null, 2) + "\n");
  const lines = [
    `# The owner's reports at size, ${report.measuredAt}`,
    "",
    `${report.bookings.toLocaleString("en-GB")} bookings; each report from ${from} to ${to} through the Express app signed in as the owner (\`npm run bench:reports\`, scripts/bench/reports.ts), ${RUNS} runs after 5 warm-ups. Load average while measuring: ${report.loadAverage.join(", ")} (2 cores). Target: median at most ${TARGET_MS} ms.`,
    "",
    "| report | size | median | p95 | target |",
    "| --- | ---: | ---: | ---: | --- |",
    ...rows.map((row) => `| ${row.name} | ${(row.bytes / 1024).toFixed(1)} KB | ${row.medianMs} ms | ${row.p95Ms} ms | ${row.medianMs <= TARGET_MS ? "met" : "**missed**"} |`),
    "",
  ];
  await writeFile("bench/reports.md", lines.join("\n"));
  console.log(JSON.stringify(report, null, 2));
} finally {
  server?.closeAllConnections();
  server?.close();
  await database.stop();
}
