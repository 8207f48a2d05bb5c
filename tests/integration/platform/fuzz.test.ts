import { connect } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffUser } from "~/features/team/index.server";
import { bookingRequest } from "../../support/booking-data";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { ensureBuilt, startServerProcess, type ServerProcess } from "../../support/server-process";

/**
 * A hostile client at the server's edge: every API endpoint (server/api/*.ts) and every page form action, sent NUL
 * bytes, odd encodings, ids and dates that are not ones, wrong content types, huge numbers, arrays for strings and
 * path traversal. Each answer must be the client's fault (4xx) or a normal success: never a 500.
 */
let database: TestDatabase;
let server: ServerProcess;
let staffCookie: string;
let postId: string;
/** A real manage link's token, so the manage routes' bodies and queries are reached, not only their 404. */
let manageToken: string;

beforeAll(async () => {
  ensureBuilt();
  database = await createTestDatabase();
  await createStaffUser(database.db, "fuzz-admin", "lavender mews teapot");
  server = await startServerProcess({ DATABASE_URL: database.url, RATE_LIMIT: "100000/60", LOG_LEVEL: "error" });
  const login = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "fuzz-admin", password: "lavender mews teapot" }),
  });
  staffCookie = login.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
  const [post] = (await database.sql`select id from blog_posts limit 1`) as unknown as [{ id: string }];
  postId = post.id;
  const booked = await fetch(`${server.baseUrl}/api/bookings`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(bookingRequest()) });
  manageToken = ((await booked.json()) as { manageUrl: string }).manageUrl.split("/bookings/manage/")[1]!;
}, 120_000);

afterAll(async () => {
  await server?.stop("SIGTERM");
  await database?.drop();
});

interface Probe {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
}

const NOT_A_UUID = "zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz";
const DASHES = "-".repeat(36);
/** Values that are not what a field holds. */
const hostileValues: unknown[] = [
  "a\u0000b",
  ["an array", "for a string"],
  { $gt: "" },
  1e308,
  "9".repeat(400),
  "../../../../etc/passwd",
  DASHES,
  null,
];
/** Dates and times that are none, for the fields that hold one. */
const badDates = ["2024-02-30", "99999-12-31", "0000-00-00", "1900-01-01", "25:61", "-1"];

const json = (method: string, path: string, body: unknown): Probe => ({
  method,
  path,
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

/** Each field of a good body replaced, one at a time, by each hostile value. */
function fieldProbes(method: string, path: string, good: Record<string, unknown>): Probe[] {
  return Object.keys(good).flatMap((field) => hostileValues.map((value) => json(method, path, { ...good, [field]: value })));
}

/** Ways to send a body that are wrong whatever it holds. */
function envelopeProbes(method: string, path: string, good: unknown): Probe[] {
  const text = JSON.stringify(good);
  return [
    { method, path, headers: { "content-type": "application/json", "content-encoding": "gzip" }, body: text },
    { method, path, headers: { "content-type": "application/json", "content-encoding": "br" }, body: text },
    { method, path, headers: { "content-type": "application/json", "content-encoding": "gzip" }, body: new Uint8Array(gzipSync("{not json")) },
    { method, path, headers: { "content-type": "application/json; charset=latin1" }, body: text },
    { method, path, headers: { "content-type": "application/json" }, body: '{"name": "raw \u0000 byte"}' },
    { method, path, headers: { "content-type": "application/json" }, body: "{not json" },
    { method, path, headers: { "content-type": "application/json" }, body: "null" },
    { method, path, headers: { "content-type": "application/json" }, body: "[1,2,3]" },
    { method, path, headers: { "content-type": "application/x-www-form-urlencoded" }, body: "name=a%00b&email=x" },
    { method, path, headers: { "content-type": "text/plain" }, body: text },
  ];
}

const futureDate = bookingRequest().preferredDate;
const contact = { name: "Fuzz Tester", email: "fuzz@example.com", phone: "07700 900123", message: "A message long enough to pass." };
const waitlist = { name: "Fuzz Tester", email: "fuzz@example.com", phone: "07700 900123", service: "inch-away", interestedInModeling: "maybe" };
const post = {
  title: "Fuzzed",
  slug: "fuzzed",
  excerpt: "An excerpt long enough.",
  content: "Some content that is long enough to be a post.",
  author: "Fuzz Tester",
  tags: ["a"],
};
const serviceChange = { pricePence: 2000, durationMinutes: 60, state: "live", launchText: null, earlyBirdPricePence: null, packages: [] };

function apiProbes(): Probe[] {
  const ids = [NOT_A_UUID, DASHES, "..%2F..%2Fetc%2Fpasswd", "%00", "1".repeat(36), "%E0%A4%A"];
  return [
    ...fieldProbes("POST", "/api/contact", contact),
    ...envelopeProbes("POST", "/api/contact", contact),
    ...fieldProbes("POST", "/api/waitlist", waitlist),
    ...fieldProbes("POST", "/api/bookings", bookingRequest()),
    ...envelopeProbes("POST", "/api/bookings", bookingRequest()),
    json("POST", "/api/bookings", bookingRequest({ items: [{ id: "henna-brows", type: "package", packageIndex: 1e9 }] })),
    json("POST", "/api/bookings", bookingRequest({ items: [{ id: "a\u0000", type: "service" }] })),
    ...badDates.flatMap((value) => [
      json("POST", "/api/bookings", bookingRequest({ preferredDate: value })),
      json("POST", "/api/bookings", bookingRequest({ preferredTime: value })),
      { method: "GET", path: `/api/availability?items=henna-brows&from=${value}` },
    ]),
    ...hostileValues.map((value) => json("POST", "/api/create-payment-intent", { bookingDetails: { bookingId: value } })),
    ...fieldProbes("POST", "/api/demo-payments/confirm", { clientSecret: "pi_x_secret_y", cardNumber: "4242424242424242", expiry: "12/40", cvc: "123" }),
    ...fieldProbes("POST", "/api/demo-payments/authenticate", { clientSecret: "pi_x_secret_y", approve: true }),
    // Each sign-in that gets past the throttle costs a 128 MiB scrypt: a handful of the worst values is enough.
    ...["a\u0000b", ["x"], { $gt: "" }, 1e308, null].flatMap((value) => [
      json("POST", "/api/auth/login", { username: value, password: "wrong password" }),
      json("POST", "/api/auth/login", { username: "fuzz-admin", password: value }),
    ]),
    ...[
      `items=%00&from=${futureDate}`,
      "items=henna-brows&from=99999-99-99",
      "items=henna-brows&from=2024-02-30",
      "items=henna-brows&days=1e308",
      "items=henna-brows&days=-1",
      "items=henna-brows&items=brow-lamination",
      "items=henna-brows:99999999999999999999",
      `items=${"a,".repeat(500)}`,
      "items=..%2F..%2Fetc%2Fpasswd",
    ].map((query) => ({ method: "GET", path: `/api/availability?${query}` })),
    ...["%00", "..%2F..%2Fetc%2Fpasswd", "a".repeat(2000), "%E0%A4%A", "%2e%2e"].map((slug) => ({ method: "GET", path: `/api/blog/${slug}` })),
    // Staff endpoints, signed in: bad ids in every path that takes one, bad queries, bad bodies.
    ...ids.flatMap((id) => [
      json("PATCH", `/api/bookings/${id}/status`, { status: "confirmed" }),
      { method: "GET", path: `/api/bookings/${id}/history` },
      json("POST", `/api/bookings/${id}/cancel`, { reason: "fuzz", refund: "full" }),
      json("POST", `/api/bookings/${id}/refund`, { amountPence: 100, reason: "fuzz" }),
      json("POST", `/api/bookings/${id}/reschedule`, { preferredDate: "2031-03-04", preferredTime: "10:00" }),
      json("PUT", `/api/admin/posts/${id}`, post),
      { method: "POST", path: `/api/admin/posts/${id}/publish` },
      { method: "POST", path: `/api/admin/outbox/${id}/resend` },
    ]),
    ...["search=%00", "status=%00", "search=%25%5F%5C", "status=confirmed&status=pending", `search=${"x".repeat(5000)}`].map((query) => ({
      method: "GET",
      path: `/api/bookings?${query}`,
    })),
    { method: "GET", path: "/api/contacts?search=%00" },
    { method: "GET", path: "/api/admin/export/..%2F..%2Fetc%2Fpasswd.csv" },
    { method: "GET", path: "/api/admin/export/%00.csv" },
    { method: "GET", path: "/api/admin/privacy?email=a%00@b.c" },
    { method: "GET", path: "/api/admin/privacy?email=a@b.c&email=d@e.f" },
    ...hostileValues.map((value) => json("PATCH", "/api/bookings/1b1f5e0e-0000-4000-8000-000000000000/status", { status: value })),
    ...hostileValues.map((value) => json("POST", "/api/admin/privacy/erase", { email: value })),
    ...hostileValues.flatMap((value) => [
      json("POST", "/api/bookings/1b1f5e0e-0000-4000-8000-000000000000/cancel", { reason: value, refundPence: value, refund: value }),
      json("POST", "/api/bookings/1b1f5e0e-0000-4000-8000-000000000000/refund", { amountPence: value, reason: value }),
      json("POST", "/api/bookings/1b1f5e0e-0000-4000-8000-000000000000/reschedule", { preferredDate: value, preferredTime: value }),
    ]),
    // The client's manage link: its move's body, and tokens that are none.
    ...fieldProbes("POST", "/api/bookings/manage/{manageToken}/reschedule", { preferredDate: futureDate, preferredTime: "10:00" }),
    ...envelopeProbes("POST", "/api/bookings/manage/{manageToken}/reschedule", { preferredDate: futureDate, preferredTime: "10:00" }),
    ...badDates.map((value) => json("POST", "/api/bookings/manage/{manageToken}/reschedule", { preferredDate: value, preferredTime: value })),
    ...ids.flatMap((id) => [{ method: "GET", path: `/api/bookings/manage/${id}` }, json("POST", `/api/bookings/manage/${id}/cancel`, {})]),
    ...fieldProbes("POST", "/api/admin/posts", post),
    ...envelopeProbes("POST", "/api/admin/posts", post),
    // The studio's facts (issue 12): a service's and the studio-wide ones.
    ...fieldProbes("PATCH", "/api/services/cloud-wax", serviceChange),
    ...envelopeProbes("PATCH", "/api/services/cloud-wax", serviceChange),
    ...ids.flatMap((slug) => [json("PATCH", `/api/services/${slug}`, { pricePence: 2000 }), { method: "GET", path: `/api/services/${slug}/changes` }]),
    ...fieldProbes("PATCH", "/api/studio-facts", { accessibilityReviewedOn: "2025-01-15" }),
    ...envelopeProbes("PATCH", "/api/studio-facts", { accessibilityReviewedOn: "2025-01-15" }),
    // Gift vouchers for staff (issue 13): a desk sale's body, ids and codes that are none, cursors not given.
    ...fieldProbes("POST", "/api/vouchers", { amount: "50", buyerName: "Fuzz Buyer", buyerEmail: "fuzz@example.com", recipientEmail: "r@example.com", message: "Hi" }),
    ...envelopeProbes("POST", "/api/vouchers", { amount: "50", buyerName: "Fuzz Buyer", buyerEmail: "fuzz@example.com" }),
    ...ids.flatMap((id) => [
      { method: "POST", path: `/api/vouchers/${id}/void` },
      { method: "GET", path: `/api/vouchers/lookup?code=${id}` },
      { method: "GET", path: `/api/vouchers?cursor=${id}` },
    ]),
  ];
}

/** A form body as a browser sends it. */
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

function pageProbes(): Probe[] {
  const forms: [string, Record<string, string>][] = [
    ["/contact", contact],
    ["/inch-away-waitlist", waitlist],
    ["/glow-lift-waitlist", { ...waitlist, service: "glow-lift" }],
    ["/fat-freezing-waitlist", { ...waitlist, service: "the-ice-sculpt", interestedInModeling: "yes" }],
    ["/admin/login", { username: "fuzz-admin", password: "wrong password" }],
    ["/bookings/manage/{manageToken}", { intent: "reschedule", preferredDate: futureDate, preferredTime: "10:00" }],
  ];
  const probes = forms.flatMap(([path, fields]): Probe[] => {
    const post = (body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" }): Probe => ({
      method: "POST",
      path,
      headers,
      body,
    });
    return [
      ...Object.keys(fields).map((field) => post(form({ ...fields, [field]: "a\u0000b" }))),
      ...Object.keys(fields).map((field) => post(`${form(fields)}&${field}=second&${field}=third`)),
      ...Object.keys(fields).map((field) => post(form({ ...fields, [field]: "9".repeat(6000) }))),
      post(`${form(fields)}&name=%FF%FE%00`),
      post("%%%=%%%"),
      post(JSON.stringify(fields), { "content-type": "application/json" }),
      post(JSON.stringify({ ...fields, name: "a\u0000" }), { "content-type": "application/json" }),
      post(form(fields), { "content-type": "application/x-www-form-urlencoded", "content-encoding": "gzip" }),
      post(new Uint8Array(gzipSync(form(fields))), { "content-type": "application/x-www-form-urlencoded", "content-encoding": "gzip" }),
      post(form(fields), { "content-type": "text/plain" }),
      post(form(fields), { "content-type": "application/xml" }),
      post(form(fields), { "content-type": "multipart/form-data; boundary=nothere" }),
      post(`--b\r\nContent-Disposition: form-data; name="name"\r\n\r\na\u0000b\r\n--b--\r\n`, { "content-type": "multipart/form-data; boundary=b" }),
      { method: "PUT", path, headers: { "content-type": "application/x-www-form-urlencoded" }, body: form(fields) },
      { method: "GET", path: `${path}?next=%00&sent=%00` },
      { method: "GET", path: `${path}.data?next=${"x".repeat(3000)}` },
    ];
  });
  const gets = [
    "/blog/..%2F..%2Fetc%2Fpasswd",
    "/blog/%00",
    "/blog?tag=%00&category=%00",
    "/blog?page=1e308",
    "/services/..%2F..%2Fetc%2Fpasswd",
    "/services/%E0%A4%A",
    "/guides/%00",
    "/guides/..%2F..%2Fpackage.json",
    `/book?items=%00&date=99999-99-99&time=25:61`,
    "/book?items=henna-brows:1e308",
    `/checkout?booking=${NOT_A_UUID}`,
    `/checkout?booking=${DASHES}`,
    "/checkout?booking=%00",
    `/book-appointment?booking=${DASHES}`,
    `/booking-confirmed?booking=${DASHES}&payment_intent=%00`,
    `/bookings/${DASHES}/appointment.ics`,
    `/bookings/${NOT_A_UUID}/appointment.ics`,
    "/bookings/%00/appointment.ics",
    "/bookings/manage/%00",
    `/bookings/manage/${DASHES}/appointment.ics`,
    "/bookings/manage/{manageToken}?date=99999-99-99&step=%00&done=%00",
    "/bookings/manage/{manageToken}?date=2024-02-30&date=1900-01-01",
    "/admin?tab=%00",
    "/admin/login?next=%00",
    "/%2e%2e/%2e%2e/etc/passwd",
  ];
  return [...probes, ...gets.map((path) => ({ method: "GET", path }))];
}

async function send(probe: Probe): Promise<{ probe: string; status: number; code?: unknown }> {
  const path = probe.path.replace("{postId}", postId).replace("{manageToken}", manageToken);
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: probe.method,
    headers: { cookie: staffCookie, ...probe.headers },
    body: probe.body,
    redirect: "manual",
  });
  const text = await response.text();
  let code: unknown;
  if (response.headers.get("content-type")?.includes("json")) {
    try {
      code = (JSON.parse(text) as { code?: unknown }).code;
    } catch {
      code = "unparsable";
    }
  }
  return { probe: `${probe.method} ${path} ${probe.headers?.["content-type"] ?? ""} ${String(probe.body ?? "").slice(0, 80)}`, status: response.status, code };
}

/** A few at a time, as a probe would send them, and bounded so the whole walk takes seconds. */
async function sendAll(probes: Probe[]) {
  const answers: Awaited<ReturnType<typeof send>>[] = [];
  for (let start = 0; start < probes.length; start += 8) answers.push(...(await Promise.all(probes.slice(start, start + 8).map(send))));
  return answers;
}

describe("no input from a client makes the server answer 500", () => {
  it("the API answers every hostile request with a 4xx carrying a code, or a success", async () => {
    const probes = apiProbes();
    const answers = await sendAll(probes);
    expect(probes.length).toBeGreaterThan(250);
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    const errors = answers.filter((answer) => answer.status >= 400 && answer.probe.includes("/api/"));
    expect(errors.filter((answer) => typeof answer.code !== "string")).toEqual([]);
  }, 60_000);

  it("the pages answer every hostile form post and address with a 4xx, a redirect or a page", async () => {
    const probes = pageProbes();
    const answers = await sendAll(probes);
    expect(probes.length).toBeGreaterThan(100);
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
  }, 60_000);

  it("answers a Host header that makes no address with a 4xx or a page", async () => {
    const { port } = new URL(server.baseUrl);
    const statusFor = (host: string, path = "/contact") =>
      new Promise<number>((resolve, reject) => {
        const socket = connect(Number(port), "127.0.0.1");
        let received = "";
        socket.on("data", (data) => {
          received += data.toString("latin1");
          const status = /^HTTP\/1\.1 (\d{3})/.exec(received);
          if (status) {
            resolve(Number(status[1]));
            socket.destroy();
          }
        });
        socket.on("error", reject);
        socket.write(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      });
    for (const host of ["evil host", "[::", "a%zz", "x:99999999", "@", "exa mple.com:80", "%00"]) {
      expect({ host, status: await statusFor(host) }).toEqual({ host, status: expect.toSatisfy((status: number) => status < 500) });
    }
  });

  it("names the reason in a code a client can branch on", async () => {
    const [encoding, nul, asJson, notUuid] = await sendAll([
      { method: "POST", path: "/contact", headers: { "content-type": "application/x-www-form-urlencoded", "content-encoding": "gzip", accept: "application/json" }, body: form(contact) },
      json("POST", "/api/contact", { ...contact, name: "a\u0000b" }),
      { method: "POST", path: "/contact", headers: { "content-type": "application/json", accept: "application/json" }, body: JSON.stringify(contact) },
      json("PATCH", `/api/bookings/${DASHES}/status`, { status: "confirmed" }),
    ]);
    expect(encoding).toMatchObject({ status: 415, code: "unsupported-encoding" });
    expect(nul).toMatchObject({ status: 400, code: "invalid-request" });
    expect(asJson!.status).toBeGreaterThanOrEqual(400);
    expect(asJson!.status).toBeLessThan(500);
    expect(notUuid).toMatchObject({ status: 404, code: "not-found" });
  });
});
