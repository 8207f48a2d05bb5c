// `npm run bench:signin`: what password checks cost everyone else. Requests per second of the availability API
// alone, then (same server, same run) while four sign-in attempts a second arrive, each from its own address for its
// own username (guessing spread wide enough that the sign-in throttle lets every attempt reach its password check);
// writes bench/signin.json and bench/signin.md with the ratio and how the attempts were answered.
import { mkdir, writeFile } from "node:fs/promises";
import autocannon from "autocannon";
import { startBenchServer } from "./server.mjs";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const signInsPerSecond = Number(process.env.BENCH_SIGNINS_PER_SECOND ?? 4);
const server = await startBenchServer({ RATE_LIMIT: "100000/60", TRUST_PROXY: "true" });
const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
const availability = `${server.baseUrl}/api/availability?items=henna-brows&from=${date}&days=1`;

async function load() {
  const run = await autocannon({ url: availability, connections: 10, duration: seconds });
  return { requestsPerSecond: Math.round(run.requests.average), p99Ms: run.latency.p99, non2xx: run.non2xx };
}

/** Sign-ins at a steady rate, each on its own (as separate people would), whatever the others are doing. */
function signInLoop() {
  const answers = [];
  const pending = new Set();
  let n = 0;
  const signInOnce = async () => {
    const started = performance.now();
    n++;
    const response = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.baseUrl, "x-forwarded-for": `10.9.${n >> 8}.${n & 255}` },
      body: JSON.stringify({ username: `guess-${n}`, password: "not the password" }),
    });
    await response.arrayBuffer();
    answers.push({ status: response.status, ms: performance.now() - started });
  };
  const timer = setInterval(() => {
    const attempt = signInOnce().catch((error) => answers.push({ status: String(error), ms: 0 }));
    pending.add(attempt);
    void attempt.finally(() => pending.delete(attempt));
  }, 1000 / signInsPerSecond);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
      return answers;
    },
  };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
};

let alone, during, answers;
try {
  await autocannon({ url: availability, connections: 10, duration: 2 }); // warm-up
  alone = await load();
  console.log(`availability alone: ${alone.requestsPerSecond} req/s, p99 ${alone.p99Ms} ms`);
  const signIns = signInLoop();
  during = await load();
  answers = await signIns.stop();
  console.log(`availability with ${signInsPerSecond} sign-ins/s: ${during.requestsPerSecond} req/s, p99 ${during.p99Ms} ms`);
} finally {
  await server.stop();
}

const counts = answers.reduce((byStatus, { status }) => byStatus.set(status, (byStatus.get(status) ?? 0) + 1), new Map());
const statuses = [...counts].map(([status, count]) => `${status}: ${count}`);
// 401 is a checked (hashed) wrong password; 429 an attempt refused before hashing.
const times = answers.filter((answer) => answer.status === 401).map((answer) => answer.ms);
const signIns = { attempted: answers.length, statuses, p50Ms: percentile(times, 50), p95Ms: percentile(times, 95), maxMs: percentile(times, 100) };
const ratio = Number((during.requestsPerSecond / alone.requestsPerSecond).toFixed(2));
console.log(`ratio ${ratio}; sign-ins ${statuses.join(", ")}, p50 ${signIns.p50Ms} ms, p95 ${signIns.p95Ms} ms`);

await mkdir("bench", { recursive: true });
await writeFile(
  "bench/signin.json",
  JSON.stringify({ measuredAt: new Date().toISOString(), seconds, signInsPerSecond, connections: 10, alone, during, ratio, signIns }, null, 2) + "\n",
);
await writeFile(
  "bench/signin.md",
  `# Availability API while staff sign in, ${new Date().toISOString()}\n\n` +
    `${seconds} s each, 10 connections on GET /api/availability (one day), production build, loopback; then the same while ` +
    `${signInsPerSecond} sign-in attempts a second arrive, each from its own address for its own username (every one reaches ` +
    `its scrypt check, N = 2^17, unless refused as too many at once).\n\n` +
    `| | req/s | p99 ms |\n|---|---|---|\n| alone | ${alone.requestsPerSecond} | ${alone.p99Ms} |\n` +
    `| with sign-ins | ${during.requestsPerSecond} | ${during.p99Ms} |\n\n` +
    `Throughput kept: **${Math.round(ratio * 100)}%**.\n\n` +
    `Sign-in attempts: ${signIns.attempted} made, answered ${statuses.join(", ")} (401: checked; 429: refused before hashing); ` +
    `checked ones took p50 ${signIns.p50Ms} ms, ` +
    `p95 ${signIns.p95Ms} ms, max ${signIns.maxMs} ms.\n`,
);
console.log("wrote bench/signin.md");
