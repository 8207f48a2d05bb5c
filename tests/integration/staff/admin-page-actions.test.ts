import { once } from "node:events";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingStatusAction } from "~/features/booking/admin/index.server";
import { dashboardLoader, exportLoader, signOutAction } from "~/features/staff/admin-page.server";
import { eraseAction, privacyLoader } from "~/features/clients/admin/index.server";
import { resendAction } from "~/features/mail/admin/index.server";
import { publishPostAction, savePostAction } from "~/features/blog/admin/index.server";
import { defaultEmailContext } from "~/features/mail";
import { serviceAction, serviceHistoryLoader, studioFactsAction } from "~/features/studio/admin/index.server";
import { sessionCookieName } from "~/features/staff-session";
import { issueVoucherAction, voidVoucherAction, voucherLookupLoader } from "~/features/vouchers/admin/index.server";
import { signIn, staffForSession } from "~/features/staff-session/index.server";
import { createStaffUser } from "~/features/team/index.server";
import { createApp } from "~/server/app.server";
import { bookingSettingsFromEnv } from "~/server/booking-settings.server";
import { parseEnv } from "~/server/env.server";
import { createLogger } from "~/server/logging/logger.server";
import { paymentsFromEnv } from "~/server/payments/provider.server";
import { createTestDatabase, type TestDatabase } from "../../support/database";

/**
 * The dashboard's loaders and actions (features/staff/admin-page.server.ts) against a real database: each checks
 * the staff session, refusals carry a code, and a cross-site post never reaches them.
 */
let database: TestDatabase;
let context: AppLoadContext;
let cleared = 0;
const ANY_ID = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  database = await createTestDatabase();
  context = {
    db: database.db,
    production: false,
    emailContext: defaultEmailContext,
    contentChanged: () => cleared++,
  } as unknown as AppLoadContext;
  await createStaffUser(database.db, "page-actions", "lavender mews teapot");
});
afterAll(() => database.drop());

async function session(): Promise<string> {
  const result = await signIn(database.db, "page-actions", "lavender mews teapot", "203.0.113.9");
  if (result.outcome !== "signed-in") throw new Error(result.outcome);
  return result.sessionId;
}

const request = (path: string, sessionId?: string, body?: unknown) =>
  new Request(`http://studio.test${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      ...(sessionId ? { cookie: `${sessionCookieName(false)}=${encodeURIComponent(sessionId)}` } : {}),
      ...(typeof body === "string" ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });

type Args = LoaderFunctionArgs & ActionFunctionArgs;
const args = (path: string, params: Record<string, string>, sessionId?: string, body?: unknown) =>
  ({ request: request(path, sessionId, body), context, params }) as unknown as Args;

/** A data() answer's status and body, or a plain object as a 200. */
function answerOf(result: unknown): { status: number; body: Record<string, unknown> } {
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const { init, data } = result as { init: { status?: number } | null; data: Record<string, unknown> };
    return { status: init?.status ?? 200, body: data };
  }
  return { status: 200, body: result as Record<string, unknown> };
}

const thrown = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe("every dashboard loader and action checks the staff session", () => {
  const calls: [string, (args: Args) => Promise<unknown>, string, Record<string, string>, unknown?][] = [
    ["dashboard", dashboardLoader, "/admin?tab=blog", {}],
    ["status change", bookingStatusAction, `/admin/bookings/${ANY_ID}/status`, { id: ANY_ID }, { status: "confirmed" }],
    ["post save", savePostAction, "/admin/posts", {}, { title: "A title" }],
    ["publish", publishPostAction, `/admin/posts/${ANY_ID}/publish`, { id: ANY_ID }, { publish: true }],
    ["resend", resendAction, `/admin/outbox/${ANY_ID}/resend`, { id: ANY_ID }, {}],
    ["privacy look-up", privacyLoader, "/admin/privacy?email=a%40example.com", {}],
    ["erasure", eraseAction, "/admin/privacy", {}, { email: "a@example.com" }],
    ["export", exportLoader, "/admin/export/bookings.csv", { file: "bookings.csv" }],
    ["service change", serviceAction, "/admin/services/cloud-wax", { slug: "cloud-wax" }, { pricePence: "1.00" }],
    ["service history", serviceHistoryLoader, "/admin/services/cloud-wax/history", { slug: "cloud-wax" }],
    ["studio facts", studioFactsAction, "/admin/studio-facts", {}, { accessibilityReviewedOn: "2026-01-01" }],
    ["voucher issue", issueVoucherAction, "/admin/vouchers", {}, { amount: "50", buyerName: "Bea Buyer", buyerEmail: "bea@example.com" }],
    ["voucher void", voidVoucherAction, `/admin/vouchers/${ANY_ID}/void`, { id: ANY_ID }, {}],
    ["voucher look-up", voucherLookupLoader, "/admin/vouchers/lookup?code=ABCD-EFGH-JKMN-PQRS", {}],
  ];
  for (const [name, handler, path, params, body] of calls) {
    it(`${name}: sends anyone without a live session to sign in, and changes nothing`, async () => {
      const error = await thrown(handler(args(path, params, "never-issued", body)));
      expect(error).toBeInstanceOf(Response);
      expect((error as Response).status).toBe(302);
      expect((error as Response).headers.get("location")).toMatch(/^\/admin\/login\?next=%2Fadmin/);
    });
  }
});

describe("answers for staff", () => {
  it("erasure and look-up: '@', a domain or part of an address is a 400 and the outbox is untouched", async () => {
    const sessionId = await session();
    await database.sql`insert into outbox (kind, "to", subject, text, html) values ('voucher-gift', 'someone@example.org', 'Gift', 'from buyer@example.com', 'h')`;
    const before = await database.sql`select id, subject, text, status from outbox order by id`;
    for (const email of ["@", "example.com", "@example.com", "buyer@"]) {
      const erased = answerOf(await eraseAction(args("/admin/privacy", {}, sessionId, { email })));
      expect(erased).toMatchObject({ status: 400, body: { fieldErrors: { email: [expect.any(String)] } } });
      const found = answerOf(await privacyLoader(args(`/admin/privacy?${new URLSearchParams({ email })}`, {}, sessionId)));
      expect(found.status).toBe(400);
    }
    expect(await database.sql`select id, subject, text, status from outbox order by id`).toEqual(before);
  });

  it("vouchers: a desk sale answers its code once, bad fields are field errors, a look-up and a void answer as the API does", async () => {
    const sessionId = await session();
    const invalid = answerOf(await issueVoucherAction(args("/admin/vouchers", {}, sessionId, { amount: "5", buyerName: "B", buyerEmail: "x" })));
    expect(invalid).toMatchObject({ status: 400, body: { ok: false, code: "invalid" } });
    expect(Object.keys(invalid.body.fieldErrors as object).sort()).toEqual(["amount", "buyerEmail", "buyerName"]);
    const issued = answerOf(await issueVoucherAction(args("/admin/vouchers", {}, sessionId, { amount: "50", buyerName: "Bea Buyer", buyerEmail: "bea@example.com" })));
    expect(issued).toMatchObject({ status: 200, body: { ok: true, code: expect.stringMatching(/^\w{4}-\w{4}-\w{4}-\w{4}$/), voucher: { issuedBy: "page-actions", state: "active" } } });
    const { code, voucher } = issued.body as { code: string; voucher: { id: string } };

    const lookup = (typed: string) => voucherLookupLoader(args(`/admin/vouchers/lookup?${new URLSearchParams({ code: typed })}`, {}, sessionId));
    expect(answerOf(await lookup(code.toLowerCase()))).toMatchObject({ status: 200, body: { ok: true, voucher: { id: voucher.id } } });
    expect(answerOf(await lookup("ABCD-EFGH-JKMN-PQRS"))).toMatchObject({ status: 404, body: { message: "No voucher has that code" } });
    expect(answerOf(await lookup("ABCD"))).toMatchObject({ status: 400, body: { fieldErrors: { code: [expect.any(String)] } } });

    const voided = answerOf(await voidVoucherAction(args("/", { id: voucher.id }, sessionId)));
    expect(voided).toMatchObject({ status: 200, body: { ok: true, voucher: { state: "void", voidedBy: "page-actions" } } });
    expect(answerOf(await voidVoucherAction(args("/", { id: voucher.id }, sessionId)))).toMatchObject({ status: 409, body: { code: "already-void" } });
    expect(answerOf(await voidVoucherAction(args("/", { id: "not-a-uuid" }, sessionId)))).toMatchObject({ status: 404 });
  });

  it("a refused change is a 409 with a code and the workflow's words; an unknown status a 400 with field errors", async () => {
    const sessionId = await session();
    const [booking] = await database.sql`
      insert into bookings (name, email, phone, service, status) values ('Done', 'done@example.com', '07700900000', 'x', 'completed') returning id`;
    const refused = answerOf(await bookingStatusAction(args("/", { id: booking!.id }, sessionId, { status: "cancelled" })));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ ok: false, code: expect.any(String), message: "A completed booking cannot be changed." });
    const unknown = answerOf(await bookingStatusAction(args("/", { id: booking!.id }, sessionId, { status: "lost" })));
    expect(unknown).toMatchObject({ status: 400, body: { code: "unknown-status", fieldErrors: { status: [expect.any(String)] } } });
    const unreadable = answerOf(await bookingStatusAction(args("/", { id: booking!.id }, sessionId, "{not json")));
    expect(unreadable).toMatchObject({ status: 400 });
    const missing = answerOf(await bookingStatusAction(args("/", { id: "not-a-uuid" }, sessionId, { status: "confirmed" })));
    expect(missing).toMatchObject({ status: 404, body: { code: "not-found" } });
  });

  it("a post is saved with the API's schema, a taken address is a 409 under its field, and cached pages are cleared", async () => {
    const sessionId = await session();
    const post = { title: "Brow care in winter", slug: "brow-care-in-winter", excerpt: "Keep brows happy in the cold.", content: "Twenty characters and a few more words.", author: "Grace", tags: ["Brows"], draft: false };
    const before = cleared;
    const saved = answerOf(await savePostAction(args("/admin/posts", {}, sessionId, post)));
    expect(saved).toMatchObject({ status: 200, body: { ok: true, post: { slug: "brow-care-in-winter", draft: false } } });
    expect(cleared).toBe(before + 1);
    const taken = answerOf(await savePostAction(args("/admin/posts", {}, sessionId, { ...post, title: "Another" })));
    expect(taken).toMatchObject({ status: 409, body: { code: "slug-taken", fieldErrors: { slug: ["Another post already uses that address."] } } });
    const invalid = answerOf(await savePostAction(args("/admin/posts", {}, sessionId, { title: "" })));
    expect(invalid).toMatchObject({ status: 400, body: { code: "invalid" } });
    expect(Object.keys(invalid.body.fieldErrors as object)).toEqual(expect.arrayContaining(["title", "excerpt"]));
  });

  it("signing out ends the session and clears the cookie", async () => {
    const sessionId = await session();
    const answer = await thrown(signOutAction(args("/admin/logout", {}, sessionId, {})));
    expect((answer as Response).headers.get("location")).toBe("/admin/login");
    expect((answer as Response).headers.get("set-cookie")).toMatch(/^studio_session=;.*Expires=Thu, 01 Jan 1970/);
    expect(await staffForSession(database.db, sessionId)).toBeUndefined();
  });
});

describe("page actions behind the HTTP shell", () => {
  it("a post from another site is refused with 403 before any page action runs", async () => {
    const env = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent" });
    let reached = 0;
    const app = createApp({
      db: database.db,
      env,
      logger: createLogger(env.LOG_LEVEL),
      payments: paymentsFromEnv(env, database.db),
      bookingSettings: bookingSettingsFromEnv(env),
      pages: (_req, res) => {
        reached++;
        res.status(204).end();
      },
    });
    const server: Server = app.listen(0, "127.0.0.1");
    await once(server, "listening");
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const path of [`/admin/bookings/${ANY_ID}/status`, "/admin/privacy", `/admin/posts/${ANY_ID}/publish`, "/admin/logout"]) {
        const crossSite = await fetch(`${base}${path}`, { method: "POST", headers: { origin: "https://evil.example", "content-type": "application/json" }, body: "{}" });
        expect(crossSite.status, path).toBe(403);
        const fetchMeta = await fetch(`${base}${path}`, { method: "POST", headers: { "sec-fetch-site": "cross-site" }, body: "status=cancelled" });
        expect(fetchMeta.status, path).toBe(403);
      }
      expect(reached).toBe(0);
      const ours = await fetch(`${base}/admin/logout`, { method: "POST", headers: { origin: base } });
      expect(ours.status).toBe(204);
      expect(reached).toBe(1);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
