import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rename, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postmasterRunning } from "~/db/postmaster-watchdog.server";
import { ensureBuilt, startServerProcess, type ServerProcess } from "../../support/server-process";

/**
 * The server on its embedded PostgreSQL (what `npm start` runs), whose database dies under it
 * (docs/decisions/0016-when-the-database-dies.md).
 */
let dataDir: string;
let server: ServerProcess | undefined;

beforeAll(async () => {
  ensureBuilt();
  dataDir = await mkdtemp(path.join(tmpdir(), "studio-db-death-"));
}, 120_000);

afterAll(async () => {
  if (server?.child.exitCode === null) await server.stop("SIGTERM");
  await rm(dataDir, { recursive: true, force: true });
});

const postmasterPid = () => Number(readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n")[0]);

async function timed(url: string): Promise<{ status: number; ms: number; retryAfter: string | null; body: unknown }> {
  const started = Date.now();
  const response = await fetch(url);
  const body: unknown = await response.json();
  return { status: response.status, ms: Date.now() - started, retryAfter: response.headers.get("retry-after"), body };
}

async function waitFor(check: () => Promise<boolean>, ms: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not within ${ms} ms`);
}

describe("when the embedded PostgreSQL dies", () => {
  it("answers 503 quickly while it is down and starts it again on the same data", async () => {
    server = await startServerProcess({ DATA_DIR: dataDir, RATE_LIMIT: "100000/60" });
    const availability = `${server.baseUrl}/api/availability?items=henna-brows&days=1`;
    expect((await fetch(availability)).status).toBe(200);

    // While the configuration is away no restart can succeed, so the outage lasts as long as this test wants.
    const config = path.join(dataDir, "postgres", "postgresql.conf");
    await rename(config, `${config}.away`);
    const dead = postmasterPid();
    process.kill(dead, "SIGKILL");
    await waitFor(async () => !postmasterRunning(dead), 2_000);

    const ready = await timed(`${server.baseUrl}/readyz`);
    expect(ready.status).toBe(503);
    expect(ready.ms).toBeLessThan(1_000);

    const api = await timed(availability);
    expect(api.status).toBe(503);
    expect(api.ms).toBeLessThan(2_000);
    expect(api.retryAfter).toMatch(/^\d+$/);
    expect(api.body).toMatchObject({ code: "unavailable" });

    const health = await fetch(`${server.baseUrl}/healthz`);
    expect(health.status).toBe(200); // the process is alive; /readyz is what says the database is not

    await rename(`${config}.away`, config);
    await waitFor(async () => (await fetch(`${server!.baseUrl}/readyz`)).status === 200, 15_000);
    expect(postmasterPid()).not.toBe(dead);
    expect((await fetch(availability)).status).toBe(200);
    expect(server.output()).toContain("stopped unexpectedly");

    const stopped = await server.stop("SIGTERM");
    expect(stopped.code).toBe(0);
    expect(existsSync(path.join(dataDir, "postgres", "postmaster.pid"))).toBe(false);
  }, 60_000);
});
