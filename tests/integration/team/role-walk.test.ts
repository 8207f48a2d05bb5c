import { once } from "node:events";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "~/db/schema.server";
import { sessionCookieName } from "~/features/staff-session";
import { createStaffUser } from "~/features/team/index.server";
import { staffRoles, type StaffRole } from "~/features/staff-session";
import { hashToken, newToken } from "~/lib/tokens.server";
import { createApp } from "~/server/app.server";
import { bookingSettingsFromEnv } from "~/server/booking-settings.server";
import { parseEnv } from "~/server/env.server";
import { createLogger } from "~/server/logging/logger.server";
import { builtPages } from "~/server/pages.server";
import { paymentsFromEnv } from "~/server/payments/provider.server";
import { studioFromEnv } from "~/server/studio.server";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { expressRoutes, fillPattern, pageRoutes, targetName, type Target } from "../../support/request-shapes";
import { ensureBuilt } from "../../support/server-process";

/**
 * Issue 22: every staff API route and every admin page (its loader, its action) with each role. The table below is
 * what DESIGN section 10 says each role may do, written out route by route (not read from the code under test): the
 * walk finds the staff routes in the Express router and the React Router build, fails on one the table does not
 * classify, and asks each with a session of each role. A role the table leaves out must get 403 and nothing done; a
 * role it names must get past the guard (any answer but 401 or 403: a made-up id then answers 404, an empty body 400).
 */

const O: StaffRole[] = ["owner"];
const OR: StaffRole[] = ["owner", "reception"];
const ALL: StaffRole[] = [...staffRoles];

const expected: Record<string, StaffRole[]> = {
  // The diary and who is signed in: everyone.
  "api GET /api/auth/me": ALL,
  "api GET /api/diary": ALL,
  // Client records: a practitioner's own clients only (the route lets her past; the record says 404 for another's).
  "api GET /api/clients": ALL,
  "api GET /api/clients/:id": ALL,
  "api POST /api/clients/:id/notes": ALL,
  "api POST /api/clients/:id/merge": OR,
  // Clients' ratings: the desk reads them; publishing a quote on /testimonials is the owner's (docs/decisions/0065).
  "page GET /admin/reviews": OR,
  "page POST /admin/reviews": O,
  // The reports: the owner's figures.
  "api GET /api/reports/:name": O,
  // Health answers: her practitioner and the owner, never the desk (docs/decisions/0059).
  "api GET /api/clients/:id/consultations": ["owner", "practitioner"],
  "api GET /api/bookings/:id/consultation": ["owner", "practitioner"],
  "page GET /admin/bookings/:id/consultation": ["owner", "practitioner"],
  "page GET /admin/clients/:id": ALL,
  "page POST /admin/clients/:id": ALL,
  "page POST /admin/calendar-feed": ALL,
  // Someone else's calendar feed (the walk's made-up id is no one's own): the owner's. Her own, every role's
  // (calendar-feed.test.ts).
  "api POST /api/staff-members/:id/calendar-feed": O,
  "api DELETE /api/staff-members/:id/calendar-feed": O,
  "page GET /admin": ALL,
  // Bookings: the desk books, moves, cancels, marks and takes payment; a practitioner does not.
  "api GET /api/bookings": OR,
  "api PATCH /api/bookings/:id/status": OR,
  "page POST /admin/bookings/:id/status": OR,
  "api GET /api/bookings/:id/history": OR,
  "page GET /admin/bookings/:id/history": OR,
  "api POST /api/bookings/:id/cancel": OR,
  "api POST /api/bookings/:id/refund": OR,
  "api POST /api/bookings/:id/reschedule": OR,
  "api POST /api/bookings/:id/cancellation-notice": OR,
  "api POST /api/bookings/:id/record-payment": OR,
  // A patch test's result: who did it (a practitioner, her own appointments only) and the owner; not the desk.
  "api POST /api/bookings/:id/patch-test-result": ["owner", "practitioner"],
  "page POST /admin/bookings/:id/patch-test-result": ["owner", "practitioner"],
  "page POST /admin/bookings/:id/:change": OR,
  "api POST /api/admin/bookings": OR,
  "page POST /admin/bookings": OR,
  "page GET /admin/free-times": OR,
  // The freed-time line per service: the desk's, as bookings are (docs/decisions/0064).
  "page GET /admin/waitlist-times": OR,
  "api GET /api/refunds/stuck": OR,
  // The front desk: messages, the waitlist, vouchers, memberships, the outbox.
  "api GET /api/contacts": OR,
  "api GET /api/waitlist": OR,
  "api GET /api/admin/outbox": OR,
  "api GET /api/admin/texts": OR,
  "page GET /admin/texts": OR,
  "api POST /api/admin/outbox/:id/resend": OR,
  "page POST /admin/outbox/:id/resend": OR,
  "api GET /api/vouchers": OR,
  "api GET /api/vouchers/lookup": OR,
  "page GET /admin/vouchers/lookup": OR,
  "api POST /api/vouchers": OR,
  "page POST /admin/vouchers": OR,
  "api POST /api/vouchers/:id/void": OR,
  "page POST /admin/vouchers/:id/void": OR,
  "api POST /api/vouchers/:id/cancel": OR,
  "page POST /admin/vouchers/:id/cancel": OR,
  "api GET /api/memberships": OR,
  "api POST /api/memberships/:id/cancel": OR,
  "page POST /admin/members/:id/cancel": OR,
  "api GET /api/closures": OR,
  "api POST /api/time-off": OR,
  "api DELETE /api/time-off/:id": OR,
  "api GET /api/bank-holidays": OR,
  // The owner's: prices and services, the studio's facts and hours, the blog, the figures, exports and privacy.
  "api GET /api/services": O,
  "api GET /api/services/:slug/changes": O,
  "page GET /admin/services/:slug/history": O,
  "api PATCH /api/services/:slug": O,
  "page POST /admin/services/:slug": O,
  "api GET /api/studio-facts": O,
  "api PATCH /api/studio-facts": O,
  "page POST /admin/studio-facts": O,
  "api PUT /api/opening-hours": O,
  "api POST /api/closures": O,
  "api DELETE /api/closures/:id": O,
  "api POST /api/bank-holidays/:date/open": O,
  "api DELETE /api/bank-holidays/:date/open": O,
  "page POST /admin/schedule": O,
  "api GET /api/admin/stats": O,
  // The team: its members, rooms and machines.
  "api GET /api/staff-members": O,
  "api POST /api/staff-members": O,
  "api PATCH /api/staff-members/:id": O,
  "api PUT /api/staff-members/:id/hours": O,
  "api POST /api/staff-members/:id/invitation": O,
  "page POST /admin/team/members/:id?": O,
  "page POST /admin/team/members/:id/hours": O,
  "page POST /admin/team/members/:id/invitation": O,
  "api PUT /api/staff-members/:id/photo": O,
  "api DELETE /api/staff-members/:id/photo": O,
  "page POST /admin/team/members/:id/photo": O,
  // Asked for as a page, it only points to the Team tab (which asks for the session): nothing of anyone's.
  "page GET /admin/team/members/:id/photo": ALL,
  "page POST /admin/team/resources/:id?": O,
  "api GET /api/resources": O,
  "api POST /api/resources": O,
  "api PATCH /api/resources/:id": O,
  "api GET /api/waitlist/funnel": O,
  "api GET /api/admin/posts": O,
  "api POST /api/admin/posts": O,
  "api PUT /api/admin/posts/:id": O,
  "page POST /admin/posts/:id?": O,
  "api POST /api/admin/posts/:id/publish": O,
  "api POST /api/admin/posts/:id/unpublish": O,
  "page POST /admin/posts/:id/publish": O,
  "api GET /api/admin/export/:kind.csv": O,
  "page GET /admin/export/:file": O,
  "api GET /api/admin/privacy": O,
  "page GET /admin/privacy": O,
  "api POST /api/admin/privacy/erase": O,
  "page POST /admin/privacy": O,
};

const root = path.resolve(import.meta.dirname, "../../..");
const BOGUS_ID = "5f0d2c1e-0000-4000-8000-000000000000";
/** Ids that name nothing: an allowed role then hears 404, never the change. */
const params: Record<string, string> = { slug: "cloud-wax", date: "2030-12-25", kind: "bookings", file: "bookings.csv", change: "cancel" };

let database: TestDatabase;
let server: Server;
let base: string;
let staffTargets: Target[];
const userIds = {} as Record<StaffRole, string>;

/** A session minted as sign-in stores it, one per request, so a walked sign-out ends only its own. */
async function cookieOf(role: StaffRole): Promise<string> {
  const token = newToken();
  await database.db.insert(sessions).values({ idHash: hashToken(token), userId: userIds[role], expiresAt: new Date(Date.now() + 3_600_000) });
  return `${sessionCookieName(false)}=${token}`;
}

async function ask(target: Target, cookie: string): Promise<Response> {
  const url = base + fillPattern(target.pattern, (param) => (param.optional ? undefined : (params[param.name] ?? BOGUS_ID)));
  const write = target.method !== "GET";
  return fetch(url, {
    method: target.method,
    redirect: "manual",
    headers: { cookie, ...(write ? { "content-type": "application/json" } : {}) },
    ...(write ? { body: "{}" } : {}),
  });
}

const isStaffPage = (target: Target) => target.kind === "page" && /^\/admin(\/|$)/.test(target.pattern) && !target.pattern.startsWith("/admin/log");

beforeAll(async () => {
  ensureBuilt();
  database = await createTestDatabase();
  for (const role of staffRoles) {
    const user = await createStaffUser(database.db, `walk-${role}`, "lavender mews teapot");
    await database.sql`update staff_members set role = ${role} where user_id = ${user.id}`;
    userIds[role] = user.id;
  }
  const env = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "error", RATE_LIMIT: "1000000/60", FORM_ATTEMPT_LIMIT: "1000000/60", PAGE_CACHE_SECONDS: "0" });
  const logger = createLogger("silent");
  const payments = paymentsFromEnv(env, database.db);
  const bookingSettings = bookingSettingsFromEnv(env);
  const pages = await builtPages({ db: database.db, env, studio: studioFromEnv(env), projectRoot: root, payments, bookingSettings, logger });
  const app = createApp({ db: database.db, env, logger, payments, bookingSettings, pages: pages.handler, pageCache: pages.cache });
  server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const build = (await import(pathToFileURL(path.join(root, process.env.BUILD_DIR ?? "build", "server", "index.js")).href)) as ServerBuild;
  // A staff route is one that turns away a visitor with no session and lets the owner past: found by asking, so a
  // route added without a guard shows up as one the table does not know, not as one silently skipped.
  const candidates = [...expressRoutes(app).filter((target) => target.pattern.startsWith("/api/")), ...pageRoutes(build).filter(isStaffPage)];
  // A page with a loader and an action is walked both ways.
  const withLoaders = candidates.flatMap((target) => (target.kind === "page" && target.action && (target.module as { loader?: unknown }).loader ? [target, { ...target, method: "GET" }] : [target]));
  staffTargets = [];
  for (const target of withLoaders) {
    const anonymous = await ask(target, "");
    const signInFirst = anonymous.status === 401 || (anonymous.status === 302 && anonymous.headers.get("location")?.startsWith("/admin/login"));
    if (signInFirst && ![401, 403].includes((await ask(target, await cookieOf("owner"))).status)) staffTargets.push(target);
  }
}, 120_000);

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await database?.drop();
});

describe("each role on every staff route and page action (issue 22)", () => {
  it("classifies every staff route the server has, and no route it lacks", () => {
    const found = staffTargets.map(targetName).sort();
    expect(found).toContain("api PATCH /api/services/:slug");
    expect(found).toEqual(Object.keys(expected).sort());
  });

  it("answers each role as the table says: 403 for a role that may not, past the guard for one that may", async () => {
    const wrong: string[] = [];
    for (const target of staffTargets) {
      const allowed = expected[targetName(target)] ?? [];
      for (const role of staffRoles) {
        const status = (await ask(target, await cookieOf(role))).status;
        const ok = allowed.includes(role) ? status !== 403 && status !== 401 && status < 500 : status === 403;
        if (!ok) wrong.push(`${targetName(target)} as ${role}: ${status}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
