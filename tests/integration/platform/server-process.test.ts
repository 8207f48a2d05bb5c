import { mkdtemp, rm } from "node:fs/promises";
import { Agent, get } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { embeddedDatabaseUrl, ensureBuilt, startServerProcess, type ServerProcess } from "../../support/server-process";

/**
 * The real server process, as `npm start` runs it. Without TEST_DATABASE_URL it runs on the embedded PostgreSQL in
 * a DATA_DIR of its own; with it (CI's PostgreSQL 15) on a fresh database of that server.
 */
let dataDir: string;
let external: TestDatabase | undefined;
let server: ServerProcess | undefined;

beforeAll(async () => {
  ensureBuilt();
  dataDir = await mkdtemp(path.join(tmpdir(), "studio-process-"));
  if (process.env.TEST_DATABASE_URL) external = await createTestDatabase();
}, 120_000);

afterAll(async () => {
  if (server?.child.exitCode === null) await server.stop("SIGTERM");
  await external?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const start = () =>
  startServerProcess({
    DATA_DIR: dataDir,
    RATE_LIMIT: "100000/60",
    ...(external ? { DATABASE_URL: external.url } : {}),
  });

async function storedContactIds(): Promise<Set<string>> {
  const sql = postgres(external?.url ?? (await embeddedDatabaseUrl(dataDir)), { max: 1 });
  try {
    return new Set((await sql<{ id: string }[]>`select id from contacts`).map((row) => row.id));
  } finally {
    await sql.end();
  }
}

const submit = (baseUrl: string, n: number) =>
  fetch(`${baseUrl}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: `Client ${n}`, email: `client${n}@example.com`, message: `Message number ${n}, please call me.` }),
  });

describe("the server process", () => {
  it("exits cleanly on SIGTERM within seconds, and a restart keeps every row", async () => {
    server = await start();
    const response = await submit(server.baseUrl, 0);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    // An idle connection is kept longer than a load balancer's 60 s (Node's 5 s reset connections being reused), and
    // one left open here does not hold the stop up.
    const agent = new Agent({ keepAlive: true });
    const keepAlive = await new Promise<string | undefined>((resolve, reject) =>
      get(`${server!.baseUrl}/readyz`, { agent }, (answer) => {
        answer.resume();
        resolve(String(answer.headers["keep-alive"]));
      }).on("error", reject),
    );
    expect(keepAlive).toBe("timeout=65");

    const stopped = await server.stop("SIGTERM");
    expect(stopped.code).toBe(0);
    expect(stopped.ms).toBeLessThan(5_000);
    agent.destroy();

    server = await start();
    expect(await storedContactIds()).toContain(id);
  }, 120_000);

  it("loses no acknowledged submission when killed with SIGKILL during a burst", async () => {
    const acknowledged: string[] = [];
    let sent = 0;
    const running = server!;
    // Eight clients submit in a loop; the server is killed once 60 submissions have been acknowledged.
    const clients = Array.from({ length: 8 }, async () => {
      for (;;) {
        const n = ++sent;
        try {
          const response = await submit(running.baseUrl, n);
          if (response.status === 201) acknowledged.push(((await response.json()) as { id: string }).id);
        } catch {
          return; // the connection died with the server
        }
        if (running.child.exitCode !== null || running.child.signalCode !== null) return;
      }
    });
    while (acknowledged.length < 60) await new Promise((resolve) => setTimeout(resolve, 5));
    const killed = await running.stop("SIGKILL");
    expect(killed.signal).toBe("SIGKILL");
    await Promise.all(clients);
    expect(sent).toBeGreaterThan(acknowledged.length); // some were in flight when it died

    server = await start();
    const stored = await storedContactIds();
    const lost = acknowledged.filter((id) => !stored.has(id));
    expect(lost).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);
  }, 120_000);
});
