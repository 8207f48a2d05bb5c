import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingRequestSchema } from "~/features/booking/rules/booking-form";
import { createBooking, findAvailability } from "~/features/booking/index.server";
import { defaultEmailContext } from "~/features/mail";
import { setWeeklyHours } from "~/features/schedule/index.server";
import { bookingSettingsFromEnv } from "~/server/booking-settings.server";
import { parseEnv } from "~/server/env.server";
import { bookingRequest } from "../../support/booking-data";
import { createTestDatabase, type TestDatabase } from "../../support/database";

/**
 * A day the studio opens before 02:00 on the Sunday the clocks go forward (28 March 2027: 01:00 GMT becomes 02:00
 * BST). The clock is injected, so the dates are fixed: availability and the booking path agree on which times exist.
 */
const DAY = "2027-03-28";
const now = new Date("2027-03-20T12:00:00Z");
const settings = bookingSettingsFromEnv(parseEnv({}));
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  const night = { opens: "00:00", closes: "06:00" };
  await setWeeklyHours(database.db, { monday: night, tuesday: night, wednesday: night, thursday: night, friday: night, saturday: night, sunday: night });
  // The owner, who does Cloud Wax, works that night too (her hours are her own, within the studio's).
  await database.sql`insert into staff_hours (staff_member_id, weekday, opens, closes) select id, 7, '00:00', '06:00' from staff_members where position = 0`;
});
afterAll(() => database.drop());

const request = (preferredTime: string, email: string) =>
  bookingRequestSchema.parse(bookingRequest({ email, preferredDate: DAY, preferredTime, items: [{ id: "cloud-wax", type: "service" }], service: "Cloud Wax" }));

describe("the March clock change", () => {
  it("offers only times the clocks show, each converted with its own offset", async () => {
    const { slots } = await findAvailability(database.db, { items: [{ id: "cloud-wax", type: "service" }], from: DAY, days: 1, now, settings });
    const times = slots.map((slot) => slot.time);
    expect(times.filter((time) => time.startsWith("01:"))).toEqual([]);
    expect(slots.find((slot) => slot.time === "00:45")!.start).toBe("2027-03-28T00:45:00.000Z");
    expect(slots.find((slot) => slot.time === "02:00")!.start).toBe("2027-03-28T01:00:00.000Z");
  });

  it("refuses a booking for 01:30, a time that does not exist, and stores nothing; takes every time it offers", async () => {
    const missing = await createBooking(database.db, request("01:30", "missing@example.com"), { settings, emailContext: defaultEmailContext, now });
    expect(missing).toEqual({ outcome: "unavailable", reason: "off-grid" });
    expect(await database.sql`select id from bookings where email = 'missing@example.com'`).toHaveLength(0);

    const { slots } = await findAvailability(database.db, { items: [{ id: "cloud-wax", type: "service" }], from: DAY, days: 1, now, settings });
    const offered = slots.find((slot) => slot.time === "02:00")!;
    const made = await createBooking(database.db, request(offered.time, "real@example.com"), { settings, emailContext: defaultEmailContext, now });
    expect(made.outcome).toBe("created");
    const [stored] = await database.sql`select starts_at, preferred_time from bookings where email = 'real@example.com'`;
    expect(stored).toEqual({ starts_at: new Date(offered.start), preferred_time: "02:00" });
  });
});
