import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dayText } from "~/features/booking/appointment-text";
import { addDays } from "~/lib/zoned-time";
import { bookingRequest, nextWeekday } from "../../support/booking-data";
import { startTestApp, type TestApp } from "../../support/test-app";

/** The patch test is an appointment of its own (DESIGN 3), booked with the treatment through the real API. */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT: "10000/60" });
});
afterAll(() => app.close());

const henna = (overrides: Record<string, unknown>) => app.post("/api/bookings", bookingRequest({ patchTest: undefined, ...overrides }));
const body = async (response: Response) => (await response.json()) as { id: string; code?: string; fieldErrors?: Record<string, string[]> };
const row = async (id: string) => (await app.database.sql`select status, patch_test, patch_test_booking_id, hold_expires_at, total_pence, starts_at from bookings where id = ${id}`)[0]!;

describe("henna needs a patch test the server can see", () => {
  it("refuses no answer, the old promise to book one later, and a booked one without a time or outside 24-48 hours", async () => {
    const wednesday = nextWeekday("wednesday", 9);
    const none = await henna({ preferredDate: wednesday, preferredTime: "10:00" });
    expect(none.status).toBe(400);
    expect((await body(none)).code).toBe("patch-test-required");
    expect((await henna({ preferredDate: wednesday, preferredTime: "10:00", patchTest: "separate" })).status).toBe(400);
    const noTime = await body(await henna({ preferredDate: wednesday, preferredTime: "10:00", patchTest: "booked" }));
    expect(noTime).toMatchObject({ code: "patch-test-time", fieldErrors: { patchTestTime: [expect.stringContaining("24 to 48 hours")] } });
    const sameDay = await body(await henna({ preferredDate: wednesday, preferredTime: "15:00", patchTest: "booked", patchTestDate: wednesday, patchTestTime: "09:00" }));
    expect(sameDay.code).toBe("patch-test-time");
    const tooEarly = await body(await henna({ preferredDate: wednesday, preferredTime: "10:00", patchTest: "booked", patchTestDate: addDays(wednesday, -3), patchTestTime: "10:00" }));
    expect(tooEarly.code).toBe("patch-test-time");
    expect(await app.database.sql`select 1 from bookings where email = 'grace@example.com' and preferred_date = ${wednesday}`).toEqual([]);
  });

  it("books both in one go: the patch test holds its own time, tied to the treatment's hold, and stands once it is paid", async () => {
    const thursday = nextWeekday("thursday", 9);
    const tuesday = addDays(thursday, -2);
    const created = await henna({ preferredDate: thursday, preferredTime: "11:00", patchTest: "booked", patchTestDate: tuesday, patchTestTime: "16:00", email: "patch@example.com" });
    expect(created.status).toBe(201);
    const { id } = await body(created);
    const treatment = await row(id);
    expect(treatment).toMatchObject({ patch_test: "booked", status: "pending" });
    const patch = await row(treatment.patch_test_booking_id as string);
    expect(patch).toMatchObject({ status: "pending", total_pence: 0 });
    expect(patch.hold_expires_at).toEqual(treatment.hold_expires_at);

    // Its time is taken: not offered, and a second client cannot have it.
    const free = (await (await fetch(`${app.baseUrl}/api/availability?items=patch-test&from=${tuesday}&days=1`)).json()) as { slots: { time: string }[] };
    expect(free.slots.map((slot) => slot.time)).not.toContain("16:00");
    const clash = await henna({ preferredDate: thursday, preferredTime: "14:00", patchTest: "booked", patchTestDate: tuesday, patchTestTime: "16:00", email: "other@example.com" });
    expect(clash.status).toBe(409);
    expect((await body(clash)).code).toBe("patch-test-time");

    const { clientSecret } = (await (await app.post("/api/create-payment-intent", { bookingDetails: { bookingId: id } })).json()) as { clientSecret: string };
    expect((await app.post("/api/demo-payments/confirm", { clientSecret, cardNumber: "4242424242424242", expiry: "12/40", cvc: "123" })).status).toBe(200);
    expect((await row(treatment.patch_test_booking_id as string)).hold_expires_at).toBeNull();
    // One confirmation for both (and the receipt), not a second confirmation for the patch test a minute later.
    const mails = await app.database.sql<{ kind: string }[]>`select kind from outbox where "to" = 'patch@example.com' order by created_at, kind`;
    expect(mails.map((mail) => mail.kind).sort()).toEqual(["booking-received", "payment-received"]);
    expect(await app.database.sql`select 1 from outbox where booking_id = ${treatment.patch_test_booking_id as string}`).toEqual([]);
    // The treatment's confirmation has what she needs for the patch test: its time, what to bring, its calendar file.
    const [received] = await app.database.sql<{ text: string; attachments: { filename: string; content: string }[] }[]>`
      select text, attachments from outbox where booking_id = ${id} and kind = 'booking-received'`;
    expect(received!.text).toContain(`Your free patch test is booked for ${dayText(tuesday)} at 16:00, 24 to 48 hours before this appointment`);
    expect(received!.text).toContain("Please arrive 10 minutes early, with clean, make-up-free skin around the test area.");
    expect(received!.text).toContain("Keep the test area dry and uncovered until your treatment");
    expect(received!.attachments.map((file) => file.filename)).toEqual(["appointment.ics", "patch-test.ics"]);
    expect(received!.attachments[1]!.content).toContain(`UID:${treatment.patch_test_booking_id as string}@`);
  });

  it("a declared recent patch test still books the treatment alone", async () => {
    const created = await henna({ preferredDate: nextWeekday("friday", 9), preferredTime: "10:00", patchTest: "recent", email: "recent@example.com" });
    expect(created.status).toBe(201);
    expect((await row((await body(created)).id)).patch_test_booking_id).toBeNull();
  });
});

describe("free patch tests cannot be booked in bulk", () => {
  it("two open free appointments per client, then a clear refusal", async () => {
    const monday = nextWeekday("monday", 9);
    const patchOnly = (time: string) =>
      app.post("/api/bookings", bookingRequest({ preferredDate: monday, preferredTime: time, items: [{ id: "patch-test", type: "service" }], patchTest: undefined, service: "Patch Test", email: "Bulk@Example.com" }));
    expect((await patchOnly("09:00")).status).toBe(201);
    expect((await patchOnly("09:30")).status).toBe(201);
    const third = await patchOnly("10:00");
    expect(third.status).toBe(409);
    expect((await body(third)).code).toBe("too-many-free-bookings");
  });
});
