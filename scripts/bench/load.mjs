// `npm run bench:load`: requests per second for a few pages and for a static file served by the same server, on
// loopback, and the ratio between them; writes bench/load.json and bench/load.md. The static file goes out as the
// build pre-compressed it (server/precompressed.server.ts), so the ratio compares pages with the server's best case.
import { readdirSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import autocannon from "autocannon";
import { startBenchServer } from "./server.mjs";

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const server = await startBenchServer({ RATE_LIMIT: "100000/60" });
const stylesheet = readdirSync(`${server.buildDir}/client/assets`).find((name) => name.endsWith(".css"));
const targets = [
  { name: "static file", path: `/assets/${stylesheet}` },
  { name: "home", path: "/" },
  { name: "about", path: "/about" },
  { name: "services", path: "/services" },
  { name: "service detail", path: "/services/brow-lift" },
  { name: "blog", path: "/blog" },
];

const results = [];
try {
  for (const target of targets) {
    await autocannon({ url: server.baseUrl + target.path, connections: 10, duration: 1 }); // warm-up
    const run = await autocannon({
      url: server.baseUrl + target.path,
      connections: 10,
      duration: seconds,
      headers: { "accept-encoding": "gzip, br" },
    });
    results.push({ ...target, requestsPerSecond: Math.round(run.requests.average), p99Ms: run.latency.p99, non2xx: run.non2xx });
    console.log(`${target.name} ${target.path}: ${Math.round(run.requests.average)} req/s, p99 ${run.latency.p99} ms`);
  }
} finally {
  await server.stop();
}
const staticRps = results[0].requestsPerSecond;
const rows = results.map((r) => ({ ...r, ratioToStatic: Number((r.requestsPerSecond / staticRps).toFixed(2)) }));
await mkdir("bench", { recursive: true });
await writeFile("bench/load.json", JSON.stringify({ measuredAt: new Date().toISOString(), seconds, connections: 10, rows }, null, 2) + "\n");
await writeFile(
  "bench/load.md",
  `# Load on loopback, ${new Date().toISOString()}\n\n${seconds} s per target, 10 connections, gzip and brotli accepted (the static file is sent pre-compressed, as brotli), production build, page cache on.\n\n| target | path | req/s | p99 ms | ratio to static file |\n|---|---|---|---|---|\n${rows
    .map((r) => `| ${r.name} | ${r.path} | ${r.requestsPerSecond} | ${r.p99Ms} | ${r.ratioToStatic} |`)
    .join("\n")}\n`,
);
console.log("wrote bench/load.md");
