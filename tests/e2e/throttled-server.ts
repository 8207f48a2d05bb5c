import { spawn } from "node:child_process";
import { rm } from "node:fs/promises";
import { createServer } from "node:net";
import { expect } from "@playwright/test";

/** A post each form accepts, to use up its one stored submission. */
const accepted = {
  "/api/contact": { name: "Cap Filler", email: "cap-filler@example.com", message: "Using up this address's one message." },
  "/api/waitlist": { name: "Cap Filler", email: "cap-filler@example.com", phone: "07700 900456", service: "the-ice-sculpt", interestedInModeling: "yes" },
};

/**
 * 429 needs a limit this run can reach without throttling every other test, so these use a server of their own
 * (same build, own database) that accepts one submission per form an hour per address, out of 100 attempts.
 */
export async function startThrottledServer(name: string, formApi: "/api/contact" | "/api/waitlist") {
  const buildDir = process.env.BUILD_DIR ?? "build";
  const dataDir = `${buildDir}/e2e-data-${name}`;
  await rm(dataDir, { recursive: true, force: true });
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });
  const child = spawn(process.execPath, [`${buildDir}/server/main.js`], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", RATE_LIMIT: "1/3600", FORM_ATTEMPT_LIMIT: "100/3600" },
    stdio: "ignore",
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await expect(async () => expect((await fetch(`${baseURL}/readyz`)).ok).toBe(true)).toPass({ timeout: 60_000 });
  return {
    baseURL,
    /** Uses up the address's one accepted submission (later calls are refused themselves), so the next is refused. */
    exhaust: () => fetch(`${baseURL}${formApi}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(accepted[formApi]) }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
