import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { bookings } from "~/db/schema.server";
import { studioBookingNotice } from "~/features/booking";
import { defaultEmailContext } from "~/features/mail";
import { enqueueEmail } from "~/features/mail/index.server";
import type { AppLoadContext, LoaderFunctionArgs } from "react-router";
import { dashboardLoader } from "~/features/staff/admin-page.server";
import { sessionCookieName } from "~/features/staff-session";
import { signIn } from "~/features/staff-session/index.server";
import { bookingRequest, freshSlots } from "../../support/booking-data";
import { asStaff, signInStaff, startTestApp, type TestApp } from "../../support/test-app";

let app: TestApp;
let cookie: string;

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT: "10000/60" });
  cookie = await signInStaff(app, "ada", "lavender mews teapot");
});
afterAll(() => app.close());

const as = (method: string, path: string, body?: unknown) => asStaff(app, cookie)(method, path, body);

type Row = { id: string; name: string };

/** The rel="next" and rel="prev" addresses of a Link header. */
function linksOf(response: Response): { next?: string; prev?: string } {
  const links: Record<string, string> = {};
  for (const part of (response.headers.get("link") ?? "").split(/,\s*(?=<)/)) {
    const match = /^<([^>]+)>;\s*rel="(\w+)"$/.exec(part.trim());
    if (match) links[match[2]!] = match[1]!;
  }
  return links;
}

/** Rows straight into the table, `count` of them a second apart; every third pair shares its instant (ids break ties). */
async function insertBookings(prefix: string, count: number, extra: Record<string, unknown> = {}) {
  await app.database.sql`
    insert into bookings (name, email, phone, service, created_at, status, cancellation_reason, paid_at, payment_status)
    select ${prefix} || ' ' || g, ${prefix} || g || '@example.com', '07700 ' || lpad(g::text, 6, '0'), 'Dream Shade',
      timestamptz '2026-01-01 12:00:00.123456Z' + ((g - g % 3) || ' seconds')::interval,
      ${(extra.status as string) ?? "pending"}, ${(extra.reason as string) ?? null}, ${(extra.paidAt as string) ?? null},
      ${(extra.paymentStatus as string) ?? "unpaid"}
    from generate_series(1, ${count}) g`;
}

describe("GET /api/bookings, one page at a time", () => {
  it("pages newest first by a cursor that stays put when bookings arrive, and goes back with rel=prev", async () => {
    await insertBookings("Pager", 120);
    const expected = (await app.database.sql<{ id: string }[]>`
      select id from bookings where name like 'Pager %' order by created_at desc, id desc`).map((row) => row.id);

    const first = await as("GET", "/api/bookings?search=pager&limit=50");
    expect(first.status).toBe(200);
    const page1 = (await first.json()) as Row[];
    expect(page1.map((row) => row.id)).toEqual(expected.slice(0, 50));
    expect(linksOf(first).prev).toBeUndefined();

    // A booking made meanwhile lands on page one, not on the next.
    await app.database.sql`insert into bookings (name, email, phone, service) values ('Pager late', 'late@example.com', '07700 000000', 'Dream Shade')`;
    const second = await as("GET", linksOf(first).next!);
    const page2 = (await second.json()) as Row[];
    expect(page2.map((row) => row.id)).toEqual(expected.slice(50, 100));
    const third = await as("GET", linksOf(second).next!);
    expect(((await third.json()) as Row[]).map((row) => row.id)).toEqual(expected.slice(100));
    expect(linksOf(third).next).toBeUndefined();

    const back = await as("GET", linksOf(second).prev!);
    expect(((await back.json()) as Row[]).map((row) => row.id)).toEqual(expected.slice(0, 50));
  });

  it("answers 50 by default, up to 200 when asked, and 400 for any other page size", async () => {
    await insertBookings("Sizer", 210);
    expect(((await (await as("GET", "/api/bookings?search=sizer")).json()) as Row[]).length).toBe(50);
    expect(((await (await as("GET", "/api/bookings?search=sizer&limit=200")).json()) as Row[]).length).toBe(200);
    for (const limit of ["0", "201", "-1", "abc", "1.5"]) {
      const response = await as("GET", `/api/bookings?limit=${limit}`);
      expect(response.status, limit).toBe(400);
      expect(((await response.json()) as { fieldErrors: object }).fieldErrors).toHaveProperty("limit");
    }
  });

  it("refuses a cursor it did not give with 400", async () => {
    const forged = Buffer.from(JSON.stringify(["n", "2026-01-01", "x"])).toString("base64url");
    for (const cursor of ["nonsense", forged, "x".repeat(400), "W10"]) {
      const response = await as("GET", `/api/bookings?cursor=${cursor}`);
      expect(response.status, cursor).toBe(400);
      expect(((await response.json()) as { fieldErrors: object }).fieldErrors).toHaveProperty("cursor");
    }
  });

  it("searches the start of a name, surname, email, phone or service, and takes % and _ literally", async () => {
    await app.database.sql`
      insert into bookings (name, email, phone, service) values
        ('Hermione Quillfeather', 'hq@example.com', '07700 111222', 'Cloud Wax'),
        ('Bea Quillon', 'bea.q@example.com', '07700 333444', 'Henna Brows')`;
    const names = async (search: string) =>
      ((await (await as("GET", `/api/bookings?search=${encodeURIComponent(search)}`)).json()) as Row[]).map((row) => row.name).sort();
    expect(await names("hermione")).toEqual(["Hermione Quillfeather"]);
    expect(await names("QUILL")).toEqual(["Bea Quillon", "Hermione Quillfeather"]);
    expect(await names("bea.q@")).toEqual(["Bea Quillon"]);
    expect(await names("07700 3334")).toEqual(["Bea Quillon"]);
    expect(await names("cloud")).toEqual(["Hermione Quillfeather"]);
    expect(await names("feather")).toEqual([]);
    expect(await names("%")).toEqual([]);
    expect(await names("_ermione")).toEqual([]);
  });

  it("leaves abandoned holds out unless asked, and keeps a paid booking that was cancelled", async () => {
    await insertBookings("Abandoned", 2, { status: "cancelled", reason: "hold-expired" });
    await insertBookings("Refunded", 1, { status: "cancelled", reason: "hold-expired", paidAt: "2026-01-01T12:00:00Z", paymentStatus: "refunded" });
    await insertBookings("Cancelled", 1, { status: "cancelled", reason: "client" });
    const names = async (query: string) => ((await (await as("GET", `/api/bookings?${query}`)).json()) as Row[]).map((row) => row.name).sort();
    expect(await names("search=abandoned")).toEqual([]);
    expect(await names("search=abandoned&abandoned=shown")).toEqual(["Abandoned 1", "Abandoned 2"]);
    expect(await names("search=refunded")).toEqual(["Refunded 1"]);
    expect(await names("search=cancelled&status=cancelled")).toEqual(["Cancelled 1"]);
  });
});

describe("the /admin loader", () => {
  async function dashboard(path: string) {
    const signedIn = await signIn(app.database.db, "ada", "lavender mews teapot", "203.0.113.7");
    if (signedIn.outcome !== "signed-in") throw new Error(signedIn.outcome);
    const context = { db: app.database.db, production: false, emailContext: defaultEmailContext, contentChanged: () => {} } as unknown as AppLoadContext;
    const request = new Request(`http://studio.test${path}`, { headers: { cookie: `${sessionCookieName(false)}=${encodeURIComponent(signedIn.sessionId)}` } });
    return dashboardLoader({ request, context, params: {} } as unknown as LoaderFunctionArgs);
  }

  it("reads one page with its count, and shows page one for a cursor it did not give", async () => {
    await insertBookings("Loader", 7);
    const first = await dashboard("/admin?search=loader&limit=5");
    expect(first.bookings).toHaveLength(5);
    expect(first.bookingPages).toMatchObject({ count: 7, more: false, pageSize: 5 });
    expect(first.bookingPages.previous).toBeUndefined();
    const second = await dashboard(`/admin?search=loader&limit=5&cursor=${first.bookingPages.next}`);
    expect(second.bookings.map((row) => row.name)).toEqual((await dashboard("/admin?search=loader&limit=7")).bookings.slice(5).map((row) => row.name));
    const edited = await dashboard("/admin?search=loader&limit=5&cursor=not-ours");
    expect(edited.bookings.map((row) => row.id)).toEqual(first.bookings.map((row) => row.id));
  });

  it("gives the calendar only the week it shows", async () => {
    const monday = "2027-03-08";
    await app.database.sql`
      insert into bookings (name, email, phone, service, starts_at, ends_at, blocked_until, status, preferred_date, preferred_time) values
        ('In the week', 'in@example.com', '07700 1', 'Cloud Wax', '2027-03-10 10:00Z', '2027-03-10 10:30Z', '2027-03-10 10:45Z', 'confirmed', null, null),
        ('Week before', 'before@example.com', '07700 2', 'Cloud Wax', '2027-03-07 10:00Z', '2027-03-07 10:30Z', '2027-03-07 10:45Z', 'confirmed', null, null),
        ('Old request', 'request@example.com', '07700 3', 'Cloud Wax', null, null, null, 'pending', '2027-03-14', '11:00'),
        ('Cancelled', 'gone@example.com', '07700 4', 'Cloud Wax', '2027-03-11 10:00Z', '2027-03-11 10:30Z', '2027-03-11 10:45Z', 'cancelled', null, null)`;
    const week = await dashboard(`/admin?tab=calendar&date=${monday}`);
    expect(week.calendar!.map((row) => row.name).sort()).toEqual(["In the week", "Old request"]);
    const day = await dashboard(`/admin?tab=calendar&view=day&date=2027-03-07`);
    expect(day.calendar!.map((row) => row.name)).toEqual(["Week before"]);
  });
});

describe("the bookings CSV", () => {
  it("is UTF-8 with a byte-order mark, London times with the end in its own column, and treatment names", async () => {
    // 10:00 in London on a summer day is 09:00 UTC.
    await app.database.sql`
      insert into bookings (name, email, phone, service, items, starts_at, ends_at, blocked_until, status)
      values ('Zoë Ådams', 'zoe.csv@example.com', '07700 555666', 'henna-brows',
        ${app.database.sql.json([{ id: "henna-brows", type: "service", name: "Henna Brows", pricePence: 3500, durationMinutes: 60 }])},
        '2027-07-15 09:00Z', '2027-07-15 10:00Z', '2027-07-15 10:15Z', 'confirmed')`;
    const response = await as("GET", "/api/admin/export/bookings.csv");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split("\r\n");
    const header = lines[0]!.split(",");
    expect(header).toEqual(expect.arrayContaining(["Treatments", "Date", "Start", "End"]));
    const row = lines.find((line) => line.includes("zoe.csv@example.com"))!.split(",");
    const cell = (name: string) => row[header.indexOf(name)];
    expect(cell("Name")).toBe("Zoë Ådams");
    expect(cell("Treatments")).toBe("Henna Brows");
    expect([cell("Date"), cell("Start"), cell("End")]).toEqual(["2027-07-15", "10:00", "11:00"]);
  });
});

describe("erasure and the outbox", () => {
  it("clears her name, email and phone from every email, sent or waiting, the studio's notices included", async () => {
    const person = { name: "Ottoline Vexley", email: "ottoline.vexley@example.com", phone: "07700 987654" };
    const booked = await app.post("/api/bookings", bookingRequest({ ...person, ...freshSlots()() }));
    expect(booked.status).toBe(201);
    // The studio hears of a booking once it is paid: its notice, queued as payment does.
    const [row] = await app.database.db.select().from(bookings).where(eq(bookings.email, person.email));
    await enqueueEmail(app.database.db, studioBookingNotice(row!, defaultEmailContext), { bookingId: row!.id });
    const before = await app.database.sql<{ kind: string }[]>`select kind from outbox where text like ${`%${person.name}%`} order by kind`;
    expect(before.map((row) => row.kind)).toContain("studio-booking");
    // One of them already went out.
    await app.database.sql`update outbox set status = 'sent', sent_at = now() where kind = 'studio-booking' and text like ${`%${person.name}%`}`;
    await app.database.sql`
      insert into outbox (kind, "to", subject, text, html, reply_to)
      values ('studio-change', 'studio@example.com', ${`Change: ${person.name}`}, ${`${person.name} moved, ${person.phone}`}, ${`<p>${person.name}</p>`}, ${person.email})`;

    const erased = await as("POST", "/api/admin/privacy/erase", { email: person.email.toUpperCase() });
    expect(erased.status).toBe(200);
    expect(((await erased.json()) as { noticesScrubbed: number }).noticesScrubbed).toBeGreaterThanOrEqual(2);

    for (const detail of Object.values(person)) {
      const left = await app.database.sql`
        select id from outbox where strpos(lower(subject || text || html || coalesce(reply_to, '') || attachments::text), lower(${detail})) > 0`;
      expect(left, detail).toEqual([]);
    }
    const notices = await app.database.sql<{ kind: string; status: string }[]>`
      select kind, status from outbox where subject = 'Client details erased on request' order by kind`;
    expect(notices).toEqual([
      { kind: "studio-booking", status: "sent" },
      { kind: "studio-change", status: "failed" },
    ]);
  });
});
