// The two suites side by side (`npm test` after typecheck, lint and build): Vitest (unit and integration, on
// TEST_DATABASE_URL or an embedded PostgreSQL) and Playwright (the built bundle on an embedded PostgreSQL of its
// own). Neither uses the other's database, port or files, and each spends much of its time waiting on a database or a
// browser, so on two cores together they take little longer than the slower alone. Each suite's output is kept and
// printed whole when it ends, so the two never interleave; the exit code fails if either fails.
import { spawn } from "node:child_process";

const suites = [
  { name: "Vitest (unit and integration)", command: "npx", args: ["vitest", "run"] },
  { name: "Playwright (browser)", command: "npx", args: ["playwright", "test"] },
];
const started = Date.now();
const minutes = () => ((Date.now() - started) / 60_000).toFixed(1);

const results = await Promise.all(
  suites.map(
    (suite) =>
      new Promise((resolve) => {
        const output = [];
        const child = spawn(suite.command, suite.args, { stdio: ["ignore", "pipe", "pipe"], env: process.env });
        child.stdout.on("data", (chunk) => output.push(chunk));
        child.stderr.on("data", (chunk) => output.push(chunk));
        child.on("close", (code, signal) => {
          process.stdout.write(`\n== ${suite.name}: ${code === 0 ? "passed" : `failed (${signal ?? code})`} after ${minutes()} min\n`);
          process.stdout.write(Buffer.concat(output));
          resolve(code === 0);
        });
      }),
  ),
);
process.exit(results.every(Boolean) ? 0 : 1);
