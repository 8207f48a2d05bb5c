import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingRequest, freshSlots, nextWeekday } from "../../support/booking-data";
import { asStaff, signInAsPriya, signInWithRole, startTestApp, type TestApp } from "../../support/test-app";

/**
 * Client records (issue 23 item 1, docs/decisions/0057): one client per person, found by her email with case ignored,
 * linked to every booking by the database; a search by name, email or phone prefix, keyset-paged; her record with her
 * visits and their practitioners, money, no-shows and notes; a practitioner sees only her own clients.
 */
let app: TestApp;
let owner: ReturnType<typeof asStaff>;
let reception: ReturnType<typeof asStaff>;
let priya: ReturnType<typeof asStaff>;
const none = "5f0d2c1e-0000-4000-8000-000000000000";

// Times far from the hand-picked ones above, so no two bookings of this file meet.
const freshSlot = freshSlots({ minDays: 40 });

type Row = { id: string; name: string; email: string | null; phone: string };

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT: "100000/60" });
  owner = asStaff(app, await signInWithRole(app, "owner"));
  reception = asStaff(app, await signInWithRole(app, "reception"));
  // The demo's body therapist signs in as herself.
  priya = asStaff(app, await signInAsPriya(app));
});
afterAll(() => app?.close());

const book = async (overrides: Record<string, unknown>) => {
  const response = await app.post("/api/bookings", bookingRequest(overrides));
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
};
const search = async (as: ReturnType<typeof asStaff>, text: string) => (await (await as("GET", `/api/clients?search=${encodeURIComponent(text)}`)).json()) as Row[];

describe("one client per person", () => {
  it("files two bookings under one email, case aside, and finds her by name, surname, email or phone prefix", async () => {
    const first = await book({ name: "Ada Lovelace", email: "Ada.Lovelace@Example.com", phone: "07700 900111", preferredDate: nextWeekday("tuesday", 10), preferredTime: "10:00" });
    const second = await book({ name: "Ada Lovelace", email: "ada.lovelace@example.com", phone: "07700 900111", preferredDate: nextWeekday("wednesday", 10), preferredTime: "11:00" });
    const linked = await app.database.sql<{ client_id: string }[]>`select client_id from bookings where id in (${first}, ${second})`;
    expect(new Set(linked.map((row) => row.client_id)).size).toBe(1);
    for (const text of ["ada", "Lovel", "ada.lovelace@", "07700 900111", "+44 7700 900111"]) {
      const rows = await search(owner, text);
      expect(rows.map((row) => row.name), text).toEqual(["Ada Lovelace"]);
    }
    expect(await search(owner, "zzz-nobody")).toEqual([]);
  });

  it("finds her by the start of any word of her name, and by her new name once she books under it", async () => {
    await book({ name: "Mary  Ann Smith", email: "mas@example.com", phone: "07700 900333", ...freshSlot() });
    for (const text of ["smith", "ann sm", "mary ann", "MARY"]) expect((await search(owner, text)).map((row) => row.name), text).toEqual(["Mary  Ann Smith"]);
    await book({ name: "Mary Jones", email: "MAS@example.com", phone: "07700 900333", ...freshSlot() });
    expect(await search(owner, "smith")).toEqual([]);
    expect((await search(owner, "jones")).map((row) => row.name)).toEqual(["Mary Jones"]);
  });

  it("makes a walk-in with no email a client of her own", async () => {
    await app.database.sql`insert into bookings (name, phone, service, status, source, starts_at, ends_at, blocked_until) values ('Wanda Walkin', '07700 900222', 'Cloud Wax', 'completed', 'staff', now() - interval '3 days', now() - interval '3 days' + interval '1 hour', now() - interval '3 days' + interval '1 hour')`;
    const rows = await search(reception, "wanda");
    expect(rows).toEqual([expect.objectContaining({ name: "Wanda Walkin", email: null, phone: "07700 900222" })]);
  });

  it("pages by name with a Link to the next page, every client once", async () => {
    await app.database.sql`insert into clients (name, email) select 'Pager ' || lpad(n::text, 2, '0'), 'pager' || n || '@example.com' from generate_series(1, 30) as n`;
    const first = await owner("GET", "/api/clients?search=pager");
    const page1 = (await first.json()) as Row[];
    expect(page1).toHaveLength(25);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get("link") ?? "")![1]!;
    const second = await owner("GET", next);
    const page2 = (await second.json()) as Row[];
    expect(second.headers.get("link")).toBeNull();
    expect([...page1, ...page2].map((row) => row.name)).toEqual(Array.from({ length: 30 }, (_, index) => `Pager ${String(index + 1).padStart(2, "0")}`));
    expect((await owner("GET", "/api/clients?cursor=not-ours")).status).toBe(400);
  });
});

describe("her record", () => {
  it("shows her visits with their practitioners, what she spent, no-shows, and dated notes signed by their author", async () => {
    const [ada] = await search(owner, "ada lovelace");
    await app.database.sql`update bookings set status = 'no-show' where client_id = ${ada!.id} and preferred_time = '11:00'`;
    const response = await reception("GET", `/api/clients/${ada!.id}`);
    expect(response.status).toBe(200);
    const record = (await response.json()) as { emails: string[]; visits: { service: string; practitioner: string | null; status: string }[]; totals: Record<string, number>; notes: unknown[] };
    expect(record.emails).toEqual(["ada.lovelace@example.com"]);
    expect(record.visits).toHaveLength(2);
    expect(record.visits.every((visit) => visit.practitioner === "Maya Lewis")).toBe(true);
    expect(record.totals).toMatchObject({ noShows: 1, upcoming: 1 });
    const [listed] = (await search(owner, "ada lovelace")) as (Row & { nextVisitAt: string | null })[];
    expect(listed!.nextVisitAt).not.toBeNull();
    expect(record.notes).toEqual([]);

    const note = await reception("POST", `/api/clients/${ada!.id}/notes`, { text: "Prefers morning appointments." });
    expect(note.status).toBe(201);
    expect(await note.json()).toMatchObject({ text: "Prefers morning appointments.", author: expect.any(String), createdAt: expect.any(String) });
    const after = (await (await owner("GET", `/api/clients/${ada!.id}`)).json()) as { notes: { text: string }[] };
    expect(after.notes.map((entry) => entry.text)).toEqual(["Prefers morning appointments."]);
  });

  it("refuses an empty or long note (400) and an unknown client (404), storing nothing", async () => {
    const [ada] = await search(owner, "ada lovelace");
    const before = (await app.database.sql<{ n: number }[]>`select count(*)::int as n from client_notes`)[0]!.n;
    for (const text of ["", " ", "x".repeat(2001)]) expect((await owner("POST", `/api/clients/${ada!.id}/notes`, { text })).status).toBe(400);
    expect((await owner("POST", `/api/clients/${none}/notes`, { text: "hello" })).status).toBe(404);
    expect((await owner("GET", `/api/clients/${none}`)).status).toBe(404);
    expect((await owner("GET", "/api/clients/not-an-id")).status).toBe(404);
    expect((await app.database.sql<{ n: number }[]>`select count(*)::int as n from client_notes`)[0]!.n).toBe(before);
  });

  it("a practitioner finds and opens only the clients she treats", async () => {
    const priyaId = (await app.database.sql<{ id: string }[]>`select id from staff_members where name = 'Priya Shah'`)[0]!.id;
    await app.database.sql`insert into staff_services (staff_member_id, service_slug) values (${priyaId}, 'cloud-wax') on conflict do nothing`;
    await book({ name: "Bea Body", email: "bea@example.com", phone: "07700 900333", service: "Cloud Wax", items: [{ id: "cloud-wax", type: "service" }], patchTest: undefined, preferredDate: nextWeekday("thursday", 10), preferredTime: "10:00", practitionerId: priyaId });
    expect((await search(priya, "bea")).map((row) => row.name)).toEqual(["Bea Body"]);
    expect(await search(priya, "ada")).toEqual([]);
    const [ada] = await search(owner, "ada lovelace");
    expect((await priya("GET", `/api/clients/${ada!.id}`)).status).toBe(404);
    expect((await priya("POST", `/api/clients/${ada!.id}/notes`, { text: "x" })).status).toBe(404);
  });

  it("the privacy erase takes her record and notes with it, and files no client for the erased address", async () => {
    const [ada] = await search(owner, "ada lovelace");
    const erased = await owner("POST", "/api/admin/privacy/erase", { email: "ada.lovelace@example.com" });
    expect(erased.status).toBe(200);
    expect(await erased.json()).toMatchObject({ bookingsAnonymised: 2, clientRecords: 1 });
    expect(await app.database.sql`select id from clients where id = ${ada!.id}`).toHaveLength(0);
    expect(await app.database.sql`select id from client_notes where client_id = ${ada!.id}`).toHaveLength(0);
    expect(await app.database.sql`select id from clients where email like 'erased-%'`).toHaveLength(0);
    expect(await search(owner, "ada")).toEqual([]);
  });
});

describe("merging two records of one client", () => {
  it("moves the other's bookings, addresses and notes here, audited; her old record and address lead here from then on", async () => {
    await book({ name: "Edith Merge", email: "edith.home@example.com", phone: "07700 900444", preferredDate: nextWeekday("monday", 12), preferredTime: "10:00" });
    await book({ name: "Edith Merge", email: "edith.work@example.com", phone: "07700 900445", preferredDate: nextWeekday("friday", 12), preferredTime: "10:00" });
    const both = await search(owner, "edith");
    const home = both.find((row) => row.email === "edith.home@example.com");
    const work = both.find((row) => row.email === "edith.work@example.com");
    expect(both).toHaveLength(2);
    await owner("POST", `/api/clients/${work!.id}/notes`, { text: "Works nearby." });

    const unconfirmed = await reception("POST", `/api/clients/${home!.id}/merge`, { clientId: work!.id });
    expect(unconfirmed.status).toBe(400);
    expect(Object.keys(((await unconfirmed.json()) as { fieldErrors: object }).fieldErrors)).toEqual(["confirmed"]);
    expect((await reception("POST", `/api/clients/${home!.id}/merge`, { clientId: home!.id, confirmed: true })).status).toBe(400);
    expect((await priya("POST", `/api/clients/${home!.id}/merge`, { clientId: work!.id, confirmed: true })).status).toBe(403);

    const merged = await reception("POST", `/api/clients/${home!.id}/merge`, { clientId: work!.id, confirmed: true });
    expect(merged.status).toBe(200);
    const record = (await merged.json()) as { id: string; emails: string[]; visits: unknown[]; notes: { text: string }[]; merges: { name: string; emails: string[] }[] };
    expect(record).toMatchObject({ id: home!.id, emails: ["edith.home@example.com", "edith.work@example.com"], notes: [{ text: "Works nearby." }] });
    expect(record.visits).toHaveLength(2);
    expect(record.merges).toEqual([expect.objectContaining({ name: "Edith Merge", emails: ["edith.work@example.com"] })]);
    expect(await app.database.sql`select author from client_merges where from_id = ${work!.id}`).toHaveLength(1);

    expect((await search(owner, "edith")).map((row) => row.id)).toEqual([home!.id]);
    expect(((await (await owner("GET", `/api/clients/${work!.id}`)).json()) as { id: string }).id).toBe(home!.id);
    expect((await reception("POST", `/api/clients/${home!.id}/merge`, { clientId: work!.id, confirmed: true })).status).toBe(409);
    const next = await book({ name: "Edith M", email: "EDITH.WORK@example.com", phone: "07700 900445", preferredDate: nextWeekday("friday", 19), preferredTime: "10:00" });
    expect(await app.database.sql`select client_id from bookings where id = ${next}`).toEqual([{ client_id: home!.id }]);

    // Erasing one address keeps the record for the other; erasing both takes it, and the record merged into it.
    expect(await (await owner("POST", "/api/admin/privacy/erase", { email: "edith.home@example.com" })).json()).toMatchObject({ clientRecords: 0 });
    expect(await (await owner("POST", "/api/admin/privacy/erase", { email: "edith.work@example.com" })).json()).toMatchObject({ clientRecords: 1 });
    expect(await app.database.sql`select id from clients where id in (${home!.id}, ${work!.id})`).toEqual([]);
  });
});

describe("what she holds", () => {
  it("shows her membership, courses, the vouchers she bought and was given, and her marketing choices", async () => {
    await book({ name: "Hilda Holds", email: "hilda@example.com", phone: "07700 900555", ...freshSlot(), marketingEmail: true });
    const [hilda] = await search(owner, "hilda");
    const empty = (await (await owner("GET", `/api/clients/${hilda!.id}`)).json()) as Record<string, unknown>;
    expect(empty).toMatchObject({ vouchers: [], memberships: [], courses: [] });
    expect(empty.marketing).toEqual([{ email: "hilda@example.com", choices: expect.arrayContaining([expect.objectContaining({ channel: "email", granted: true })]) }]);

    const bought = await owner("POST", "/api/vouchers", { amount: "50", buyerName: "Hilda Holds", buyerEmail: "Hilda@Example.com", recipientName: "Mum", recipientEmail: "mum@example.com" });
    expect(bought.status).toBe(201);
    const given = await owner("POST", "/api/vouchers", { amount: "75", buyerName: "A Friend", buyerEmail: "friend@example.com", recipientName: "Hilda", recipientEmail: "hilda@example.com" });
    expect(given.status).toBe(201);
    await app.database.sql`insert into memberships (email, name, tier, price_pence, status, started_at, provider) values ('hilda@example.com', 'Hilda Holds', 'signature', 8900, 'active', now() - interval '40 days', 'demo')`;
    const [course] = await app.database.sql<{ id: string }[]>`
      insert into courses (booking_id, service_id, label, sessions_total, session_minutes, expires_at)
      select id, 'the-glow-lift', 'The Glow Lift – 6 Sessions', 6, 60, now() + interval '1 year' from bookings where client_id = ${hilda!.id} limit 1 returning id`;
    await app.database.sql`update bookings set course_id = ${course!.id} where client_id = ${hilda!.id}`;

    const record = (await (await reception("GET", `/api/clients/${hilda!.id}`)).json()) as {
      vouchers: { roles: string[]; amountPence: number; balancePence: number; state: string; codeEnd: string }[];
      memberships: { tierName: string; status: string }[];
      courses: { label: string; sessionsUsed: number; sessionsLeft: number }[];
    };
    expect(record.vouchers.map((voucher) => [voucher.roles, voucher.amountPence, voucher.state]).sort()).toEqual([
      [["bought"], 5000, "active"],
      [["received"], 7500, "active"],
    ]);
    expect(JSON.stringify(record.vouchers)).not.toMatch(/code(Hash|Sealed)/);
    expect(record.memberships).toEqual([expect.objectContaining({ status: "active" })]);
    expect(record.courses).toEqual([expect.objectContaining({ label: "The Glow Lift – 6 Sessions", sessionsUsed: 1, sessionsLeft: 5 })]);
  });
});
