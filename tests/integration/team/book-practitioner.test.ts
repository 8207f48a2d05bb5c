import { describe, expect, it } from "vitest";
import type { BookActionData, BookPageData } from "~/features/booking/pages/book-page";
import { createStaffUser } from "~/features/team/index.server";
import { islandPropsIn } from "~/ui/island";
import { bookingRequest, nextWeekday } from "../../support/booking-data";
import { builtServer } from "../../support/built-server";

/**
 * /book's choice of practitioner (issue 22 item 4, DESIGN 10), through the page's own loader and action as the page's
 * island uses them: "any" (the default) or a named practitioner who does every treatment in the basket. The demo team
 * (migration 0037): Maya does the brow services; Priya, the body therapist, is given Cloud Wax and the patch test
 * here, so both can be chosen for those and only Maya for henna.
 */
const ORIGIN = "https://studio.example";
let maya: string;
let priya: string;
const PASSWORD = "lavender mews teapot";
const server = builtServer({}, async (database) => {
  await createStaffUser(database.db, "ada", PASSWORD);
  [maya, priya] = (await database.sql<{ id: string }[]>`select id from staff_members order by position`).map((row) => row.id) as [string, string];
  await database.sql`insert into staff_services (staff_member_id, service_slug) values (${priya}, 'cloud-wax'), (${priya}, 'patch-test')`;
}, { origin: ORIGIN });

interface BookIsland {
  page: BookPageData;
  action: BookActionData | null;
}

const island = async (response: Response) => islandPropsIn<BookIsland>(await response.text(), "book")!;
const bookPage = async (search: string) => island(await fetch(`${server.baseUrl}/book?${search}`, { headers: { accept: "text/html" } }));
/** Posts a booking to /book's action as the page does (JSON), answered with the page and the action's data. */
const bookThroughPage = async (request: Record<string, unknown>) => {
  const response = await post("/book?items=cloud-wax&step=details", request, { accept: "text/html" });
  return { status: response.status, ...(await island(response)) };
};
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}${path}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
let emails = 0;
const wax = (preferredDate: string, preferredTime: string, extra: Record<string, unknown> = {}) =>
  bookingRequest({ preferredDate, preferredTime, email: `client${emails++}@example.com`, items: [{ id: "cloud-wax", type: "service" }], service: "Cloud Wax", patchTest: undefined, ...extra });

const allocatedTo = async (bookingId: string) =>
  (await server.database.sql<{ id: string }[]>`select staff_member_id as id from allocations where booking_id = ${bookingId} and staff_member_id is not null`).map((row) => row.id);
const bookingCount = async () => (await server.database.sql<{ n: number }[]>`select count(*)::int as n from bookings`)[0]!.n;

describe("the page's loader", () => {
  it("offers any or each practitioner who does every chosen treatment, and narrows the times to the one named", async () => {
    const date = nextWeekday("tuesday", 10);
    const anyone = await bookPage("items=cloud-wax&step=time");
    expect(anyone.page.practitioners?.map((member) => member.id)).toEqual([maya, priya]);
    expect(anyone.page.practitioners?.[0]).toMatchObject({ name: "Maya Lewis", bio: expect.stringContaining("brow"), photo: null });
    expect(anyone.page.practitioner).toBeNull();

    const hers = await bookPage(`items=cloud-wax&step=time&practitioner=${priya}`);
    expect(hers.page.practitioner).toBe(priya);
    const slots = hers.page.availability?.state === "ready" ? hers.page.availability.slots : [];
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.every((slot) => (slot as { practitionerId?: string }).practitionerId === priya)).toBe(true);
    // Priya lunches 13:00-14:00 (migration 0037): 13:00 is offered with anyone (Maya), never with her.
    const anyoneSlots = anyone.page.availability?.state === "ready" ? anyone.page.availability.slots : [];
    expect(anyoneSlots.some((slot) => slot.date === date && slot.time === "13:00")).toBe(true);
    expect(slots.some((slot) => slot.date === date && slot.time === "13:00")).toBe(false);
  });

  it("names only Maya for henna (nothing to choose), and treats a named practitioner who does not do it as any", async () => {
    const henna = await bookPage(`items=henna-brows&patch=recent&step=time&practitioner=${priya}`);
    expect(henna.page.practitioners?.map((member) => member.id)).toEqual([maya]);
    expect(henna.page.practitioner).toBeNull();
    expect(henna.page.availability?.state).toBe("ready");
  });

  it("asks nothing before the calendar step", async () => {
    expect((await bookPage("items=cloud-wax")).page.practitioners).toBeNull();
  });
});

describe("the page's action", () => {
  it("books a named practitioner on her, and any by the fair rule (fewest booked minutes that day)", async () => {
    const date = nextWeekday("wednesday", 10);
    const named = await bookThroughPage(wax(date, "10:00", { practitionerId: priya }));
    expect(named.status).toBe(201);
    expect(named.action).toMatchObject({ ok: true, practitioner: "Priya Shah" });
    const namedId = (named.action as { id: string }).id;
    expect(await allocatedTo(namedId)).toEqual([priya]);

    // Priya has 30 minutes that day and Maya none: any goes to Maya.
    const any = await bookThroughPage(wax(date, "15:00"));
    expect(any.status).toBe(201);
    expect(any.action).toMatchObject({ ok: true, practitioner: "Maya Lewis" });
    expect(await allocatedTo((any.action as { id: string }).id)).toEqual([maya]);
  });

  it("refuses an unknown practitioner with a field error (400), storing nothing", async () => {
    const before = await bookingCount();
    const unknown = await bookThroughPage(wax(nextWeekday("thursday", 10), "10:00", { practitionerId: "00000000-0000-4000-8000-000000000000" }));
    expect(unknown.status).toBe(400);
    expect(unknown.action).toMatchObject({ ok: false, code: "invalid", fieldErrors: { practitionerId: ["Please choose one of our practitioners, or any"] } });
    const garbled = await bookThroughPage(wax(nextWeekday("thursday", 10), "10:00", { practitionerId: "priya" }));
    expect(garbled.status).toBe(400);
    expect(garbled.action).toMatchObject({ ok: false, fieldErrors: { practitionerId: [expect.any(String)] } });
    expect(await bookingCount()).toBe(before);
  });

  it("refuses a practitioner who does not do every treatment in the basket, storing nothing; POST /api/bookings alike", async () => {
    const before = await bookingCount();
    const henna = bookingRequest({ preferredDate: nextWeekday("thursday", 10), preferredTime: "14:00", email: "henna@example.com", practitionerId: priya });
    const page = await bookThroughPage(henna);
    expect(page.status).toBe(400);
    expect(page.action).toMatchObject({ ok: false, fieldErrors: { practitionerId: [expect.any(String)] } });
    const api = await post("/api/bookings", henna);
    expect(api.status).toBe(400);
    expect(await api.json()).toMatchObject({ fieldErrors: { practitionerId: [expect.any(String)] } });
    expect(await bookingCount()).toBe(before);
  });
});

describe("the confirmation", () => {
  it("names her practitioner in the email and on the appointment page", async () => {
    const date = nextWeekday("friday", 10);
    // A patch test alone is free: it stands at once, and its email is written now.
    const patch = await bookThroughPage(
      bookingRequest({ preferredDate: date, preferredTime: "11:00", email: "nadia@example.com", name: "Nadia Khan", items: [{ id: "patch-test", type: "service" }], service: "Patch Test", patchTest: undefined, practitionerId: priya }),
    );
    expect(patch.status).toBe(201);
    expect(patch.action).toMatchObject({ ok: true, duePence: 0, practitioner: "Priya Shah" });
    const id = (patch.action as { id: string }).id;

    // The server's own outbox worker sends it to the test's SMTP server.
    const hers = () => server.smtp.received.find(({ envelope }) => envelope.to.includes("nadia@example.com"));
    await expect.poll(() => hers(), { timeout: 10_000 }).toBeDefined();
    const received = hers();
    expect(received?.mail.subject).toMatch(/Patch Test on /);
    expect(received?.mail.text).toContain("With: Priya Shah");
    expect(received?.mail.html).toContain("Priya Shah");

    const page = await (await fetch(`${server.baseUrl}/book-appointment?booking=${id}`)).text();
    expect(page).toMatch(/<dt[^>]*>With<\/dt><dd[^>]*>Priya Shah<\/dd>/);
  });

  it("names who treats a client staff booked, in her email and her payment link", async () => {
    const login = await post("/api/auth/login", { username: "ada", password: PASSWORD });
    const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
    const staffBooking = await post(
      "/api/admin/bookings",
      { name: "Rosa Parks", email: "rosa@example.com", phone: "07700 900456", items: [{ id: "cloud-wax", type: "service" }], preferredDate: nextWeekday("monday", 10), preferredTime: "11:00", payment: "link" },
      { cookie },
    );
    expect(staffBooking.status).toBe(201);
    const { id } = (await staffBooking.json()) as { id: string };
    const [treating] = await allocatedTo(id);
    const name = treating === maya ? "Maya Lewis" : "Priya Shah";
    const mail = await server.database.sql<{ kind: string; text: string }[]>`select kind, text from outbox where booking_id = ${id} order by kind`;
    expect(mail.map((message) => message.kind)).toEqual(["booking-received", "payment-link"]);
    for (const message of mail) expect(message.text).toContain(`With: ${name}`);
  });
});

describe("a move from her manage link", () => {
  it("keeps the practitioner she named: the page names her and offers only her times, and a time she is not free is refused, not given to another", async () => {
    const date = nextWeekday("thursday", 12);
    const created = await post("/api/bookings", wax(date, "10:00", { practitionerId: priya }));
    expect(created.status).toBe(201);
    const { id, manageUrl } = (await created.json()) as { id: string; manageUrl: string };
    const { clientSecret } = (await (await post("/api/create-payment-intent", { bookingDetails: { bookingId: id } })).json()) as { clientSecret: string };
    expect((await post("/api/demo-payments/confirm", { clientSecret, cardNumber: "4242424242424242", expiry: "12/40", cvc: "123" })).status).toBe(200);
    expect(await allocatedTo(id)).toEqual([priya]);
    const path = new URL(manageUrl).pathname;
    const token = path.split("/").pop()!;

    // Priya lunches 13:00-14:00 (migration 0037): Maya is free then, but the page offers only Priya's times.
    const page = await (await fetch(`${server.baseUrl}${path}?date=${date}`)).text();
    expect(page).toMatch(/<dt[^>]*>With<\/dt><dd[^>]*>Priya Shah<\/dd>/);
    expect(page).toContain("with Priya Shah, who treats you");
    const offered = [...page.matchAll(/name="preferredTime" value="(\d\d:\d\d)"/g)].map((match) => match[1]);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered).not.toContain("13:00");

    const refused = await post(`/api/bookings/manage/${token}/reschedule`, { preferredDate: date, preferredTime: "13:00" });
    expect(refused.status).toBe(409);
    expect(await allocatedTo(id)).toEqual([priya]);
    const [still] = await server.database.sql<{ preferred_time: string }[]>`select preferred_time from bookings where id = ${id}`;
    expect(still!.preferred_time).toBe("10:00");

    const moved = await post(`/api/bookings/manage/${token}/reschedule`, { preferredDate: date, preferredTime: "15:30" });
    expect(moved.status).toBe(200);
    expect(await allocatedTo(id)).toEqual([priya]);
  });
});
