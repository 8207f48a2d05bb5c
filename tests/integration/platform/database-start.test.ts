import { createServer, Socket, type Server } from "node:net";
import { once } from "node:events";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { ensureBuilt, startServerProcess, type ServerProcess } from "../../support/server-process";

/**
 * A database slow to take its first connections (an embedded PostgreSQL just started on a loaded machine, where the
 * pool's connect timed out: `write CONNECT_TIMEOUT`): the server tries again with backoff instead of exiting.
 * A proxy in front of the test database cuts off the first connections, then passes the rest through.
 */
let database: TestDatabase;
let proxy: Server;
let server: ServerProcess | undefined;
let cutOff = 0;
let passed = 0;

beforeAll(async () => {
  ensureBuilt();
  database = await createTestDatabase();
  const target = new URL(database.url);
  proxy = createServer((client) => {
    if (cutOff < 4) {
      cutOff++;
      client.destroy();
      return;
    }
    passed++;
    const upstream = new Socket();
    upstream.connect(Number(target.port), target.hostname);
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on("error", end).on("close", end);
    upstream.on("error", end).on("close", end);
  }).listen(0, "127.0.0.1");
  await once(proxy, "listening");
}, 120_000);

afterAll(async () => {
  if (server?.child.exitCode === null) await server.stop("SIGTERM");
  await new Promise((resolve) => proxy?.close(resolve));
  await database?.drop();
});

describe("the server's first connections to its database", () => {
  it("are tried again while the database cuts them off, and then it starts and serves", async () => {
    const url = new URL(database.url);
    url.host = `127.0.0.1:${(proxy.address() as { port: number }).port}`;
    server = await startServerProcess({ DATABASE_URL: url.href, RATE_LIMIT: "100000/60" });
    expect(cutOff).toBe(4);
    expect(passed).toBeGreaterThan(0);
    const ready = await fetch(`${server.baseUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect((await fetch(`${server.baseUrl}/api/availability?items=cloud-wax`)).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  }, 90_000);
});
