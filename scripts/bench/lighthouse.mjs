// `npm run bench:lighthouse`: Lighthouse (mobile, simulated throttling) over every public route of the production
// build, in Debian's Chromium; writes bench/lighthouse.json and bench/lighthouse.md.
import { mkdir, writeFile } from "node:fs/promises";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { publicPaths, startBenchServer } from "./server.mjs";

const flags = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync"];

const server = await startBenchServer({ RATE_LIMIT: "100000/60" });
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", chromeFlags: flags });
const rows = [];
try {
  const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : await publicPaths(server.baseUrl);
  for (const path of paths) {
    const status = (await fetch(server.baseUrl + path)).status;
    if (status !== 200) {
      console.log(`skip ${path} (HTTP ${status})`);
      continue;
    }
    // Chromium now and then fails to record a trace (NO_NAVSTART): that says nothing about the page, so try again.
    let result;
    for (let attempt = 1; attempt <= 3; attempt++) {
      result = await lighthouse(server.baseUrl + path, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      if (!result.lhr.runtimeError) break;
      console.log(`retry ${path}: ${result.lhr.runtimeError.code}`);
    }
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) {
      console.log(`error ${path}: ${runtimeError.code} ${runtimeError.message}`);
      rows.push({ path, error: runtimeError.code });
      continue;
    }
    const resources = audits["resource-summary"].details.items;
    const script = resources.find((item) => item.resourceType === "script") ?? { transferSize: 0 };
    const row = {
      path,
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      bestPractices: Math.round(categories["best-practices"].score * 100),
      seo: Math.round(categories.seo.score * 100),
      lcpMs: Math.round(audits["largest-contentful-paint"].numericValue),
      tbtMs: Math.round(audits["total-blocking-time"].numericValue),
      cls: Number(audits["cumulative-layout-shift"].numericValue.toFixed(3)),
      jsKbGzip: Number((script.transferSize / 1024).toFixed(1)),
      failing: Object.values(audits)
        .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative" && audit.scoreDisplayMode !== "manual" && audit.scoreDisplayMode !== "notApplicable")
        .map((audit) => audit.id),
    };
    rows.push(row);
    console.log(JSON.stringify(row));
  }
} finally {
  await chrome.kill();
  await server.stop();
}

const header = "| path | perf | a11y | best practices | SEO | LCP ms | TBT ms | CLS | JS KB (gzip) |\n|---|---|---|---|---|---|---|---|---|";
const measured = rows.filter((r) => !r.error);
const lines = rows.map((r) => r.error ? `| ${r.path} | error: ${r.error} | | | | | | | |` : `| ${r.path} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.jsKbGzip} |`);
const worst = (key) => Math.min(...measured.map((r) => r[key]));
await mkdir("bench", { recursive: true });
await writeFile("bench/lighthouse.json", JSON.stringify({ measuredAt: new Date().toISOString(), rows }, null, 2) + "\n");
await writeFile(
  "bench/lighthouse.md",
  `# Lighthouse (mobile), ${new Date().toISOString()}\n\nLowest scores: performance ${worst("performance")}, accessibility ${worst("accessibility")}, best practices ${worst("bestPractices")}, SEO ${worst("seo")}; most JavaScript ${Math.max(...measured.map((r) => r.jsKbGzip))} KB gzip${rows.length > measured.length ? `; ${rows.length - measured.length} pages failed to load` : ""}.\n\n${header}\n${lines.join("\n")}\n`,
);
console.log(`wrote bench/lighthouse.md (${rows.length} pages)`);
