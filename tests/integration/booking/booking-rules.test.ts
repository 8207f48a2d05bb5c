import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingRequest, freshSlots } from "../../support/booking-data";
import { startTestApp, type TestApp } from "../../support/test-app";

/** What the booking page states, the server enforces (issue 9): consent, the phone rule, the settings' words. */
const settings = { RATE_LIMIT: "10000/60", BOOKING_HORIZON_DAYS: "14", BOOKING_LEAD_MINUTES: "4320" };
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(settings);
});
afterAll(() => app.close());

const json = async <T = Record<string, unknown>>(response: Response) => (await response.json()) as T;
type Refusal = { message: string; code?: string; fieldErrors: Record<string, string[]> };
// Past the 72 hours' lead and inside the 2 weeks' horizon, whatever the day.
const freshSlot = freshSlots({ minDays: 4 });
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
    const response = await app.post("/api/bookings", bookingRequest(freshSlot()));
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
    const far = await app.post("/api/bookings", bookingRequest(freshSlot({ minDays: 20 })));
    expect(far.status).toBe(400);
    const farBody = await json<Refusal>(far);
    expect(farBody.code).toBe("slot-too-far");
    expect(farBody.message).toContain("2 weeks");
    expect(farBody.message).not.toContain("8 weeks");

    // With a 72-hour lead, ten o'clock the next morning is too soon: on a fixed Wednesday noon, so that morning is
    // an open Thursday whatever day the suite runs (the real next day may be a Sunday or a bank holiday: closed).
    const wednesdayNoon = new Date("2030-06-12T11:00:00Z");
    const clocked = await startTestApp(settings, undefined, { clock: () => wednesdayNoon });
    try {
      const soon = await clocked.post("/api/bookings", bookingRequest({ preferredDate: "2030-06-13", preferredTime: "10:00" }));
      expect(soon.status).toBe(400);
      expect(await json<Refusal>(soon)).toMatchObject({ code: "slot-too-soon", message: expect.stringContaining("72 hours") });
    } finally {
      await clocked.close();
    }
  });
});
