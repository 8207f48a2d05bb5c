import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashesStarted } from "~/lib/passwords/password-hashing.server";
import { signInMessages } from "~/features/staff-session";
import { LOGIN_LIMIT_PER_DEVICE, LOGIN_LIMIT_PER_USER } from "~/features/staff-session/index.server";
import { createStaffUser } from "~/features/team/index.server";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { ensureBuilt, startServerProcess, type ServerProcess } from "../../support/server-process";
import { startTestApp, type TestApp } from "../../support/test-app";

const PASSWORD = "lavender mews teapot";
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT: "10000/60" });
  await createStaffUser(app.database.db, "admin", PASSWORD);
  await createStaffUser(app.database.db, "other", PASSWORD);
}, 60_000);
afterAll(() => app.close());

const login = (password: string, cookie?: string) =>
  app.post("/api/auth/login", { username: "admin", password }, { headers: cookie ? { cookie } : {} });

/** The `name=value` pairs a response sets, as a browser would send them back. */
const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0]!)
    .join("; ");
const deviceCookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((header) => header.startsWith("studio_device="))
    ?.split(";")[0];

describe("sign-in throttling holds under parallel guessing, and never locks out a trusted device", () => {
  let deviceCookie: string;
  let otherUsersDeviceCookie: string;

  it("gives a browser that signs in a long-lived HttpOnly device cookie", async () => {
    const response = await login(PASSWORD);
    expect(response.status).toBe(200);
    const header = response.headers.getSetCookie().find((value) => value.startsWith("studio_device="))!;
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Strict/i);
    const expires = new Date(/Expires=([^;]+)/.exec(header)![1]!);
    expect(expires.getTime() - Date.now()).toBeGreaterThan(90 * 86_400_000);
    deviceCookie = deviceCookieOf(response)!;
    // Only the token's hash is stored.
    const [row] = (await app.database.sql`select token_hash from staff_devices`) as unknown as [{ token_hash: string }];
    expect(deviceCookie).not.toContain(row.token_hash);
    otherUsersDeviceCookie = deviceCookieOf(await app.post("/api/auth/login", { username: "other", password: PASSWORD }))!;
  });

  it("refuses all 60 parallel wrong guesses from one address past the limit, checking no password beyond it", async () => {
    const before = hashesStarted();
    const answers = await Promise.all(Array.from({ length: 60 }, (_, n) => login(`wrong guess number ${n}`)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_LIMIT_PER_USER.count);
    expect(statuses.filter((status) => status === 429)).toHaveLength(60 - LOGIN_LIMIT_PER_USER.count);
    expect(hashesStarted() - before).toBe(LOGIN_LIMIT_PER_USER.count);
    const throttled = answers.find((answer) => answer.status === 429)!;
    expect(Number(throttled.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await throttled.json()).toMatchObject({ code: "throttled" });
  });

  it("still refuses the right password from a browser without the device cookie", async () => {
    const before = hashesStarted();
    const response = await login(PASSWORD);
    expect(response.status).toBe(429);
    expect(hashesStarted()).toBe(before);
  });

  it("lets the right password in from the device that signed in before, during the lockout", async () => {
    const response = await login(PASSWORD, deviceCookie);
    expect(response.status).toBe(200);
    const me = await fetch(`${app.baseUrl}/api/auth/me`, { headers: { cookie: cookiesOf(response) } });
    expect(await me.json()).toMatchObject({ username: "admin", role: "owner" });
  });

  it("keeps guessing from a trusted device throttled on that device's own counter", async () => {
    const statuses: number[] = [];
    for (let n = 0; n <= LOGIN_LIMIT_PER_DEVICE.count; n++) statuses.push((await login(`device guess ${n}`, deviceCookie)).status);
    expect(statuses).toEqual([...Array<number>(LOGIN_LIMIT_PER_DEVICE.count).fill(401), 429]);
  });

  it("does not trust another user's device cookie, or a made-up one", async () => {
    expect((await login(PASSWORD, "studio_device=made-up-token")).status).toBe(429);
    expect((await login(PASSWORD, otherUsersDeviceCookie)).status).toBe(429);
  });
});

describe("the sign-in page keeps a trusted device in during a lockout too", () => {
  let database: TestDatabase;
  let server: ServerProcess;

  beforeAll(async () => {
    ensureBuilt();
    database = await createTestDatabase();
    await createStaffUser(database.db, "admin", PASSWORD);
    server = await startServerProcess({ DATABASE_URL: database.url, RATE_LIMIT: "100000/60" });
  }, 120_000);
  afterAll(async () => {
    await server?.stop("SIGTERM");
    await database?.drop();
  });

  const signInPage = (password: string, cookie?: string) =>
    fetch(`${server.baseUrl}/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
      body: new URLSearchParams({ username: "admin", password, next: "/admin" }),
      redirect: "manual",
    });

  it("sets the device cookie, refuses guesses past the limit, and lets the right password in only from that device", async () => {
    const first = await signInPage(PASSWORD);
    expect(first.status).toBe(302);
    const device = first.headers.getSetCookie().find((header) => header.startsWith("__Host-studio_device="))!;
    expect(device).toMatch(/HttpOnly/i);
    expect(device).toMatch(/Secure/i);

    const guesses = await Promise.all(Array.from({ length: 30 }, (_, n) => signInPage(`wrong guess ${n}`)));
    expect(guesses.filter((answer) => answer.status === 429)).toHaveLength(30 - LOGIN_LIMIT_PER_USER.count);
    // The page says what the API says, and when to try again.
    const refused = guesses.find((answer) => answer.status === 429)!;
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.text()).toContain(signInMessages.throttled);

    expect((await signInPage(PASSWORD)).status).toBe(429);
    const trusted = await signInPage(PASSWORD, device.split(";")[0]);
    expect(trusted.status).toBe(302);
    expect(trusted.headers.get("location")).toBe("/admin");
  });
});
