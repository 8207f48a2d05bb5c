import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffUser } from "~/features/team/index.server";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { ensureBuilt, startServerProcess, type ServerProcess } from "../../support/server-process";

/**
 * Two instances of the built server on one database, each with its own page cache (docs/decisions/0045): a change
 * made through one clears the other's cache at once, not when its entries expire (60 s by default).
 */
const PASSWORD = "two instances one truth";
let database: TestDatabase;
let one: ServerProcess;
let other: ServerProcess;

beforeAll(async () => {
  ensureBuilt();
  database = await createTestDatabase();
  await createStaffUser(database.db, "ada", PASSWORD);
  [one, other] = await Promise.all([startServerProcess({ DATABASE_URL: database.url }), startServerProcess({ DATABASE_URL: database.url })]);
}, 120_000);
afterAll(async () => {
  await Promise.all([one?.stop("SIGTERM"), other?.stop("SIGTERM")]);
  await database?.drop();
});

const signIn = async (server: ServerProcess) => {
  const answer = await fetch(`${server.baseUrl}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "ada", password: PASSWORD }) });
  return answer.headers.get("set-cookie")!.split(";")[0]!;
};
const setPrice = async (server: ServerProcess, pricePence: number) =>
  (await fetch(`${server.baseUrl}/api/services/brow-lift`, { method: "PATCH", headers: { "content-type": "application/json", cookie: await signIn(server) }, body: JSON.stringify({ pricePence }) })).status;

const page = async (server: ServerProcess, path: string) => {
  const response = await fetch(`${server.baseUrl}${path}`);
  return { cache: response.headers.get("x-page-cache"), body: await response.text() };
};

describe("the page cache across instances", () => {
  it("a price changed through one instance shows on the other's cached page within a second", async () => {
    const before = await page(other, "/services/brow-lift");
    expect(before.body).not.toContain("£56.78");
    await expect.poll(async () => (await page(other, "/services/brow-lift")).cache).toBe("hit");

    expect(await setPrice(one, 5678)).toBe(200);

    await expect.poll(async () => (await page(other, "/services/brow-lift")).body, { timeout: 1000, interval: 50 }).toContain("£56.78");
  });

  it("and the other way round", async () => {
    await expect.poll(async () => (await page(one, "/services/brow-lift")).cache).toBe("hit");
    expect(await setPrice(other, 5912)).toBe(200);
    await expect.poll(async () => (await page(one, "/services/brow-lift")).body, { timeout: 1000, interval: 50 }).toContain("£59.12");
  });
});
