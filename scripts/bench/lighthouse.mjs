// `npm run bench:lighthouse`: Lighthouse (mobile, simulated throttling) over every public route of the production
// build, in Debian's Chromium; writes bench/lighthouse.json and bench/lighthouse.md.
import { mkdir, writeFile } from "node:fs/promises";
import * as chromeLauncher from "chrome-launcher";
import { auditPage, chromeFlags } from "./lighthouse-page.mjs";
import { publicPaths, startBenchServer } from "./server.mjs";

const server = await startBenchServer({ RATE_LIMIT: "100000/60" });
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", chromeFlags });
const rows = [];
try {
  const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : await publicPaths(server.baseUrl);
  for (const path of paths) {
    const status = (await fetch(server.baseUrl + path)).status;
    if (status !== 200) {
      console.log(`skip ${path} (HTTP ${status})`);
      continue;
    }
    const row = await auditPage(server.baseUrl + path, { port: chrome.port });
    if (row.error) {
      console.log(`error ${path}: ${row.error} ${row.message}`);
      rows.push(row);
      continue;
    }
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
