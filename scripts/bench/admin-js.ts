// `npm run bench:admin-js [-- paths…]`: the JavaScript a signed-in /admin loads in Chromium (production build,
// `npm run build` first), as transferred (brotli bodies and response headers, what Lighthouse counts as JavaScript
// weight) and as gzip of the bodies, script by script. Defaults to the diary (/admin?tab=calendar, its day view) and
// /admin. Writes bench/admin-js.json and bench/admin-js.md; issue 22's target is at most 120 KB transferred.
import { mkdir, writeFile } from "node:fs/promises";
import { cpus, loadavg } from "node:os";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { createStaffUser } from "~/features/team/index.server";
import { seededDatabase } from "./seeded-database";
// @ts-expect-error: plain JavaScript module shared with the .mjs benchmarks
import { startBenchServer } from "./server.mjs";

const TARGET_KB = 120;
const SHOWN = Number(process.env.SHOWN ?? 15);
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["/admin?tab=calendar", "/admin?tab=calendar&view=day", "/admin"];
const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

interface Script {
  url: string;
  body: number;
  headers: number;
  gzip: number;
}
interface Row {
  path: string;
  scripts: number;
  transferredKb: number;
  headersKb: number;
  gzipKb: number;
  largest: { url: string; transferredKb: number; gzipKb: number }[];
}

const database = await seededDatabase();
await createStaffUser(database.db, "bench", "lavender mews teapot bench");
const server = await startBenchServer({ DATABASE_URL: database.url, RATE_LIMIT: "100000/60" });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" });
const rows: Row[] = [];
try {
  const base: string = server.baseUrl;
  const login = await fetch(`${base}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "bench", password: "lavender mews teapot bench" }) });
  const cookie = login.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
  for (const path of paths) {
    const page = await browser.newPage({ extraHTTPHeaders: { Cookie: cookie } });
    const pending: Promise<Script>[] = [];
    page.on("requestfinished", (request) => {
      if (request.resourceType() !== "script") return;
      pending.push(
        (async () => {
          const response = await request.response();
          const sizes = await request.sizes();
          const body = (await response?.body()) ?? Buffer.alloc(0);
          return { url: request.url().replace(base, ""), body: sizes.responseBodySize, headers: sizes.responseHeadersSize, gzip: gzipSync(body).length };
        })(),
      );
    });
    // A page whose scripts fail would load less and read well: it stops the bench instead.
    const failures: string[] = [];
    page.on("pageerror", (error) => failures.push(error.message));
    page.on("console", (message) => message.type() === "error" && failures.push(message.text()));
    // networkidle: the lazy tab's chunk and what it imports have come too, as Lighthouse waits for them.
    await page.goto(base + path, { waitUntil: "networkidle" });
    await page.locator("section[aria-busy='true']").waitFor({ state: "detached", timeout: 15_000 }).catch(() => failures.push("the diary never hydrated"));
    if (failures.length > 0) throw new Error(`${path}: ${failures.join("; ")}`);
    const scripts = (await Promise.all(pending)).sort((a, b) => b.body + b.headers - (a.body + a.headers));
    const sum = (pick: (script: Script) => number) => scripts.reduce((total, script) => total + pick(script), 0);
    const row: Row = {
      path,
      scripts: scripts.length,
      transferredKb: kb(sum((script) => script.body + script.headers)),
      headersKb: kb(sum((script) => script.headers)),
      gzipKb: kb(sum((script) => script.gzip)),
      largest: scripts.slice(0, SHOWN).map((script) => ({ url: script.url, transferredKb: kb(script.body + script.headers), gzipKb: kb(script.gzip) })),
    };
    rows.push(row);
    console.log(`${path}: ${row.scripts} scripts, ${row.transferredKb} KB transferred (${row.headersKb} KB of it headers), ${row.gzipKb} KB gzip`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
  await database.stop();
}

const report = { measuredAt: new Date().toISOString(), cores: cpus().length, loadAverage: loadavg().map((value) => Number(value.toFixed(2))), targetKb: TARGET_KB, rows };
await mkdir("bench", { recursive: true });
await writeFile("bench/admin-js.json", JSON.stringify(report, null, 2) + "\n");
await writeFile(
  "bench/admin-js.md",
  `# /admin's JavaScript, ${report.measuredAt}

What a signed-in /admin loads in Chromium (\`npm run bench:admin-js\`, scripts/bench/admin-js.ts; production build,
waiting for the network to go quiet, so the shown tab's lazy chunk is counted). **Transferred** is the brotli
bodies plus their response headers, what Lighthouse counts as JavaScript weight; issue 22's target is at most
${TARGET_KB} KB on the diary. **gzip** is the bodies gzipped, for comparison with older figures. Sizes do not depend on
the machine's load (${report.loadAverage.join(", ")}, ${report.cores} cores).

| page | scripts | transferred | of it headers | gzip | target |
|---|---:|---:|---:|---:|---|
${rows.map((row) => `| ${row.path} | ${row.scripts} | ${row.transferredKb} KB | ${row.headersKb} KB | ${row.gzipKb} KB | ${row.path.includes("tab=calendar") ? (row.transferredKb <= TARGET_KB ? "met" : "**missed**") : "–"} |`).join("\n")}

${rows
  .map(
    (row) => `## ${row.path}: the ${Math.min(SHOWN, row.scripts)} largest scripts

| script | transferred | gzip |
|---|---:|---:|
${row.largest.map((script) => `| ${script.url} | ${script.transferredKb} KB | ${script.gzipKb} KB |`).join("\n")}
`,
  )
  .join("\n")}`,
);
console.log("wrote bench/admin-js.md");
