import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { studioInstant, studioMidnight, studioToday } from "~/lib/studio-clock";
import { addDays } from "~/lib/zoned-time";
import { bookingRequest, nextWeekday } from "../../support/booking-data";
import { signInStaff, startTestApp, type TestApp } from "../../support/test-app";

/** The schedule in the database refuses and hides closed times (DESIGN 3a), through the real API. */
const PASSWORD = "closed for christmas 2026";
let app: TestApp;
let cookie: string;

beforeAll(async () => {
  // A long horizon so Christmas and the next bank holidays are within booking range whatever today is.
  app = await startTestApp({ RATE_LIMIT: "10000/60", BOOKING_HORIZON_DAYS: "365" });
  cookie = await signInStaff(app, "ada", PASSWORD);
});
afterAll(() => app.close());

const staff = (method: string, path: string, body?: unknown) =>
  fetch(`${app.baseUrl}${path}`, { method, headers: { "content-type": "application/json", cookie }, body: body === undefined ? undefined : JSON.stringify(body) });
const slots = async (date: string) => {
  const answer = (await (await fetch(`${app.baseUrl}/api/availability?items=cloud-wax&from=${date}&days=1`)).json()) as { slots: { date: string; time: string }[] };
  return answer.slots.map((slot) => slot.time);
};
const book = (preferredDate: string, preferredTime: string, email = "closure@example.com") =>
  app.post("/api/bookings", bookingRequest({ preferredDate, preferredTime, email, items: [{ id: "cloud-wax", type: "service" }], patchTest: undefined }));

/** The next bank holiday that falls on a weekday the studio usually opens, at least a few days ahead. */
async function nextOpenDayBankHoliday(): Promise<{ date: string; name: string }> {
  const holidays = (await (await staff("GET", "/api/bank-holidays")).json()) as { date: string; name: string; open: boolean }[];
  const today = studioToday();
  return holidays.find((holiday) => holiday.date > addDays(today, 3) && new Date(`${holiday.date}T12:00:00Z`).getUTCDay() !== 0)!;
}

describe("bank holidays", () => {
  it("are closed unless staff open one: not offered, refused, then bookable once opened", async () => {
    const holiday = await nextOpenDayBankHoliday();
    expect(await slots(holiday.date)).toEqual([]);
    const refused = await book(holiday.date, "10:00");
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: "slot-closed" });

    expect((await staff("POST", `/api/bank-holidays/${holiday.date}/open`)).status).toBe(200);
    expect(await slots(holiday.date)).toContain("10:00");
    expect((await book(holiday.date, "10:00", "holiday@example.com")).status).toBe(201);
    // Closed again: the booking made meanwhile stays, and is listed for staff to contact the client.
    const closedAgain = await staff("DELETE", `/api/bank-holidays/${holiday.date}/open`);
    expect(closedAgain.status).toBe(200);
    expect(((await closedAgain.json()) as { affectedBookings: { email: string }[] }).affectedBookings.map((booking) => booking.email)).toEqual(["holiday@example.com"]);
    expect((await staff("POST", `/api/bank-holidays/2031-03-04/open`)).status).toBe(404);
  });

  it("Christmas Day, Boxing Day and New Year's Day are never offered by default", async () => {
    // Each day's next occurrence, on or after whatever day the suite runs: always ahead, so always asserted.
    const today = studioToday();
    const next = (monthDay: string) => (`${today.slice(0, 4)}-${monthDay}` >= today ? `${today.slice(0, 4)}-${monthDay}` : `${Number(today.slice(0, 4)) + 1}-${monthDay}`);
    const days = ["12-25", "12-26", "01-01"].map(next);
    for (const date of days) expect(await slots(date), date).toEqual([]);
    // The same days are open once staff open them, so the empty answers above are the holidays' doing.
    for (const date of days) expect((await staff("POST", `/api/bank-holidays/${date}/open`)).status, date).toBe(200);
    const opened = await Promise.all(days.map(async (date) => [date, (await slots(date)).length > 0] as const));
    for (const date of days) await staff("DELETE", `/api/bank-holidays/${date}/open`);
    // Sundays are closed anyway, and today's times may have passed.
    const weekdays = opened.filter(([date]) => new Date(`${date}T12:00:00Z`).getUTCDay() !== 0 && date > addDays(today, 1));
    expect(weekdays.length).toBeGreaterThan(0);
    for (const [date, offered] of weekdays) expect(offered, date).toBe(true);
  });
});

describe("closures (staff API)", () => {
  it("needs staff, validates, lists the bookings it covers, and refuses bookings inside it until deleted", async () => {
    const date = nextWeekday("wednesday", 9);
    expect((await app.post("/api/closures", { startsAt: "x" })).status).toBe(401);
    const bad = await staff("POST", "/api/closures", { startsAt: `${date}T15:00:00Z`, endsAt: `${date}T09:00:00Z`, reason: "" });
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { fieldErrors: object }).fieldErrors).sort()).toEqual(["endsAt", "reason"]);

    expect((await book(date, "13:00", "already@example.com")).status).toBe(201);
    const start = studioInstant(date, "12:00");
    const end = studioInstant(date, "15:00");
    const created = await staff("POST", "/api/closures", { startsAt: start.toISOString(), endsAt: end.toISOString(), reason: "Training afternoon" });
    expect(created.status).toBe(201);
    const closure = (await created.json()) as { id: string; reason: string; affectedBookings: { email: string }[] };
    expect(closure.reason).toBe("Training afternoon");
    expect(closure.affectedBookings.map((booking) => booking.email)).toEqual(["already@example.com"]);

    const times = await slots(date);
    expect(times).toContain("10:00");
    expect(times).not.toContain("12:00");
    expect(times).not.toContain("14:00");
    expect((await book(date, "14:00")).status).toBe(400);
    expect(((await (await staff("GET", "/api/closures")).json()) as { id: string }[]).map((row) => row.id)).toContain(closure.id);

    expect((await staff("DELETE", `/api/closures/${closure.id}`)).status).toBe(204);
    expect((await staff("DELETE", `/api/closures/${closure.id}`)).status).toBe(404);
    expect((await staff("DELETE", `/api/closures/not-an-id`)).status).toBe(404);
    expect(await slots(date)).toContain("15:30");
    expect((await book(date, "15:30")).status).toBe(201);
  });
});

describe("a closure made while clients book", () => {
  it("lists every booking made in its time, or the booking is refused: never a booking it does not know of", async () => {
    const times = ["09:00", "10:15", "11:30", "12:45", "14:00", "15:15", "16:30"];
    for (let round = 0; round < 6; round++) {
      const date = addDays(nextWeekday("thursday", 10), 7 * round);
      const [startsAt, endsAt] = [studioMidnight(date), studioMidnight(addDays(date, 1))];
      const bookingsMade = times.map((time, index) => book(date, time, `race-${round}-${index}@example.com`));
      const closure = staff("POST", "/api/closures", { startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString(), reason: `Boiler repair ${round}` });
      const answers = await Promise.all(bookingsMade);
      const { affectedBookings } = (await (await closure).json()) as { affectedBookings: { id: string }[] };
      const listed = new Set(affectedBookings.map((booking) => booking.id));
      for (const answer of answers) {
        expect([201, 400]).toContain(answer.status);
        const body = (await answer.json()) as { id?: string; code?: string };
        if (answer.status === 201) expect(listed.has(body.id!), `round ${round}: booking ${body.id} made but not listed`).toBe(true);
        else expect(body.code).toBe("slot-closed");
      }
    }
  });
});

describe("weekly hours", () => {
  it("staff change them and availability follows; bad hours are refused with field errors", async () => {
    const before = (await (await fetch(`${app.baseUrl}/api/opening-hours`)).json()) as Record<string, { opens: string; closes: string } | null>;
    expect(before.monday).toEqual({ opens: "09:00", closes: "18:00" });
    const bad = await staff("PUT", "/api/opening-hours", { ...before, monday: { opens: "18:00", closes: "09:00" }, tuesday: { opens: "9am", closes: "17:00" } });
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { fieldErrors: object }).fieldErrors).sort()).toEqual(["monday", "tuesday"]);

    const sunday = nextWeekday("sunday", 8);
    // The owner would work Sundays; the studio opening is what makes the day bookable.
    await app.database.sql`insert into staff_hours (staff_member_id, weekday, opens, closes) select id, 7, '09:00', '18:00' from staff_members where position = 0`;
    expect(await slots(sunday)).toEqual([]);
    expect((await staff("PUT", "/api/opening-hours", { ...before, sunday: { opens: "10:00", closes: "14:00" } })).status).toBe(200);
    expect((await slots(sunday))[0]).toBe("10:00");
    expect((await book(sunday, "10:00", "sunday@example.com")).status).toBe(201);
    // Shorter hours keep the bookings already made, and list those the new hours no longer cover.
    const shorter = await staff("PUT", "/api/opening-hours", before);
    expect(shorter.status).toBe(200);
    const answer = (await shorter.json()) as { sunday: unknown; affectedBookings: { email: string }[] };
    expect(answer.sunday).toBeNull();
    expect(answer.affectedBookings.map((booking) => booking.email)).toEqual(["sunday@example.com"]);
    expect(await slots(sunday)).toEqual([]);
  });
});
