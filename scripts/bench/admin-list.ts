// `npm run bench:admin-list`: the first page of the staff bookings list at 100,000 bookings, as the API answers it
// (GET /api/bookings through the real Express app) and as the /admin loader reads it (stat cards, the page and its
// count, contacts, waitlist). Targets: at most 300 ms and 100 KB each. Also a prefix search, the query plans, and
// Lighthouse on /admin, signed in, served by the production build (`npm run build` first) from that database.
// Writes bench/admin-list.json and bench/admin-list.md.
import { mkdir, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import { loadavg } from "node:os";
import type { AppLoadContext } from "react-router";
import { defaultEmailContext } from "~/features/mail";
import { sql } from "drizzle-orm";
import { dashboardStatsQuery } from "~/features/staff/admin.server";
import { dashboardLoader } from "~/features/staff/admin-page.server";
import { listBookingPage } from "~/features/booking/admin/index.server";
import { sessionCookieName } from "~/features/staff-session";
import * as chromeLauncher from "chrome-launcher";
import { percentiles, seededDatabase, signedInApp, timeRuns } from "./seeded-database";
// @ts-expect-error: plain JavaScript modules shared with the .mjs benchmarks
import { auditPage, chromeFlags } from "./lighthouse-page.mjs";
// @ts-expect-error: as above
import { startBenchServer } from "./server.mjs";

const BOOKINGS = 100_000;
const RUNS = 50;
const TARGET_MS = 300;
const TARGET_BYTES = 100 * 1024;

const database = await seededDatabase();
let server: Server | undefined;
try {
  await database.grow(BOOKINGS);
  const served = await signedInApp(database);
  server = served.server;
  const { base, cookie } = served;

  let apiBytes = 0;
  let apiRows = 0;
  const api = await timeRuns(RUNS, async () => {
    const response = await fetch(`${base}/api/bookings`, { headers: { cookie } });
    const body = await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`GET /api/bookings: ${response.status}`);
    apiBytes = body.byteLength;
    apiRows = (JSON.parse(new TextDecoder().decode(body)) as unknown[]).length;
  });

  const context = { db: database.db, production: false, emailContext: defaultEmailContext, contentChanged: () => {} } as unknown as AppLoadContext;
  let loaderBytes = 0;
  const loader = await timeRuns(RUNS, async () => {
    const data = await dashboardLoader({ request: new Request("http://studio.test/admin", { headers: { cookie } }), context, params: {} } as never);
    loaderBytes = Buffer.byteLength(JSON.stringify(data));
  });

  const search = await timeRuns(RUNS, () => listBookingPage(database.db, { search: "client1234" }));
  const status = await timeRuns(RUNS, () => listBookingPage(database.db, { status: "cancelled", abandoned: true }));

  const explain = async (text: string) =>
    (await database.sql.unsafe(`explain (analyze, costs off, timing off) ${text}`)).map((row) => String((row as Record<string, unknown>)["QUERY PLAN"])).join("\n");
  const plans = {
    firstPage: await explain(
      `select * from bookings where (status <> 'cancelled' or cancellation_reason is null or cancellation_reason <> 'hold-expired' or paid_at is not null) order by created_at desc nulls last, id desc nulls last limit 51`,
    ),
    stats: (await database.db.execute(sql`explain (analyze, costs off, timing off) ${dashboardStatsQuery()}`)).map((row) => String((row as Record<string, unknown>)["QUERY PLAN"])).join("\n"),
    search: await explain(
      `select * from bookings where lower(name) like 'client1234%' or lower(split_part(name, ' ', -1)) like 'client1234%' or lower(email) like 'client1234%' or phone like 'client1234%' or lower(service) like 'client1234%' order by created_at desc nulls last, id desc nulls last limit 51`,
    ),
  };

  // The dashboard as staff open it: the production server on this database, the session cookie production names.
  const production = await startBenchServer({ DATABASE_URL: database.url, RATE_LIMIT: "100000/60" });
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", chromeFlags });
  let adminPage: Record<string, unknown>;
  try {
    const productionCookie = `${sessionCookieName(true)}=${encodeURIComponent(served.sessionId)}`;
    const status = (await fetch(`${production.baseUrl}/admin`, { headers: { cookie: productionCookie }, redirect: "manual" })).status;
    if (status !== 200) throw new Error(`GET /admin signed in: ${status}`);
    adminPage = await auditPage(`${production.baseUrl}/admin`, { port: chrome.port, headers: { Cookie: productionCookie } });
  } finally {
    await chrome.kill();
    await production.stop();
  }

  const report = {
    measuredAt: new Date().toISOString(),
    bookings: BOOKINGS,
    runs: RUNS,
    loadAverage: loadavg().map((value) => Number(value.toFixed(2))),
    targets: { ms: TARGET_MS, bytes: TARGET_BYTES },
    api: { ...percentiles(api), bytes: apiBytes, rows: apiRows },
    loader: { ...percentiles(loader), bytes: loaderBytes },
    searchPage: percentiles(search),
    cancelledPage: percentiles(status),
    adminPage,
    plans,
  };
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  await mkdir("bench", { recursive: true });
  await writeFile("bench/admin-list.json", JSON.stringify(report, null, 2) + "\n");
  await writeFile(
    "bench/admin-list.md",
    `# Staff bookings list, ${report.measuredAt}

The first page of the list with ${BOOKINGS.toLocaleString("en-GB")} bookings on an embedded PostgreSQL, ${RUNS} runs each
(after 5 to warm up). Targets: at most ${TARGET_MS} ms and ${kb(TARGET_BYTES)}. Load average while measuring:
${report.loadAverage.join(", ")} (2 cores).

| what | median | p95 | size |
| --- | ---: | ---: | ---: |
| \`GET /api/bookings\` (${apiRows} rows, through Express) | ${report.api.medianMs} ms | ${report.api.p95Ms} ms | ${kb(apiBytes)} |
| the /admin loader's data (stats, page, count, contacts, waitlist) | ${report.loader.medianMs} ms | ${report.loader.p95Ms} ms | ${kb(loaderBytes)} |
| a prefix search ("client1234") | ${report.searchPage.medianMs} ms | ${report.searchPage.p95Ms} ms | |
| cancelled bookings, abandoned holds shown | ${report.cancelledPage.medianMs} ms | ${report.cancelledPage.p95Ms} ms | |

Lighthouse (mobile) on /admin, signed in, with the same ${BOOKINGS.toLocaleString("en-GB")} bookings: ${
      "error" in adminPage
        ? `the run failed (${String(adminPage.error)})`
        : `performance ${String(adminPage.performance)}, accessibility ${String(adminPage.accessibility)}, best practices ${String(adminPage.bestPractices)}; LCP ${String(adminPage.lcpMs)} ms, TBT ${String(adminPage.tbtMs)} ms, CLS ${String(adminPage.cls)}, ${String(adminPage.jsKbGzip)} KB of JavaScript (gzip)`
    }.

The first page walks bookings_created_at_idx and stops after one page:

\`\`\`
${plans.firstPage}
\`\`\`

The stat cards count from indexes (starts_at, and the pending and paid_at partial indexes of migration 0008):

\`\`\`
${plans.stats}
\`\`\`

A search reads the prefix indexes of migration 0008:

\`\`\`
${plans.search}
\`\`\`
`,
  );
  console.log(JSON.stringify({ api: report.api, loader: report.loader, search: report.searchPage, cancelled: report.cancelledPage, adminPage }));
  console.log(plans.firstPage);
  console.log(plans.search);
} finally {
  server?.closeAllConnections();
  server?.close();
  await database.stop();
}
