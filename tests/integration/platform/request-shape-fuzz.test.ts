import { once } from "node:events";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Express } from "express";
import Stripe from "stripe";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountSessions, sessions } from "~/db/schema.server";
import { accountCookieName } from "~/features/client-session";
import { downloadableGuides } from "~/features/content-pages/aftercare";
import { issueUnsubscribeToken } from "~/features/inquiries/unsubscribe/unsubscribe.server";
import { membershipTiers } from "~/features/memberships/membership-tiers";
import { sessionCookieName } from "~/features/staff-session";
import { createStaffUser } from "~/features/team/index.server";
import { hashToken, newToken } from "~/lib/tokens.server";
import { createApp } from "~/server/app.server";
import { bookingSettingsFromEnv } from "~/server/booking-settings.server";
import { parseEnv } from "~/server/env.server";
import { createLogger } from "~/server/logging/logger.server";
import { builtPages } from "~/server/pages.server";
import { paymentsFromEnv } from "~/server/payments/provider.server";
import { studioFromEnv } from "~/server/studio.server";
import { bookingRequest, nextWeekday } from "../../support/booking-data";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { startFakeStripe, type FakeStripe } from "../../support/fake-stripe";
import {
  bodyBytes,
  bodyKinds,
  contentTypes,
  encodedBody,
  encodings,
  expressRoutes,
  fillPattern,
  hostileQuery,
  LONE_SURROGATE_BYTES,
  methods,
  pageRoutes,
  pick,
  seeded,
  targetName,
  type BodyKind,
  type ContentType,
  type Encoding,
  type Target,
} from "../../support/request-shapes";
import { ensureBuilt } from "../../support/server-process";

/**
 * Issue 20: requests of every shape (method, content type, content encoding, body kind, lone surrogates, repeated
 * query parameters) over every route the code has, found by walking the Express app's router and the React Router
 * build's route manifest, so a new route is fuzzed without anyone listing it. Each route sees every method, body
 * kind, content type and encoding at least once (the rest a seeded selection), as a visitor, a member of staff and a
 * signed-in member, with and without the Origin the app checks. No answer may be a 5xx, nothing may be logged as an
 * error, and a sample of the refused requests, sent again one at a time, must change no stored row.
 */
const root = path.resolve(import.meta.dirname, "../../..");
const WEBHOOK_SECRET = "whsec_fuzz";
/** The webhook's requests are signed, so their bodies reach past the signature to the event's shape. */
const signer = new Stripe("sk_test_unused", { telemetry: false });

let database: TestDatabase;
let fake: FakeStripe;
const servers: Server[] = [];
const errorLines: string[] = [];
let demoBase: string;
let stripeBase: string;
let build: ServerBuild;
let apiTargets: (Target & { base: string })[];
let pageTargets: (Target & { base: string })[];
let staffUserId: string;
const memberEmail = "fuzz-member@example.com";
/** Real values for path parameters, by `segment-before:param` or by the parameter's name. */
const real: Record<string, string> = {};

async function listen(app: Express): Promise<string> {
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await once(server, "listening");
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function appFor(env: ReturnType<typeof parseEnv>, withPages: boolean) {
  // Only errors reach the log's stream: each one is a fault of ours the test reports.
  const logger = createLogger("error", { write: (line: string) => void errorLines.push(line) });
  const payments = paymentsFromEnv(env, database.db);
  const bookingSettings = bookingSettingsFromEnv(env);
  const pages = withPages ? await builtPages({ db: database.db, env, studio: studioFromEnv(env), projectRoot: root, payments, bookingSettings, logger }) : undefined;
  return createApp({ db: database.db, env, logger, payments, bookingSettings, pages: pages?.handler, pageCache: pages?.cache });
}

const json = (base: string, method: string, path: string, body: unknown, cookie = "") =>
  fetch(`${base}${path}`, { method, headers: { "content-type": "application/json", cookie }, body: JSON.stringify(body) });

/**
 * Fresh sessions of each kind, `count` of them, minted as sign-in stores them (two inserts), so a fuzzed sign-out
 * signs out only the few requests that share its session.
 */
async function identitySets(count: number) {
  const expiresAt = new Date(Date.now() + 3_600_000);
  const sets = Array.from({ length: count }, () => ({ staff: newToken(), member: newToken() }));
  await database.db.insert(sessions).values(sets.map(({ staff }) => ({ idHash: hashToken(staff), userId: staffUserId, expiresAt })));
  await database.db.insert(accountSessions).values(sets.map(({ member }) => ({ idHash: hashToken(member), email: memberEmail, expiresAt })));
  return sets.map(({ staff, member }) => ({ visitor: "", staff: `${sessionCookieName(false)}=${staff}`, member: `${accountCookieName(false)}=${member}` }));
}
const identities = async () => (await identitySets(1))[0]!;
type Identity = keyof Awaited<ReturnType<typeof identities>>;

async function seedRealIds() {
  const cookie = (await identities()).staff;
  const booked = (await (await json(demoBase, "POST", "/api/bookings", bookingRequest())).json()) as { id: string; manageUrl: string };
  real["bookings:id"] = booked.id;
  real["manage:token"] = booked.manageUrl.split("/bookings/manage/")[1]!;
  const desk = (await (await json(demoBase, "POST", "/api/vouchers", { amount: "50", buyerName: "Fuzz Buyer", buyerEmail: "buyer@example.com" }, cookie)).json()) as {
    voucher: { id: string };
  };
  real["vouchers:id"] = desk.voucher.id;
  const order = (await (await json(demoBase, "POST", "/api/gift-vouchers", { kind: "amount", amount: "40", buyerName: "Fuzz Buyer", buyerEmail: "buyer@example.com" })).json()) as {
    voucherUrl: string;
  };
  real["gift-vouchers:token"] = order.voucherUrl.split("/gift-vouchers/")[1]!;
  const joined = (await (await json(demoBase, "POST", "/api/memberships", { tier: membershipTiers[0]!.id, name: "Fuzz Member", email: memberEmail })).json()) as {
    clientSecret: string;
  };
  await json(demoBase, "POST", "/api/demo-payments/confirm", { clientSecret: joined.clientSecret, cardNumber: "4242424242424242", expiry: "12/40", cvc: "123" });
  const day = nextWeekday("thursday", 20);
  await json(demoBase, "POST", "/api/closures", { startsAt: `${day}T09:00:00Z`, endsAt: `${day}T10:00:00Z`, reason: "Fuzz closure" }, cookie);
  await json(demoBase, "POST", "/api/waitlist", { name: "Fuzz Waiter", email: "waiter@example.com", phone: "07700 900123", service: "inch-away", interestedInModeling: "maybe" });
  const [ids] = await database.sql`select
      (select id from memberships order by started_at desc nulls last limit 1) as membership,
      (select id from closures limit 1) as closure,
      (select id from blog_posts order by created_at limit 1) as post,
      (select slug from blog_posts where not draft and published <= now() order by created_at limit 1) as slug,
      (select id from outbox limit 1) as outbox,
      (select id from waitlist limit 1) as waitlist`;
  real["memberships:id"] = real["members:id"] = String(ids!.membership);
  real["closures:id"] = String(ids!.closure);
  real["posts:id"] = String(ids!.post);
  real["blog:slug"] = String(ids!.slug);
  real["outbox:id"] = String(ids!.outbox);
  real["unsubscribe:token"] = await issueUnsubscribeToken(database.db, String(ids!.waitlist));
  const signIn = newToken();
  await database.sql`insert into links (kind, subject, token_hash, expires_at, single_use) values ('sign-in', ${memberEmail}, ${hashToken(signIn)}, now() + interval '1 hour', true)`;
  real["sign-in:token"] = signIn;
  const holidays = (await (await fetch(`${demoBase}/api/bank-holidays`, { headers: { cookie } })).json()) as { date: string }[];
  real["bank-holidays:date"] = holidays[0]?.date ?? "2030-12-25";
  Object.assign(real, { "services:slug": "cloud-wax", "join:tier": membershipTiers[0]!.id, "guides:guide": Object.keys(downloadableGuides)[0]!, "export:kind": "bookings", "export:file": "bookings.csv", change: "cancel" });
}

beforeAll(async () => {
  ensureBuilt();
  database = await createTestDatabase();
  await createStaffUser(database.db, "fuzz-staff", "lavender mews teapot");
  staffUserId = String((await database.sql`select id from users where username = 'fuzz-staff'`)[0]!.id);
  fake = await startFakeStripe();
  const common = { NODE_ENV: "test", LOG_LEVEL: "error", RATE_LIMIT: "1000000/60", FORM_ATTEMPT_LIMIT: "1000000/60", PAGE_CACHE_SECONDS: "0" };
  const demoApp = await appFor(parseEnv(common), true);
  const stripeEnv = { ...common, STRIPE_SECRET_KEY: "sk_test_fuzz", STRIPE_PUBLISHABLE_KEY: "pk_test_fuzz", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: fake.url };
  const stripeApp = await appFor(parseEnv(stripeEnv), false);
  demoBase = await listen(demoApp);
  stripeBase = await listen(stripeApp);
  build = (await import(pathToFileURL(path.join(root, process.env.BUILD_DIR ?? "build", "server", "index.js")).href)) as ServerBuild;
  // Each route where it exists: the demo app has the pages and most of the API, the Stripe app its webhook.
  const demoRoutes = expressRoutes(demoApp).map((target) => ({ ...target, base: demoBase }));
  const stripeOnly = expressRoutes(stripeApp)
    .filter((target) => !demoRoutes.some((other) => targetName(other) === targetName(target)))
    .map((target) => ({ ...target, base: stripeBase }));
  apiTargets = [...demoRoutes, ...stripeOnly];
  pageTargets = pageRoutes(build).map((target) => ({ ...target, base: demoBase }));
  await seedRealIds();
  // Each sign-in that reaches its password check costs a 128 MiB scrypt: the shapes in front of it are what this
  // test is about, so the fuzz's username is already past its limit (tests/integration/staff covers the rest).
  await database.sql`insert into rate_limits (key, window_end, hits) values ('login-user:nobody-at-all', now() + interval '1 hour', 1000000)`;
}, 120_000);

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  await fake?.close();
  await database?.drop();
});

const BOGUS_ID = "5f0d2c1e-0000-4000-8000-000000000000";
const paramValues = ["real", "bogus-id", "non-numeric", "surrogate", "huge"] as const;
type ParamValue = (typeof paramValues)[number];

function pathFor(target: Target, choice: ParamValue, random: () => number): string {
  return fillPattern(target.pattern, (param) => {
    if (param.optional && random() < 0.3) return undefined;
    switch (choice) {
      case "real":
        return real[`${param.before}:${param.name}`] ?? real[param.name] ?? BOGUS_ID;
      case "bogus-id":
        return BOGUS_ID;
      case "non-numeric":
        return "not-a-number";
      case "surrogate":
        return `a${LONE_SURROGATE_BYTES}b`;
      case "huge":
        return "9".repeat(40);
    }
  });
}

/** Fields of every form and payload the studio reads, each with a plausible value, so bodies reach past validation. */
function template(): Record<string, unknown> {
  const date = nextWeekday("wednesday", 5);
  return {
    name: "Fuzz Tester",
    email: "fuzz@example.com",
    phone: "07700 900123",
    message: "A message long enough to pass the form.",
    service: "cloud-wax",
    interestedInModeling: "maybe",
    items: [{ id: "cloud-wax", type: "service" }],
    preferredDate: date,
    preferredTime: "11:00",
    policyAccepted: true,
    earlyStartRequested: true,
    patchTest: "recent",
    notes: "fuzz",
    reason: "fuzz reason",
    status: "confirmed",
    refund: "none",
    amountPence: 100,
    amount: "50",
    code: "ABCD-EFGH-JKMN-PQRS",
    buyerName: "Fuzz Buyer",
    buyerEmail: "buyer@example.com",
    kind: "amount",
    tier: "essential",
    intent: "cancel",
    title: "Fuzzed",
    slug: "fuzzed",
    excerpt: "An excerpt long enough.",
    content: "Some content long enough to be a post.",
    author: "Fuzz",
    tags: ["a"],
    username: "nobody-at-all",
    password: "not the password at all",
    startsAt: `${date}T09:00:00Z`,
    endsAt: `${date}T10:00:00Z`,
    receivedAt: date,
    clientSecret: "pi_fuzz_secret_fuzz",
    cardNumber: "4242424242424242",
    expiry: "12/40",
    cvc: "123",
    approve: true,
    bookingDetails: { bookingId: real["bookings:id"] },
    marketingEmail: true,
    publish: true,
    pricePence: 2000,
    durationMinutes: 60,
    state: "live",
  };
}

const QUERY_NAMES = ["items", "from", "days", "search", "status", "limit", "cursor", "email", "code", "tab", "page", "date", "step", "next", "booking", "view"];
const origins = ["same-origin", "none", "cross-site", "sec-fetch-cross-site"] as const;
type Origin = (typeof origins)[number];

interface Shape {
  target: Target & { base: string };
  method: string;
  path: string;
  identity: Identity;
  origin: Origin;
  type: ContentType;
  encoding: Encoding;
  kind: BodyKind;
  /** The request goes to the page's data URL (`.data`), as React Router's fetchers send it. */
  data?: boolean;
}

/** The natural content type of each target: JSON for the API, a form (or a fetcher's JSON) for a page. */
const nativeType = (target: Target, random: () => number): ContentType => (target.kind === "api" ? "json" : pick(random, ["form", "form", "json", "multipart"] as const));

/** Each content type and each content encoding at least once (JSON with no encoding is every body kind's). */
const envelopes: [ContentType, Encoding][] = [
  ["json", "gzip"],
  ["json", "deflate"],
  ["json", "br"],
  ["form", "mismatched"],
  ["multipart", "bogus"],
  ["text", "identity"],
  ["none", "identity"],
  ["bogus", "identity"],
];
const everyone = ["visitor", "staff", "member"] as const;
const withBodies = methods.filter((method) => method !== "GET" && method !== "HEAD");

/**
 * The shapes one target gets. A route that takes a body: every body kind with its own method and the content type
 * it reads (a page's action under each identity in turn, every other one through the data URL a fetcher posts to),
 * every content type and encoding (each with another value for the path's parameters and another Origin), every
 * other method. A route that reads none: every method, with every body kind spread over those that carry one. Each:
 * a hostile query string. A route sharing its module with one already fuzzed (the four waitlist pages) gets only
 * the methods.
 */
function shapesFor(target: Target & { base: string }, door: Identity, repeat: boolean): Shape[] {
  const random = seeded(targetName(target));
  const base = (overrides: Partial<Shape>): Shape => ({
    target,
    method: target.method,
    path: pathFor(target, "real", random),
    identity: door,
    origin: target.kind === "page" ? "same-origin" : "none",
    type: nativeType(target, random),
    encoding: "identity",
    kind: "valid",
    ...overrides,
  });
  const shapes: Shape[] = [];
  const readsBody = target.kind === "api" ? target.method !== "GET" : target.action;
  if (repeat) {
    for (const method of methods) shapes.push(base({ method, kind: pick(random, bodyKinds), type: pick(random, contentTypes) }));
    return shapes;
  }
  if (readsBody) {
    bodyKinds.forEach((kind, index) =>
      shapes.push(target.kind === "page" ? base({ kind, identity: everyone[index % everyone.length], data: index % 3 !== 0 }) : base({ kind })),
    );
    envelopes.forEach(([type, encoding], index) =>
      shapes.push(
        base({
          type,
          encoding,
          kind: pick(random, ["valid", "surrogates", "wrong-types", "deep"] as const),
          path: pathFor(target, paramValues[index % paramValues.length]!, random),
          origin: origins[index % origins.length],
          identity: target.kind === "page" ? pick(random, everyone) : door,
        }),
      ),
    );
    for (const method of methods) if (method !== target.method) shapes.push(base({ method, kind: pick(random, bodyKinds), type: pick(random, contentTypes) }));
  } else {
    shapes.push(base({ method: "GET", kind: "none" }), base({ method: "HEAD", kind: "none", path: pathFor(target, pick(random, paramValues), random) }));
    bodyKinds.forEach((kind, index) =>
      shapes.push(base({ method: withBodies[index % withBodies.length], kind, type: pick(random, contentTypes), path: pathFor(target, paramValues[index % paramValues.length]!, random) })),
    );
  }
  shapes.push(base({ method: "GET", path: `${pathFor(target, pick(random, paramValues), random)}?${hostileQuery(random, QUERY_NAMES)}`, kind: "none" }));
  return shapes;
}

interface Sent {
  shape: Shape;
  status: number | "closed";
  location?: string;
}

const describeShape = (shape: Shape) =>
  `${shape.method} ${shape.path}${shape.data ? " (.data)" : ""} as ${shape.identity}, origin ${shape.origin}, ${shape.type}, ${shape.encoding}, body ${shape.kind}`;

async function send(shape: Shape, cookies: Record<Identity, string>, templateBody: Record<string, unknown>): Promise<Sent> {
  const { headers, body } = encodedBody(bodyBytes(shape.kind, shape.type, templateBody), shape.type, shape.encoding);
  // Compressing thousands of answers (and inflating them here) would be most of the run's work, and tells nothing.
  headers["accept-encoding"] = "identity";
  if (cookies[shape.identity]) headers.cookie = cookies[shape.identity];
  if (shape.origin === "same-origin") headers.origin = shape.target.base;
  if (shape.origin === "cross-site") headers.origin = "https://evil.example";
  if (shape.origin === "sec-fetch-cross-site") headers["sec-fetch-site"] = "cross-site";
  if (shape.target.pattern === "/api/stripe/webhook" && body) {
    headers["stripe-signature"] = signer.webhooks.generateTestHeaderString({ payload: body.toString("utf8"), secret: WEBHOOK_SECRET });
  }
  let url = `${shape.target.base}${shape.path}`;
  if (shape.data) {
    const [pathname, query] = shape.path.split("?");
    url = `${shape.target.base}${pathname === "/" ? "/_root" : pathname}.data${query ? `?${query}` : ""}`;
  }
  const withBody = body !== undefined && shape.method !== "GET" && shape.method !== "HEAD";
  try {
    const response = await fetch(url, { method: shape.method, headers, body: withBody ? new Uint8Array(body) : undefined, redirect: "manual" });
    await response.arrayBuffer().catch(() => undefined);
    return { shape, status: response.status, location: response.headers.get("location") ?? undefined };
  } catch (error) {
    // A body past the limit: the server answers 413 and closes the connection while the client may still be writing.
    if (shape.kind === "two-megabytes") return { shape, status: "closed" };
    throw new Error(`${describeShape(shape)}: ${String(error)}`, { cause: error });
  }
}

/** A few at a time (each taking the next shape as it finishes), every few with fresh sessions. */
async function sendAll(shapes: Shape[], concurrency = 16): Promise<Sent[]> {
  const sent: Sent[] = new Array<Sent>(shapes.length);
  const cookies = await identitySets(Math.ceil(shapes.length / concurrency));
  const body = template();
  let next = 0;
  const worker = async () => {
    while (next < shapes.length) {
      const index = next++;
      sent[index] = await send(shapes[index]!, cookies[Math.floor(index / concurrency)]!, body);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return sent;
}

/** Which identity gets past a route's door: staff's routes refuse a visitor with 401 or a redirect to sign in. */
async function doorOf(target: Target & { base: string }, cookies: Record<Identity, string>): Promise<Identity> {
  for (const identity of ["visitor", "staff", "member"] as const) {
    const { status, location } = await send(
      { target, method: target.method, path: pathFor(target, "real", () => 0.5), identity, origin: "same-origin", type: "json", encoding: "identity", kind: "empty" },
      cookies,
      {},
    );
    const turnedAway = status === 401 || status === 403 || /sign-in|login/.test(location ?? "");
    if (!turnedAway) return identity;
  }
  return "staff";
}

/** Every table's rows, as one digest each: what a refused request must leave as it was. */
async function storedRows(): Promise<Record<string, string>> {
  // Counters and sessions change on every request by design: the throttle counts refused attempts too, a session
  // records when it was last seen, a trusted device when it was last used.
  const changing = new Set(["rate_limits", "sessions", "account_sessions", "staff_devices"]);
  const tables = (await database.sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`)
    .map((row) => String(row.table_name))
    .filter((table) => !changing.has(table));
  const query = tables.map((table) => `select '${table}' as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${table}" t`).join(" union all ");
  const rows = await database.sql.unsafe(query);
  return Object.fromEntries(rows.map((row) => [String(row.name), String(row.digest)]));
}

describe("requests of every shape over every route and page action", () => {
  let sent: Sent[] = [];

  it("finds the routes in the code: the API's, the Stripe webhook and every page action", () => {
    const names = [...apiTargets, ...pageTargets].map(targetName);
    expect(names).toEqual(expect.arrayContaining(["api POST /api/bookings", "api POST /api/stripe/webhook", "api PATCH /api/bookings/:id/status", "page POST /contact", "page POST /admin/schedule"]));
    expect(apiTargets.length).toBeGreaterThan(60);
    expect(pageTargets.filter((target) => target.action).length).toBeGreaterThan(20);
  });

  it("answers none of them with a 5xx and logs no error", async () => {
    const started = Date.now();
    const doorCookies = await identities();
    const targets = [...apiTargets, ...pageTargets];
    const doors = new Map<string, Identity>();
    // A page's action is sent as each identity in turn; the API's routes as the one that gets past its door.
    for (let start = 0; start < apiTargets.length; start += 8) {
      await Promise.all(apiTargets.slice(start, start + 8).map(async (target) => doors.set(targetName(target), await doorOf(target, doorCookies))));
    }
    const modules = new Set<unknown>();
    const repeats = new Set<Target>();
    const shapes = targets.flatMap((target) => {
      const module = target.kind === "page" ? target.module : target;
      if (modules.has(module)) repeats.add(target);
      modules.add(module);
      return shapesFor(target, doors.get(targetName(target)) ?? "visitor", repeats.has(target));
    });
    // The selection covers what the issue names, for every route.
    for (const target of targets) {
      const own = shapes.filter((shape) => shape.target === target);
      expect({ target: targetName(target), methods: new Set([target.method, ...own.map((shape) => shape.method)]).size }).toEqual({ target: targetName(target), methods: methods.length });
      const readsBody = target.kind === "api" ? target.method !== "GET" : target.action;
      if (readsBody && !repeats.has(target)) {
        const sent = own.filter((shape) => shape.method === target.method);
        expect({ target: targetName(target), types: new Set(sent.map((shape) => shape.type)).size, encodings: new Set(sent.map((shape) => shape.encoding)).size }).toEqual({
          target: targetName(target),
          types: contentTypes.length,
          encodings: encodings.length,
        });
      }
      if (!repeats.has(target)) {
        expect({ target: targetName(target), kinds: new Set(own.map((shape) => shape.kind)).size }).toEqual({
          target: targetName(target),
          kinds: bodyKinds.length,
        });
      }
    }
    sent = await sendAll(shapes);
    const faults = sent.filter((answer) => answer.status !== "closed" && answer.status >= 500).map((answer) => `${answer.status} ${describeShape(answer.shape)}`);
    console.info(`request-shape fuzz: ${shapes.length} requests over ${targets.length} routes in ${Date.now() - started} ms`);
    expect(faults).toEqual([]);
    expect(errorLines.map((line) => (JSON.parse(line) as { msg: string; err?: { message?: string } }).err?.message ?? line)).toEqual([]);
  }, 120_000);

  it("stores nothing for a refused request (one refused by each route that takes a body, sent again on its own)", async () => {
    const refused = sent.filter(
      (answer) => typeof answer.status === "number" && answer.status >= 400 && answer.status < 500 && answer.shape.method === answer.shape.target.method && answer.shape.method !== "GET",
    );
    const random = seeded("refused sample");
    const byTarget = new Map<string, Sent[]>();
    for (const answer of refused) byTarget.set(targetName(answer.shape.target), [...(byTarget.get(targetName(answer.shape.target)) ?? []), answer]);
    const sample = [...byTarget.values()].map((answers) => pick(random, answers));
    expect(sample.length).toBeGreaterThan(50);
    const changed: string[] = [];
    let compared = 0;
    const body = template();
    let before = await storedRows();
    for (const { shape } of sample) {
      const again = await send(shape, await identities(), body);
      const after = await storedRows();
      if (typeof again.status === "number" && again.status >= 400 && again.status < 500) {
        compared++;
        const tables = Object.keys(after).filter((table) => after[table] !== before[table]);
        if (tables.length > 0) changed.push(`${again.status} ${describeShape(shape)} changed ${tables.join(", ")}`);
      }
      before = after;
    }
    expect(changed).toEqual([]);
    expect(compared).toBeGreaterThan(50);
  }, 60_000);
});
