import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingMessages } from "~/features/booking/rules/booking-form";
import { bookingSettingsCopy } from "~/features/booking/rules/times/booking-settings";
import { bookingSettingsFromEnv } from "~/server/booking-settings.server";
import { parseEnv } from "~/server/env.server";
import { bookingRequest, fitAllocations, nextWeekday } from "../../support/booking-data";
import type { TestDatabase } from "../../support/database";
import { startTestApp, type TestApp } from "../../support/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT: "10000/60" });
});
afterAll(() => app.close());

const book = (overrides: Record<string, unknown> = {}, target = app) => target.post("/api/bookings", bookingRequest(overrides));
const json = async <T = Record<string, unknown>>(response: Response) => (await response.json()) as T;
const settingsCopy = bookingSettingsCopy(bookingSettingsFromEnv(parseEnv({ NODE_ENV: "test" })));

describe("GET /api/availability", () => {
  it("lists free London times for a basket on a 15-minute grid", async () => {
    const date = nextWeekday("wednesday");
    const response = await fetch(`${app.baseUrl}/api/availability?items=henna-brows,brow-lift&from=${date}&days=1`);
    expect(response.status).toBe(200);
    const body = await json<{ timeZone: string; slots: { start: string; date: string; time: string }[] }>(response);
    expect(body.timeZone).toBe("Europe/London");
    expect(body.slots[0]).toMatchObject({ date, time: "09:00" });
    // 60 + 80 minutes must end by 18:00, so the last start is 15:40 → on the grid, 15:30.
    expect(body.slots.at(-1)!.time).toBe("15:30");
    expect(new Date(body.slots[0]!.start).toISOString()).toBe(body.slots[0]!.start);
  });

  it("refuses unknown or unavailable items and bad parameters with 400", async () => {
    for (const query of ["items=botox", "items=inch-away", "items=brow-lift:x", "", "items=brow-lift&from=2026-02-30", "items=brow-lift&days=99"]) {
      const response = await fetch(`${app.baseUrl}/api/availability?${query}`);
      expect(response.status, query).toBe(400);
      expect(await json(response)).toHaveProperty("fieldErrors");
    }
  });
});

describe("POST /api/bookings", () => {
  it("holds the slot for 15 minutes, priced from the catalogue whatever the request says", async () => {
    const before = Date.now();
    const response = await book({ preferredTime: "09:00", totalAmount: 1, price: 1, items: [{ id: "henna-brows", type: "service", price: 1 }] });
    expect(response.status).toBe(201);
    const body = await json<{ id: string; totalAmount: number; holdExpiresAt: string }>(response);
    expect(body.totalAmount).toBe(3500);
    const hold = Date.parse(body.holdExpiresAt) - before;
    expect(hold).toBeGreaterThan(14 * 60_000);
    expect(hold).toBeLessThanOrEqual(15 * 60_000 + 2000);
    const [row] = await app.database.sql`select * from bookings where id = ${body.id}`;
    expect(row).toMatchObject({ status: "pending", payment_status: "unpaid", total_pence: 3500, service: "Dream Shade" });
  });

  it("answers 409 for a time that is taken and no longer offers it", async () => {
    const date = nextWeekday("thursday");
    expect((await book({ preferredDate: date, preferredTime: "11:00" })).status).toBe(201);
    const again = await book({ preferredDate: date, preferredTime: "11:30", email: "other@example.com" });
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({ message: bookingMessages.taken, code: "slot-taken" });
    const slots = await json<{ slots: { time: string }[] }>(await fetch(`${app.baseUrl}/api/availability?items=henna-brows&from=${date}&days=1`));
    const times = slots.slots.map((slot) => slot.time);
    expect(times).not.toContain("11:00");
    expect(times).not.toContain("10:00"); // would run into 11:00 with its buffer
    expect(times).toContain("12:15"); // 60 minutes plus the 15-minute buffer
  });

  it.each([
    ["a Sunday", { preferredDate: nextWeekday("sunday") }, bookingMessages.closed, "slot-closed"],
    ["before opening", { preferredTime: "08:00" }, bookingMessages.closed, "slot-closed"],
    ["running past closing", { preferredDate: nextWeekday("saturday"), preferredTime: "15:30" }, bookingMessages.closed, "slot-closed"],
    ["off the grid", { preferredTime: "10:10" }, bookingMessages.offGrid, "slot-off-grid"],
    ["beyond the horizon", { preferredDate: nextWeekday("monday", 70) }, bookingMessages.tooFar(settingsCopy), "slot-too-far"],
  ])("refuses %s with 400 and stores nothing", async (_label, change, message, code) => {
    const before = (await app.database.sql`select count(*)::int as n from bookings`)[0]!.n;
    const response = await book(change);
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ message, code, fieldErrors: { preferredTime: [message] } });
    expect((await app.database.sql`select count(*)::int as n from bookings`)[0]!.n).toBe(before);
  });

  it.each([
    ["name", { name: "G" }, "Name must be at least 2 characters"],
    ["email", { email: "grace" }, "Please enter a valid email address"],
    ["phone", { phone: "0770" }, "Please enter a valid phone number"],
    ["service", { service: "" }, "Please select a service"],
    ["preferredDate", { preferredDate: "next week" }, bookingMessages.date],
    ["preferredTime", { preferredTime: "25:00" }, bookingMessages.time],
    ["items", { items: [] }, bookingMessages.items],
  ])("refuses a bad %s with the spec's message", async (field, change, message) => {
    const response = await book(change);
    expect(response.status).toBe(400);
    expect((await json<{ fieldErrors: Record<string, string[]> }>(response)).fieldErrors[field]).toEqual([message]);
  });

  it("asks about a patch test when the basket holds henna or tint, and not otherwise", async () => {
    const henna = await book({ patchTest: undefined });
    expect(henna.status).toBe(400);
    expect(await json(henna)).toMatchObject({ code: "patch-test-required", fieldErrors: { patchTest: [bookingMessages.patchTest] } });
    const wax = await book({ patchTest: undefined, items: [{ id: "cloud-wax", type: "service" }], preferredDate: nextWeekday("monday", 21) });
    expect(wax.status).toBe(201);
  });

  it("refuses an item that cannot be booked online", async () => {
    const response = await book({ items: [{ id: "the-ice-sculpt", type: "package", packageIndex: 0 }] });
    expect(response.status).toBe(400);
    expect((await json<{ fieldErrors: Record<string, string[]> }>(response)).fieldErrors.items![0]).toMatch(/not a treatment we can book online/);
  });

  it("frees an expired hold's slot at once", async () => {
    const date = nextWeekday("friday");
    const first = await json<{ id: string }>(await book({ preferredDate: date, preferredTime: "14:00" }));
    await app.database.sql`update bookings set hold_expires_at = now() - interval '1 second' where id = ${first.id}`;
    const slots = await json<{ slots: { time: string }[] }>(await fetch(`${app.baseUrl}/api/availability?items=henna-brows&from=${date}&days=1`));
    expect(slots.slots.map((slot) => slot.time)).toContain("14:00");
    const second = await book({ preferredDate: date, preferredTime: "14:00", email: "next@example.com" });
    expect(second.status).toBe(201);
    const [old] = await app.database.sql`select status, cancellation_reason from bookings where id = ${first.id}`;
    expect(old).toEqual({ status: "cancelled", cancellation_reason: "hold-expired" });
  });
});

describe("no double bookings under concurrency", () => {
  const overlapping = (database: TestDatabase) => database.sql`
    select count(*)::int as n from bookings a join bookings b on a.id < b.id
    where a.status <> 'cancelled' and b.status <> 'cancelled'
      and tstzrange(a.starts_at, a.blocked_until) && tstzrange(b.starts_at, b.blocked_until)`;

  it("50 parallel requests for one slot: exactly one 201 and 49 409s", async () => {
    const date = nextWeekday("monday", 10);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, n) => book({ preferredDate: date, preferredTime: "13:00", email: `racer${n}@example.com` })),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect((await overlapping(app.database))[0]!.n).toBe(0);
  });

  it("the same with the requests split over two server instances on one database", async () => {
    const second = await startTestApp({ RATE_LIMIT: "10000/60" }, app.database);
    try {
      const date = nextWeekday("wednesday", 10);
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, n) =>
          book({ preferredDate: date, preferredTime: n % 2 ? "10:00" : "10:30", email: `split${n}@example.com` }, n % 2 ? app : second),
        ),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(49);
      expect((await overlapping(app.database))[0]!.n).toBe(0);
    } finally {
      await second.close();
    }
  });

  it("the database itself refuses two overlapping allocations of one practitioner in the diary, and not of two", async () => {
    const [owner, therapist] = await app.database.sql<{ id: string }[]>`select id from staff_members order by position`;
    const insert = (start: string, practitioner: string) =>
      app.database.sql.begin(async (tx) => {
        const [booking] = await tx<{ id: string }[]>`
          insert into bookings (name, email, phone, service, starts_at, ends_at, blocked_until)
          values ('x', 'x@example.com', '0000000000', 'x', ${start}::timestamptz, ${start}::timestamptz + interval '1 hour', ${start}::timestamptz + interval '75 minutes')
          returning id`;
        await tx`insert into allocations (booking_id, staff_member_id, starts_at, ends_at)
          select id, ${practitioner}, starts_at, blocked_until from bookings where id = ${booking!.id}`;
      });
    await insert("2030-01-07T10:00:00Z", owner!.id);
    await expect(insert("2030-01-07T11:00:00Z", owner!.id)).rejects.toMatchObject({ code: "23P01" });
    await insert("2030-01-07T11:00:00Z", therapist!.id);
    await insert("2030-01-07T11:15:00Z", owner!.id);
  });

  it("refuses allocations outside their booking's time when the transaction commits (a move that forgot them)", async () => {
    const [owner] = await app.database.sql<{ id: string }[]>`select id from staff_members order by position`;
    const [booking] = await app.database.sql<{ id: string }[]>`
      insert into bookings (name, email, phone, service, starts_at, ends_at, blocked_until)
      values ('y', 'y@example.com', '0000000000', 'y', '2030-01-08T10:00:00Z', '2030-01-08T11:00:00Z', '2030-01-08T11:15:00Z') returning id`;
    await app.database.sql`insert into allocations (booking_id, staff_member_id, starts_at, ends_at) values (${booking!.id}, ${owner!.id}, '2030-01-08T10:00:00Z', '2030-01-08T11:15:00Z')`;
    await expect(app.database.sql`update bookings set starts_at = starts_at + interval '2 hours', ends_at = ends_at + interval '2 hours', blocked_until = blocked_until + interval '2 hours' where id = ${booking!.id}`).rejects.toMatchObject({ code: "23514" });
    const [still] = await app.database.sql<{ starts_at: Date }[]>`select starts_at from bookings where id = ${booking!.id}`;
    expect(still!.starts_at.toISOString()).toBe("2030-01-08T10:00:00.000Z");
  });
});

describe("payments with the demo provider", () => {
  const startPayment = async (bookingId: string) =>
    app.post("/api/create-payment-intent", { bookingDetails: { bookingId, name: "ignored", totalAmount: 1 } });
  const newBooking = async (time: string, weekday = "tuesday") =>
    (await json<{ id: string; totalAmount: number }>(await book({ preferredDate: nextWeekday(weekday, 14), preferredTime: time })));
  const paymentState = async (id: string) => (await app.database.sql`select payment_status, status from bookings where id = ${id}`)[0];

  it("creates a payment for the server's amount and reuses it", async () => {
    const booking = await newBooking("09:00");
    const first = await json<{ clientSecret: string; amount: number; provider: string }>(await startPayment(booking.id));
    expect(first).toMatchObject({ amount: 3500, provider: "demo" });
    expect(first.clientSecret).toMatch(/^demo_pi_.+_secret_/);
    const again = await json<{ clientSecret: string }>(await startPayment(booking.id));
    expect(again.clientSecret).toBe(first.clientSecret);
  });

  it("answers 404 for an unknown booking, 400 without one and 409 once the hold has expired", async () => {
    expect((await startPayment("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await app.post("/api/create-payment-intent", {})).status).toBe(400);
    const booking = await newBooking("11:00");
    await app.database.sql`update bookings set hold_expires_at = now() - interval '1 second' where id = ${booking.id}`;
    const expired = await startPayment(booking.id);
    expect(expired.status).toBe(409);
    expect(await json(expired)).toMatchObject({ message: bookingMessages.holdExpired, code: "hold-expired" });
  });

  it("4242… pays; 0002 is declined and records it; then paying succeeds and ends paid", async () => {
    const booking = await newBooking("13:00");
    const { clientSecret } = await json<{ clientSecret: string }>(await startPayment(booking.id));
    const card = (cardNumber: string) => app.post("/api/demo-payments/confirm", { clientSecret, cardNumber, expiry: "12/34", cvc: "123" });
    const declined = await card("4000 0000 0000 0002");
    expect(declined.status).toBe(402);
    expect((await json(declined)).message).toBe("Your card was declined.");
    expect(await paymentState(booking.id)).toEqual({ payment_status: "failed", status: "pending" });
    const paid = await card("4242 4242 4242 4242");
    expect(paid.status).toBe(200);
    expect(await paymentState(booking.id)).toEqual({ payment_status: "paid", status: "confirmed" });
    expect((await app.database.sql`select hold_expires_at from bookings where id = ${booking.id}`)[0]!.hold_expires_at).toBeNull();
    expect((await startPayment(booking.id)).status).toBe(409);
    const mail = await app.database.sql`select kind, "to", attachments from outbox where booking_id = ${booking.id} order by kind`;
    expect(mail.map((row) => row.kind)).toEqual(["booking-received", "payment-received", "studio-booking"]);
    expect(mail[0]!.to).toBe("grace@example.com");
    expect(JSON.stringify(mail[0]!.attachments)).toContain("appointment.ics");
  });

  it("queues one 24-hour reminder per paid booking, however often the sweep runs", async () => {
    const booking = await newBooking("10:00", "monday");
    await app.database.sql.begin(async (tx) => {
      await tx`update bookings set payment_status = 'paid', hold_expires_at = null, created_at = now() - interval '3 days',
        starts_at = now() + interval '20 hours', ends_at = now() + interval '21 hours', blocked_until = now() + interval '21 hours 15 minutes'
        where id = ${booking.id}`;
      await fitAllocations(tx, booking.id);
    });
    const { queueReminders } = await import("~/features/booking/index.server");
    const { defaultEmailContext } = await import("~/features/mail");
    await Promise.all([queueReminders(app.database.db, defaultEmailContext), queueReminders(app.database.db, defaultEmailContext)]);
    await queueReminders(app.database.db, defaultEmailContext);
    const reminders = await app.database.sql`select count(*)::int as n from outbox where booking_id = ${booking.id} and kind = 'booking-reminder'`;
    expect(reminders[0]!.n).toBe(1);
    // Its To carries her name ("Grace Okafor" <grace@…>), as every other email to a client does.
    const [reminder] = await app.database.sql`select "to", to_name from outbox where booking_id = ${booking.id} and kind = 'booking-reminder'`;
    expect(reminder).toEqual({ to: bookingRequest().email, to_name: bookingRequest().name });
  });

  it("sends no reminder for a booking made less than 24 hours before it starts", async () => {
    const booking = await newBooking("11:00", "monday");
    // Booked an hour ago for tomorrow morning: her confirmation is the reminder.
    await app.database.sql.begin(async (tx) => {
      await tx`update bookings set payment_status = 'paid', hold_expires_at = null, created_at = now() - interval '1 hour',
        starts_at = now() + interval '22 hours', ends_at = now() + interval '22 hours 30 minutes', blocked_until = now() + interval '22 hours 45 minutes'
        where id = ${booking.id}`;
      await fitAllocations(tx, booking.id);
    });
    const { queueReminders } = await import("~/features/booking/index.server");
    const { defaultEmailContext } = await import("~/features/mail");
    await queueReminders(app.database.db, defaultEmailContext);
    const reminders = await app.database.sql`select count(*)::int as n from outbox where booking_id = ${booking.id} and kind = 'booking-reminder'`;
    expect(reminders[0]!.n).toBe(0);
  });

  it("4000 0025 0000 3155 asks for authentication, then pays when approved", async () => {
    const booking = await newBooking("15:00");
    const { clientSecret } = await json<{ clientSecret: string }>(await startPayment(booking.id));
    const confirm = await app.post("/api/demo-payments/confirm", { clientSecret, cardNumber: "4000002500003155", expiry: "12/34", cvc: "123" });
    expect(await json(confirm)).toMatchObject({ status: "requires_action" });
    expect((await paymentState(booking.id))!.payment_status).toBe("unpaid");
    const approved = await app.post("/api/demo-payments/authenticate", { clientSecret, approve: true });
    expect(await json(approved)).toMatchObject({ status: "succeeded" });
    expect((await paymentState(booking.id))!.payment_status).toBe("paid");
  });

  it("refuses cards other than the test cards, and bad card fields", async () => {
    const booking = await newBooking("17:00");
    const { clientSecret } = await json<{ clientSecret: string }>(await startPayment(booking.id));
    const other = await app.post("/api/demo-payments/confirm", { clientSecret, cardNumber: "5555 5555 5555 4444", expiry: "12/34", cvc: "123" });
    expect(other.status).toBe(400);
    const expired = await app.post("/api/demo-payments/confirm", { clientSecret, cardNumber: "4242424242424242", expiry: "01/20", cvc: "123" });
    expect(expired.status).toBe(400);
    expect((await paymentState(booking.id))!.payment_status).toBe("unpaid");
  });
});

it("the patch test alone is free: no hold, nothing to pay", async () => {
  const response = await book({ items: [{ id: "patch-test", type: "service" }], preferredDate: nextWeekday("monday", 20), preferredTime: "09:00" });
  expect(response.status).toBe(201);
  const body = await json<{ id: string; totalAmount: number; holdExpiresAt: string | null }>(response);
  expect(body).toMatchObject({ totalAmount: 0, holdExpiresAt: null });
  const payment = await app.post("/api/create-payment-intent", { bookingDetails: { bookingId: body.id } });
  expect(payment.status).toBe(409);
});

describe("throttling and honeypot on bookings", () => {
  it("answers a bot quietly and stores nothing; 429 past the stored cap and past the attempts cap", async () => {
    // A database of its own: the counters for this address must start at zero.
    const limited = await startTestApp({ RATE_LIMIT: "1/60", FORM_ATTEMPT_LIMIT: "5/60" });
    try {
      const bot = await limited.post("/api/bookings", bookingRequest({ homepage: "spam" }));
      expect(bot.status).toBe(201);
      expect((await limited.database.sql`select count(*)::int as n from bookings`)[0]!.n).toBe(0);
      // A mistake costs an attempt, not the one booking allowed.
      expect((await limited.post("/api/bookings", bookingRequest({ name: "" }))).status).toBe(400);
      expect((await limited.post("/api/bookings", bookingRequest())).status).toBe(201);
      const secondBooking = await limited.post("/api/bookings", bookingRequest());
      expect(secondBooking.status).toBe(429);
      expect(Number(secondBooking.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await limited.post("/api/bookings", bookingRequest({ name: "" }))).status).toBe(400);
      expect((await limited.post("/api/bookings", bookingRequest({ name: "" }))).status).toBe(429);
      expect((await limited.database.sql`select count(*)::int as n from bookings`)[0]!.n).toBe(1);
    } finally {
      await limited.close();
    }
  });
});
