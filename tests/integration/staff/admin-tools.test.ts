import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asStaff, signInStaff, startTestApp, type TestApp } from "../../support/test-app";

let app: TestApp;
let cookie: string;

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT: "10000/60" });
  cookie = await signInStaff(app, "ada", "lavender mews teapot");
});
afterAll(() => app.close());

const as = (method: string, path: string, body?: unknown) => asStaff(app, cookie)(method, path, body);

const post = {
  title: "Winter Brow Care",
  excerpt: "Keep brows happy through the frosty months.",
  content: "## Cold days\n\nA little **oil** goes a long way. <script>alert(1)</script>",
  author: "Isla Hartwell",
  tags: ["Aftercare"],
};

describe("blog editor API", () => {
  it("creates a post with a unique slug, shows it on /api/blog, and hides it as a draft", async () => {
    const first = await as("POST", "/api/admin/posts", post);
    expect(first.status).toBe(201);
    const created = (await first.json()) as { id: string; slug: string; readTime: string };
    expect(created.slug).toBe("winter-brow-care");
    expect(created.readTime).toBe("1 min read");
    const second = (await (await as("POST", "/api/admin/posts", post)).json()) as { slug: string };
    expect(second.slug).toBe("winter-brow-care-2");
    const clash = await as("POST", "/api/admin/posts", { ...post, slug: "winter-brow-care" });
    expect(clash.status).toBe(409);

    const publicList = async () => ((await (await fetch(`${app.baseUrl}/api/blog`)).json()) as { slug: string }[]).map((p) => p.slug);
    expect(await publicList()).toContain("winter-brow-care");
    expect((await as("POST", `/api/admin/posts/${created.id}/unpublish`)).status).toBe(200);
    expect(await publicList()).not.toContain("winter-brow-care");
    expect((await fetch(`${app.baseUrl}/api/blog/winter-brow-care`)).status).toBe(404);
    expect((await as("POST", `/api/admin/posts/${created.id}/publish`)).status).toBe(200);
    expect(await publicList()).toContain("winter-brow-care");
  });

  it("keeps markup as typed (it is rendered as text by the pages)", async () => {
    const saved = (await (await as("POST", "/api/admin/posts", { ...post, title: "Markup test" })).json()) as { content: string };
    expect(saved.content).toContain("<script>alert(1)</script>");
  });

  it("refuses bad fields with 400", async () => {
    const response = await as("POST", "/api/admin/posts", { ...post, title: "", slug: "Bad Slug" });
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as { fieldErrors: object }).fieldErrors).sort()).toEqual(["slug", "title"]);
  });
});

describe("exports", () => {
  it("downloads CSVs with formula cells neutralised", async () => {
    await app.database.sql`insert into contacts (name, email, message) values ('=HYPERLINK("http://evil")', 'x@example.com', '+1 call me please')`;
    const response = await as("GET", "/api/admin/export/contacts.csv");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/text\/csv/);
    expect(response.headers.get("content-disposition")).toMatch(/attachment; filename="?contacts-\d{4}-\d{2}-\d{2}\.csv"?/);
    const csv = await response.text();
    expect(csv.split("\r\n")[0]).toBe("Received,Name,Email,Phone,Interested in,Message");
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv).toContain("'+1 call me please");
    for (const kind of ["bookings", "waitlist"]) expect((await as("GET", `/api/admin/export/${kind}.csv`)).status).toBe(200);
    expect((await as("GET", "/api/admin/export/users.csv")).status).toBe(404);
  });
});

describe("exports in London time", () => {
  it("contacts.csv and waitlist.csv give times as the studio's clock read them, as bookings.csv does", async () => {
    // 13:30 UTC on a summer day is 14:30 in London (BST).
    await app.database.sql`insert into contacts (name, email, message, created_at) values ('Summer Sender', 'summer@example.com', 'Hello in July', '2026-07-01T13:30:00Z')`;
    await app.database.sql`insert into waitlist (name, email, phone, service, created_at, unsubscribed_at) values ('Summer Waiter', 'summer@example.com', '07700900000', 'inch-away', '2026-07-01T13:30:00Z', '2026-07-02T08:15:00Z')`;
    const rowOf = async (kind: string) => (await (await as("GET", `/api/admin/export/${kind}.csv`)).text()).split("\r\n").find((line) => line.includes("Summer"))!;
    await expect(rowOf("contacts")).resolves.toMatch(/^2026-07-01 14:30,Summer Sender,/);
    const waiting = await rowOf("waitlist");
    expect(waiting).toMatch(/^2026-07-01 14:30,/);
    expect(waiting).toContain(",2026-07-02 09:15,");
  });
});

describe("privacy requests", () => {
  it("finds everything for one email, exports it, and erases it keeping bookings anonymised", async () => {
    const email = "Erase.Me@example.com";
    await app.database.sql`insert into contacts (name, email, message) values ('Erin', ${email}, 'Hello there friends')`;
    await app.database.sql`insert into waitlist (name, email, phone, service) values ('Erin', 'erase.me@example.com', '07700900000', 'inch-away')`;
    const [booking] = await app.database.sql`
      insert into bookings (name, email, phone, service, notes, total_pence, payment_status) values ('Erin', ${email}, '07700900000', 'Cloud Wax', 'my notes', 2000, 'paid') returning id`;

    const found = (await (await as("GET", `/api/admin/privacy?email=${encodeURIComponent("erase.me@EXAMPLE.com")}`)).json()) as Record<string, unknown[]>;
    expect(found.contacts).toHaveLength(1);
    expect(found.waitlist).toHaveLength(1);
    expect(found.bookings).toHaveLength(1);
    const download = await as("GET", `/api/admin/privacy?email=${encodeURIComponent(email)}&download=1`);
    expect(download.headers.get("content-disposition")).toMatch(/attachment/);

    const erased = (await (await as("POST", "/api/admin/privacy/erase", { email })).json()) as Record<string, number>;
    expect(erased).toMatchObject({ contacts: 1, waitlist: 1, bookingsAnonymised: 1 });
    const [kept] = await app.database.sql`select name, email, phone, notes, total_pence, payment_status from bookings where id = ${booking!.id}`;
    expect(kept).toMatchObject({ name: "Erased on request", phone: "", notes: null, total_pence: 2000, payment_status: "paid" });
    expect(kept!.email).not.toContain("erase.me");
    const again = (await (await as("GET", `/api/admin/privacy?email=${encodeURIComponent(email)}`)).json()) as Record<string, unknown[]>;
    expect([again.contacts, again.waitlist, again.bookings].every((list) => list!.length === 0)).toBe(true);
  });
});

describe("privacy erasure names one whole address", () => {
  it("answers 400 to '@', a domain or part of an address, and touches nothing of anyone else", async () => {
    const queued = (to: string, text: string) =>
      app.database.sql`insert into outbox (kind, "to", subject, text, html, next_attempt_at) values ('voucher-gift', ${to}, 'A gift for you', ${text}, '<p>x</p>', now() + interval '3 days') returning id`;
    const [scheduled] = await queued("friend@example.org", "From bystander.buyer@example.com: happy birthday");
    const [mentionsLonger] = await queued("studio@example.com", "New booking from joann@example.com");
    await app.database.sql`insert into contacts (name, email, message) values ('Ann', 'ann@example.com', 'Hello there friends')`;
    const snapshot = () => app.database.sql`select id, "to", subject, text, status from outbox order by id`;
    const before = await snapshot();

    for (const email of ["@", "example.com", "@example.com", "ann@", "ann", "%", "_@_", " ", "ann@example.com, joann@example.com"]) {
      const erase = await as("POST", "/api/admin/privacy/erase", { email });
      expect({ email, status: erase.status }).toEqual({ email, status: 400 });
      expect(((await erase.json()) as { fieldErrors: Record<string, unknown> }).fieldErrors).toHaveProperty("email");
      expect((await as("GET", `/api/admin/privacy?email=${encodeURIComponent(email)}`)).status).toBe(400);
    }
    expect(await snapshot()).toEqual(before);

    const erased = (await (await as("POST", "/api/admin/privacy/erase", { email: "  ANN@example.com " })).json()) as Record<string, number>;
    expect(erased).toMatchObject({ contacts: 1, noticesScrubbed: 0 });
    const [voucherEmail] = await app.database.sql`select status, text from outbox where id = ${scheduled!.id}`;
    expect(voucherEmail).toEqual({ status: "pending", text: "From bystander.buyer@example.com: happy birthday" });
    const [notice] = await app.database.sql`select text from outbox where id = ${mentionsLonger!.id}`;
    expect(notice!.text).toBe("New booking from joann@example.com");
  });

  it("still scrubs a notice that names her address at the end of a sentence", async () => {
    const [notice] = await app.database.sql`
      insert into outbox (kind, "to", subject, text, html) values ('studio-inquiry', 'studio@example.com', 'New message', 'Reply to Bea.Cole@example.com.', 'h') returning id`;
    await as("POST", "/api/admin/privacy/erase", { email: "bea.cole@example.com" });
    const [after] = await app.database.sql`select text, status from outbox where id = ${notice!.id}`;
    expect(after).toMatchObject({ status: "failed" });
    expect(after!.text).not.toContain("Bea.Cole");
  });
});

describe("mail tab", () => {
  it("lists the outbox and puts a message back in the queue", async () => {
    const [message] = await app.database.sql`
      insert into outbox (kind, "to", subject, text, html, status, attempts) values ('studio-inquiry', 'studio@example.com', 'New', 't', 'h', 'failed', 10) returning id`;
    const list = (await (await as("GET", "/api/admin/outbox")).json()) as { id: string; status: string }[];
    expect(list.find((row) => row.id === message!.id)!.status).toBe("failed");
    expect((await as("POST", `/api/admin/outbox/${message!.id}/resend`)).status).toBe(200);
    const [after] = await app.database.sql`select status, attempts from outbox where id = ${message!.id}`;
    expect(after).toEqual({ status: "pending", attempts: 0 });
  });
});

it("all of these answer 401 without a session", async () => {
  for (const [method, path] of [
    ["GET", "/api/admin/posts"],
    ["POST", "/api/admin/posts"],
    ["GET", "/api/admin/outbox"],
    ["GET", "/api/admin/export/bookings.csv"],
    ["GET", "/api/admin/privacy?email=a@b.c"],
    ["POST", "/api/admin/privacy/erase"],
  ] as const) {
    const response = await fetch(`${app.baseUrl}${path}`, { method, headers: { "content-type": "application/json" }, body: method === "POST" ? "{}" : undefined });
    expect(response.status, `${method} ${path}`).toBe(401);
  }
});
