import { execFileSync } from "node:child_process";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { studioInstant } from "~/lib/studio-clock";
import { bookingRequest, nextWeekday } from "../../support/booking-data";
import { asStaff, signInWithRole, startTestApp, type TestApp } from "../../support/test-app";

/**
 * Each practitioner's private calendar feed (issue 22, docs/decisions/0052), as her calendar app and the staff API
 * see it. The feed must parse in two independent readers: ical.js (what web calendars use) and Python's icalendar
 * (Debian's /usr/bin/python3, where .ci/run installs it).
 */

let app: TestApp;
let owner: ReturnType<typeof asStaff>;
let maya: string;
let priya: string;

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT: "100000/60" });
  owner = asStaff(app, await signInWithRole(app, "owner"));
  const members = await app.database.sql<{ id: string; name: string }[]>`select id, name from staff_members where name in ('Maya Lewis', 'Priya Shah')`;
  maya = members.find((member) => member.name === "Maya Lewis")!.id;
  priya = members.find((member) => member.name === "Priya Shah")!.id;
});
afterAll(() => app?.close());

/** A member of staff signed in as the demo's Priya herself. */
async function signInAsPriya(username: string, role: "practitioner" | "reception" = "practitioner") {
  const cookie = await signInWithRole(app, role, username);
  await app.database.sql.begin(async (sql) => {
    const [account] = await sql<{ id: string; member: string }[]>`select u.id, m.id as member from users u join staff_members m on m.user_id = u.id where u.username = ${username}`;
    await sql`update staff_members set user_id = null where id = ${account!.member}`;
    await sql`delete from staff_members where id = ${account!.member}`;
    await sql`update staff_members set user_id = ${account!.id}, role = ${role} where id = ${priya}`;
  });
  return asStaff(app, cookie);
}

const feedUrl = async (as: ReturnType<typeof asStaff>, memberId: string) => {
  const response = await as("POST", `/api/staff-members/${memberId}/calendar-feed`);
  expect(response.status).toBe(201);
  const { url } = (await response.json()) as { url: string };
  return url;
};

const book = async (date: string, time: string, name: string, email: string) => {
  const response = await app.post("/api/bookings", bookingRequest({ preferredDate: date, preferredTime: time, name, email, phone: "07700 900456", practitionerId: maya }));
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  // Confirmed at the desk: an online hold still waiting for its card is not an appointment yet.
  await app.database.sql`update bookings set payment_status = 'paid', status = 'confirmed', paid_at = now() where id = ${id}`;
  return id;
};

describe("a practitioner's calendar feed", () => {
  it("lists her appointments to come, first name and service only, and parses in ical.js and Python's icalendar", async () => {
    const date = nextWeekday("tuesday", 14);
    const first = await book(date, "10:00", "Ruth Okafor", "ruth@example.com");
    await book(nextWeekday("friday", 14), "12:00", "Anna-Marie O'Neill; Smith", "anna@example.com");
    const url = await feedUrl(owner, maya);
    expect(url).toMatch(/\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    const body = await response.text();
    for (const secret of ["Okafor", "ruth@example.com", "07700", "O'Neill", "Smith", "anna@example.com"]) expect(body).not.toContain(secret);

    const calendar = new ICAL.Component(ICAL.parse(body));
    const events = calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
    const ruth = events.find((event) => event.uid === `${first}@appointments`)!;
    expect(ruth.summary).toBe("Ruth: Dream Shade");
    expect(ruth.startDate.toJSDate().toISOString()).toBe(studioInstant(date, "10:00").toISOString());
    expect(events.map((event) => event.summary)).toContain("Anna-Marie: Dream Shade");

    const python = execFileSync(
      "/usr/bin/python3",
      ["-c", "import sys, icalendar; c = icalendar.Calendar.from_ical(sys.stdin.read()); print('\\n'.join(str(e['SUMMARY']) + '|' + e['DTSTART'].dt.isoformat() for e in c.walk('VEVENT')))"],
      { input: body, encoding: "utf8" },
    );
    expect(python).toContain(`Ruth: Dream Shade|${date}T10:00:00`);
  });

  it("shows a phone booking still to be paid as TENTATIVE, and a paid or confirmed one as CONFIRMED, in both readers", async () => {
    const date = nextWeekday("thursday", 21);
    const phone = await owner("POST", "/api/admin/bookings", { items: [{ id: "cloud-wax", type: "service" }], payment: "studio", name: "Tara Phone", phone: "07700 900789", preferredDate: date, preferredTime: "10:00", practitionerId: maya });
    expect(phone.status).toBe(201);
    const { id: unpaid } = (await phone.json()) as { id: string };
    const paid = await book(date, "14:00", "Paula Paid", "paula@example.com");
    const body = await (await fetch(await feedUrl(owner, maya))).text();
    const events = new ICAL.Component(ICAL.parse(body)).getAllSubcomponents("vevent");
    const statusOf = (id: string) => events.find((event) => event.getFirstPropertyValue("uid") === `${id}@appointments`)?.getFirstPropertyValue("status");
    expect(statusOf(unpaid)).toBe("TENTATIVE");
    expect(statusOf(paid)).toBe("CONFIRMED");
    const python = execFileSync(
      "/usr/bin/python3",
      ["-c", "import sys, icalendar; c = icalendar.Calendar.from_ical(sys.stdin.read()); print('\\n'.join(str(e['SUMMARY']) + '|' + str(e['STATUS']) for e in c.walk('VEVENT')))"],
      { input: body, encoding: "utf8" },
    );
    expect(python).toContain("Tara: Cloud Wax|TENTATIVE");
    expect(python).toContain("Paula: Dream Shade|CONFIRMED");

    // Paid at the desk, it is confirmed in her calendar too.
    expect((await owner("POST", `/api/bookings/${unpaid}/record-payment`)).status).toBe(200);
    const after = new ICAL.Component(ICAL.parse(await (await fetch(await feedUrl(owner, maya))).text())).getAllSubcomponents("vevent");
    expect(after.find((event) => event.getFirstPropertyValue("uid") === `${unpaid}@appointments`)?.getFirstPropertyValue("status")).toBe("CONFIRMED");
  });

  it("leaves out what is past, cancelled or another practitioner's", async () => {
    const date = nextWeekday("wednesday", 14);
    const cancelled = await book(date, "10:00", "Cara Cancelled", "cara@example.com");
    await owner("POST", `/api/bookings/${cancelled}/cancel`, { refund: "none", reason: "test" });
    const past = await book(date, "12:00", "Pat Past", "pat@example.com");
    await app.database.sql.begin(async (sql) => {
      await sql`update bookings set starts_at = now() - interval '3 days', ends_at = now() - interval '3 days' + interval '1 hour', blocked_until = now() - interval '3 days' + interval '75 minutes' where id = ${past}`;
      await sql`update allocations set starts_at = now() - interval '3 days', ends_at = now() - interval '3 days' + interval '75 minutes' where booking_id = ${past}`;
    });
    const body = await (await fetch(await feedUrl(owner, maya))).text();
    expect(body).not.toContain("Cara");
    expect(body).not.toContain("Pat");
    const priyasBody = await (await fetch(await feedUrl(owner, priya))).text();
    expect(priyasBody).not.toContain("Ruth");
    expect(priyasBody).toContain("BEGIN:VCALENDAR");
  });

  it("a new address revokes the old one, and turning it off ends both", async () => {
    const old = await feedUrl(owner, maya);
    const fresh = await feedUrl(owner, maya);
    expect((await fetch(old)).status).toBe(404);
    expect((await fetch(fresh)).status).toBe(200);
    expect((await owner("DELETE", `/api/staff-members/${maya}/calendar-feed`)).status).toBe(204);
    expect((await fetch(fresh)).status).toBe(404);
    expect(await app.database.sql`select token_hash from links where kind = 'calendar-feed' and subject = ${maya}`).toEqual([]);
  });

  it("stores only the token's hash", async () => {
    const url = await feedUrl(owner, maya);
    const token = url.split("/").at(-1)!.replace(".ics", "");
    const hits = await app.database.sql`select 1 from staff_members s where s::text like '%' || ${token} || '%'`;
    expect(hits).toHaveLength(0);
  });

  it("a practitioner may turn on her own, not another's; reception neither; a made-up member 404", async () => {
    const herself = await signInAsPriya("priya-feed");
    expect((await fetch(await feedUrl(herself, priya))).status).toBe(200);
    expect((await herself("POST", `/api/staff-members/${maya}/calendar-feed`)).status).toBe(403);
    expect((await herself("DELETE", `/api/staff-members/${maya}/calendar-feed`)).status).toBe(403);
    const desk = asStaff(app, await signInWithRole(app, "reception"));
    expect((await desk("POST", `/api/staff-members/${priya}/calendar-feed`)).status).toBe(403);
    expect((await owner("POST", "/api/staff-members/5f0d2c1e-0000-4000-8000-000000000000/calendar-feed")).status).toBe(404);
    expect((await owner("POST", "/api/staff-members/not-an-id/calendar-feed")).status).toBe(404);
    expect((await fetch(`${app.baseUrl}/api/calendar-feeds/${"A".repeat(43)}.ics`)).status).toBe(404);
  });
});
