import { bankHolidaysBetween } from "~/features/schedule";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, toWallTime, weekdayOf } from "~/lib/zoned-time";
import { bookingRequest, nextWeekday } from "../../support/booking-data";
import { startTestApp, type TestApp } from "../../support/test-app";

/** What the booking page states, the server enforces (issue 9): consent, the phone rule, the settings' words. */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT: "10000/60", BOOKING_HORIZON_DAYS: "14", BOOKING_LEAD_MINUTES: "4320" });
});
afterAll(() => app.close());

const json = async <T = Record<string, unknown>>(response: Response) => (await response.json()) as T;
type Refusal = { message: string; code?: string; fieldErrors: Record<string, string[]> };
const bookingCount = async () => (await app.database.sql`select count(*)::int as n from bookings`)[0]!.n as number;

describe("POST /api/bookings enforces what the page states", () => {
  it("refuses a booking without policy consent (400 on policyAccepted) and stores nothing", async () => {
    const before = await bookingCount();
    for (const policyAccepted of [undefined, false, "false"]) {
      const response = await app.post("/api/bookings", bookingRequest({ policyAccepted }));
      expect(response.status, String(policyAccepted)).toBe(400);
      expect((await json<Refusal>(response)).fieldErrors.policyAccepted).toEqual(["Please accept the booking policy"]);
    }
    expect(await bookingCount()).toBe(before);
  });

  it("stores the time of consent on every booking", async () => {
    const response = await app.post("/api/bookings", bookingRequest({ preferredDate: nextWeekday("wednesday", 4), preferredTime: "12:00" }));
    expect(response.status).toBe(201);
    const { id } = await json<{ id: string }>(response);
    const [row] = await app.database.sql`select policy_accepted_at, created_at from bookings where id = ${id}`;
    expect(row!.policy_accepted_at).toBeInstanceOf(Date);
  });

  it("refuses a phone of dashes with the same answer /api/contact gives", async () => {
    const booking = await app.post("/api/bookings", bookingRequest({ phone: "----------" }));
    const contact = await app.post("/api/contact", { name: "Grace Okafor", email: "grace@example.com", phone: "----------", message: "Do you do brow tints?" });
    expect(booking.status).toBe(400);
    expect(contact.status).toBe(400);
    const phoneError = (await json<Refusal>(booking)).fieldErrors.phone;
    expect(phoneError).toBeDefined();
    expect(phoneError).toEqual((await json<Refusal>(contact)).fieldErrors.phone);
  });

  it("states the horizon and lead time of the settings in force, with a code", async () => {
    const far = await app.post("/api/bookings", bookingRequest({ preferredDate: nextWeekday("tuesday", 20) }));
    expect(far.status).toBe(400);
    const farBody = await json<Refusal>(far);
    expect(farBody.code).toBe("slot-too-far");
    expect(farBody.message).toContain("2 weeks");
    expect(farBody.message).not.toContain("8 weeks");

    // With a 72-hour lead, ten o'clock on the next open day of the next two is always too soon.
    const today = toWallTime(new Date(), "Europe/London").date;
    const date = [addDays(today, 1), addDays(today, 2)].find((day) => weekdayOf(day) !== "sunday" && bankHolidaysBetween(day, day).length === 0)!;
    const soon = await app.post("/api/bookings", bookingRequest({ preferredDate: date, preferredTime: "10:00" }));
    expect(soon.status).toBe(400);
    expect(await json<Refusal>(soon)).toMatchObject({ code: "slot-too-soon", message: expect.stringContaining("72 hours") });
  });
});
