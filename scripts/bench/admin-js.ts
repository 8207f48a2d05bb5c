// `npx tsx scripts/bench/admin-js.ts [paths…]`: the JavaScript a signed-in /admin loads in Chromium (production
// build, `npm run build` first), as transferred (brotli, headers included, as Lighthouse counts it) and as gzip,
// script by script. Defaults to /admin?tab=calendar and /admin.
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { createStaffUser } from "~/features/staff/staff.server";
import { seededDatabase } from "./seeded-database";
// @ts-expect-error: plain JavaScript module shared with the .mjs benchmarks
import { startBenchServer } from "./server.mjs";

const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["/admin?tab=calendar", "/admin?tab=calendar&view=day", "/admin"];
const database = await seededDatabase();
await createStaffUser(database.db, "bench", "lavender mews teapot bench");
const server = await startBenchServer({ DATABASE_URL: database.url, RATE_LIMIT: "100000/60" });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" });
try {
  const base: string = server.baseUrl;
  const login = await fetch(`${base}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "bench", password: "lavender mews teapot bench" }) });
  const cookie = login.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
  for (const path of paths) {
    const page = await browser.newPage({ extraHTTPHeaders: { Cookie: cookie } });
    const scripts: { url: string; transferred: number; gzip: number }[] = [];
    page.on("requestfinished", (request) => {
      if (request.resourceType() !== "script") return;
      void (async () => {
        const response = await request.response();
        const sizes = await request.sizes();
        const body = (await response?.body()) ?? Buffer.alloc(0);
        scripts.push({ url: request.url().replace(base, ""), transferred: sizes.responseBodySize + sizes.responseHeadersSize, gzip: gzipSync(body).length });
      })();
    });
    await page.goto(base + path, { waitUntil: "networkidle" });
    await page.waitForTimeout(500);
    const kb = (bytes: number) => (bytes / 1024).toFixed(1);
    scripts.sort((a, b) => b.gzip - a.gzip);
    console.log(`\n${path}: ${scripts.length} scripts, ${kb(scripts.reduce((s, x) => s + x.transferred, 0))} KB transferred, ${kb(scripts.reduce((s, x) => s + x.gzip, 0))} KB gzip`);
    for (const script of scripts.slice(0, Number(process.env.SHOW ?? 15))) console.log(`  ${kb(script.gzip).padStart(6)} ${script.url}`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
  await database.stop();
}
