// The two suites one after the other (`npm test` after typecheck, lint and build): Vitest (unit and integration, on
// TEST_DATABASE_URL or an embedded PostgreSQL), then Playwright (the built bundle on an embedded PostgreSQL of its
// own). They once ran side by side, but on two cores each slowed the other far more than it gained: measured on one
// machine, Vitest alone 8 minutes and Playwright alone 21, side by side 38 for both (docs/decisions/0070). Both
// always run, so one suite's failure never hides the other's; the exit code fails if either fails. Vitest uses both
// cores (`--maxWorkers=2`): alone, its files wait on a database or a server process more than on a core.
import { spawn } from "node:child_process";

const suites = [
  { name: "Vitest (unit and integration)", command: "npx", args: ["vitest", "run", "--maxWorkers=2"] },
  { name: "Playwright (browser)", command: "npx", args: ["playwright", "test"] },
];
const started = Date.now();
const minutes = () => ((Date.now() - started) / 60_000).toFixed(1);

const results = [];
for (const suite of suites) {
  results.push(
    await new Promise((resolve) => {
      const child = spawn(suite.command, suite.args, { stdio: "inherit", env: process.env });
      child.on("close", (code, signal) => {
        process.stdout.write(`\n== ${suite.name}: ${code === 0 ? "passed" : `failed (${signal ?? code})`} after ${minutes()} min\n`);
        resolve(code === 0);
      });
    }),
  );
}
process.exit(results.every(Boolean) ? 0 : 1);
