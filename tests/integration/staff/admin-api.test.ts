import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingStatuses } from "~/features/booking/rules/booking-status";
import { createStaffUser } from "~/features/team/index.server";
import { startTestApp, type TestApp } from "../../support/test-app";

const PASSWORD = "lavender mews teapot";
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT: "10000/60" });
  await createStaffUser(app.database.db, "grace", PASSWORD);
});
afterAll(() => app.close());

async function login(username = "grace", password = PASSWORD, cookie?: string) {
  return app.post("/api/auth/login", { username, password }, { headers: cookie ? { cookie } : {} });
}
const cookieOf = (response: Response) => response.headers.get("set-cookie")!.split(";")[0]!;

/** Every admin API, with a request that would succeed for staff. */
const adminCalls: [string, string, unknown?][] = [
  ["GET", "/api/bookings"],
  ["GET", "/api/bookings?search=grace&status=pending"],
  ["PATCH", "/api/bookings/00000000-0000-4000-8000-000000000000/status", { status: "confirmed" }],
  ["GET", "/api/bookings/00000000-0000-4000-8000-000000000000/history"],
  ["GET", "/api/contacts"],
  ["GET", "/api/waitlist"],
  ["GET", "/api/admin/stats"],
  ["GET", "/api/auth/me"],
];

const call = (method: string, path: string, body: unknown, cookie?: string) =>
  fetch(`${app.baseUrl}${path}`, {
    method,
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe("staff sign-in", () => {
  it("signs in with the right password, with an HttpOnly SameSite cookie, and opens the admin APIs", async () => {
    const response = await login();
    expect(response.status).toBe(200);
    const header = response.headers.get("set-cookie")!;
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
    const cookie = cookieOf(response);
    for (const [method, path, body] of adminCalls) {
      const answer = await call(method, path, body, cookie);
      expect([200, 404], `${method} ${path}`).toContain(answer.status);
    }
  });

  it("refuses a wrong password or an unknown user with the same answer", async () => {
    const wrong = await login("grace", "not the password at all");
    const unknown = await login("nobody", PASSWORD);
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
    expect(wrong.headers.get("set-cookie")).toBeNull();
  });

  it("stores only a password hash", async () => {
    const [row] = await app.database.sql`select password from users where username = 'grace'`;
    expect(row!.password).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(row!.password).not.toContain(PASSWORD);
    const sessions = await app.database.sql`select id_hash from sessions`;
    expect(sessions.every((session) => /^[0-9a-f]{64}$/.test(session.id_hash))).toBe(true);
  });

  it("gives a new session id at every sign-in and ends the one the browser held", async () => {
    const first = cookieOf(await login());
    const second = cookieOf(await login("grace", PASSWORD, first));
    expect(second).not.toBe(first);
    expect((await call("GET", "/api/auth/me", undefined, first)).status).toBe(401);
    expect((await call("GET", "/api/auth/me", undefined, second)).status).toBe(200);
  });
});

describe("the admin APIs without a valid session answer 401", () => {
  const cases: [string, () => Promise<string | undefined>][] = [
    ["no session", async () => undefined],
    ["a forged session", async () => "studio_session=forged-session-id-that-was-never-issued"],
    [
      "an expired session",
      async () => {
        const cookie = cookieOf(await login());
        await app.database.sql`update sessions set expires_at = now() - interval '1 second'`;
        return cookie;
      },
    ],
    [
      "an idle session",
      async () => {
        const cookie = cookieOf(await login());
        await app.database.sql`update sessions set last_seen_at = now() - interval '2 hours'`;
        return cookie;
      },
    ],
    [
      "a session that logged out",
      async () => {
        const cookie = cookieOf(await login());
        const out = await app.post("/api/auth/logout", {}, { headers: { cookie } });
        expect(out.status).toBe(204);
        expect(out.headers.get("set-cookie")).toMatch(/studio_session=;/);
        return cookie;
      },
    ],
  ];
  for (const [label, makeCookie] of cases) {
    it(label, async () => {
      const cookie = await makeCookie();
      for (const [method, path, body] of adminCalls) {
        const answer = await call(method, path, body, cookie);
        expect(answer.status, `${method} ${path}`).toBe(401);
      }
    });
  }
});

describe("protections", () => {
  it("refuses a write from another site with 403", async () => {
    const cookie = cookieOf(await login());
    const [booking] = await app.database.sql`
      insert into bookings (name, email, phone, service) values ('Cross', 'c@example.com', '07700900000', 'x') returning id`;
    const crossSite = await app.post(`/api/bookings/${booking!.id}/status`, { status: "confirmed" }, {
      method: "PATCH",
      headers: { cookie, origin: "https://evil.example" },
    });
    expect(crossSite.status).toBe(403);
    const fetchMeta = await app.post("/api/auth/login", { username: "grace", password: PASSWORD }, { headers: { "sec-fetch-site": "cross-site" } });
    expect(fetchMeta.status).toBe(403);
    const [after] = await app.database.sql`select status from bookings where id = ${booking!.id}`;
    expect(after!.status).toBe("pending");
  });

  it("refuses a write with no Origin whose Referer is another site, and takes one whose Referer is this site", async () => {
    const cookie = cookieOf(await login());
    const [booking] = await app.database.sql`
      insert into bookings (name, email, phone, service) values ('Referred', 'r@example.com', '07700900000', 'x') returning id`;
    const change = (referer: string) =>
      app.post(`/api/bookings/${booking!.id}/status`, { status: "confirmed" }, { method: "PATCH", headers: { cookie, referer } });
    const crossSite = await change("https://evil.example/forms/confirm.html");
    expect(crossSite.status).toBe(403);
    expect((await app.database.sql`select status from bookings where id = ${booking!.id}`)[0]!.status).toBe("pending");
    const ours = await change(`${app.baseUrl}/admin?tab=bookings`);
    expect(ours.status).toBe(200);
    expect((await app.database.sql`select status from bookings where id = ${booking!.id}`)[0]!.status).toBe("confirmed");
  });

  it("slows password guessing with 429 and Retry-After, per username", async () => {
    await createStaffUser(app.database.db, "victor", PASSWORD);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) statuses.push((await login("victor", `guess number ${attempt}!`)).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
    const meanwhile = await login("victor", PASSWORD);
    expect(meanwhile.status).toBe(429);
    const retryAfter = Number(meanwhile.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // The window ends: once it has, the real user signs in.
    await app.database.sql`update rate_limits set window_end = now() where key like 'login-%'`;
    expect((await login("victor", PASSWORD)).status).toBe(200);
  }, 180_000);
});

describe("booking status workflow", () => {
  const allowed = new Set(["pending>confirmed", "pending>cancelled", "confirmed>completed", "confirmed>no-show", "confirmed>cancelled"]);

  it("allows exactly the spec's transitions, refuses the rest with 409, and audits each change", async () => {
    const cookie = cookieOf(await login());
    for (const from of bookingStatuses) {
      for (const to of bookingStatuses) {
        const [booking] = await app.database.sql`
          insert into bookings (name, email, phone, service, status) values ('Pair', 'pair@example.com', '07700900000', 'Cloud Wax', ${from}) returning id`;
        const response = await call("PATCH", `/api/bookings/${booking!.id}/status`, { status: to }, cookie);
        const [after] = await app.database.sql`select status from bookings where id = ${booking!.id}`;
        const audit = await app.database.sql`select from_status, to_status, username, actor from booking_status_changes where booking_id = ${booking!.id}`;
        if (allowed.has(`${from}>${to}`)) {
          expect(response.status, `${from} → ${to}`).toBe(200);
          expect(after!.status).toBe(to);
          expect(audit).toEqual([{ from_status: from, to_status: to, username: "grace", actor: "staff" }]);
        } else {
          expect(response.status, `${from} → ${to}`).toBe(409);
          expect(((await response.json()) as { message: string }).message.length).toBeGreaterThan(10);
          expect(after!.status).toBe(from);
          expect(audit).toEqual([]);
        }
      }
    }
  });

  it("answers 400 for an unknown status and 404 for an unknown booking", async () => {
    const cookie = cookieOf(await login());
    const [booking] = await app.database.sql`insert into bookings (name, email, phone, service) values ('U', 'u@example.com', '07700900000', 'x') returning id`;
    expect((await call("PATCH", `/api/bookings/${booking!.id}/status`, { status: "archived" }, cookie)).status).toBe(400);
    expect((await call("PATCH", `/api/bookings/${booking!.id}/status`, {}, cookie)).status).toBe(400);
    expect((await call("PATCH", "/api/bookings/00000000-0000-4000-8000-000000000000/status", { status: "confirmed" }, cookie)).status).toBe(404);
  });

  it("confirming a paid booking queues the confirmation email", async () => {
    const cookie = cookieOf(await login());
    const [booking] = await app.database.sql`
      insert into bookings (name, email, phone, service, starts_at, ends_at, blocked_until, items, total_pence, payment_status)
      values ('Mail', 'mail@example.com', '07700900000', 'Cloud Wax', '2031-03-03T10:00:00Z', '2031-03-03T11:00:00Z', '2031-03-03T11:15:00Z',
        '[{"id":"cloud-wax","type":"service","name":"Cloud Wax","pricePence":2000,"durationMinutes":60}]', 2000, 'paid') returning id`;
    expect((await call("PATCH", `/api/bookings/${booking!.id}/status`, { status: "confirmed" }, cookie)).status).toBe(200);
    const mail = await app.database.sql`select kind, "to" from outbox where booking_id = ${booking!.id}`;
    expect(mail).toEqual([{ kind: "booking-confirmed", to: "mail@example.com" }]);
  });
});
