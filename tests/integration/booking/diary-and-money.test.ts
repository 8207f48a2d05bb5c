import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { offerFreedTimes, sweepExpiredHolds } from "~/features/booking/index.server";
import { staffBookingMessages } from "~/features/booking";
import { studioInstant } from "~/lib/studio-clock";
import { addDays } from "~/lib/zoned-time";
import { bookingSettingsFromEnv } from "~/server/booking-settings.server";
import { emailContextFromEnv } from "~/server/email-context.server";
import { parseEnv } from "~/server/env.server";
import { paymentsFromEnv } from "~/server/payments/provider.server";
import { bookingRequest, freshSlots, nextWeekday } from "../../support/booking-data";
import { asStaff, signInWithRole, startTestApp, type TestApp } from "../../support/test-app";

/**
 * Issue 34, build 5 ("the diary and the money"): what a randomized lifecycle tester refuted, each through the API as a
 * client or staff would meet it, over a real database. Henna brows is Maya's alone in the demo team (migration 0037).
 */
const overrides = { RATE_LIMIT: "100000/60", PUBLIC_URL: "https://studio.example" };
const env = parseEnv({ NODE_ENV: "test", ...overrides });
const settings = bookingSettingsFromEnv(env);
const emailContext = emailContextFromEnv(env);
let app: TestApp;
let owner: ReturnType<typeof asStaff>;
let maya: string;
let priya: string;
const freshSlot = freshSlots({ minDays: 9 });

beforeAll(async () => {
  app = await startTestApp(overrides);
  owner = asStaff(app, await signInWithRole(app, "owner"));
  const ids = await app.database.sql<{ id: string; name: string }[]>`select id, name from staff_members where name in ('Maya Lewis', 'Priya Shah')`;
  maya = ids.find((row) => row.name === "Maya Lewis")!.id;
  priya = ids.find((row) => row.name === "Priya Shah")!.id;
});
afterAll(() => app?.close());

const json = async <T = Record<string, unknown>>(response: Response) => (await response.json()) as T;
let clients = 0;
const book = (slot: { preferredDate: string; preferredTime: string }, extra: Record<string, unknown> = {}) =>
  app.post("/api/bookings", bookingRequest({ ...slot, email: `client${clients++}@example.com`, practitionerId: maya, ...extra }));
const hennaTimes = async (date: string) =>
  (await json<{ slots: { time: string }[] }>(await fetch(`${app.baseUrl}/api/availability?items=henna-brows&from=${date}&days=1&practitioner=${maya}`))).slots.map((slot) => slot.time);
const statusOf = async (id: string) => (await app.database.sql<{ status: string; payment_status: string }[]>`select status, payment_status from bookings where id = ${id}`)[0];
const lapseHold = (id: string) => app.database.sql`update bookings set hold_expires_at = now() - interval '1 second' where id = ${id}`;

describe("a freed time's offer, refused through her link", () => {
  const runJob = () => offerFreedTimes(app.database.db, { settings, emailContext });
  const morningTimes = async (date: string) => (await hennaTimes(date)).filter((time) => time < "12:00");

  it("keeps its hold: nobody else can book the time, and her link still books it", async () => {
    const date = nextWeekday("saturday", 9);
    const booked: string[] = [];
    for (let times = await morningTimes(date); times.length > 0; times = await morningTimes(date)) {
      const response = await book({ preferredDate: date, preferredTime: times[0]! });
      expect(response.status).toBe(201);
      booked.push((await json<{ id: string }>(response)).id);
    }
    const asked = await app.post("/api/waitlist/times", { items: [{ id: "henna-brows", type: "service" }], fromDate: date, toDate: date, partOfDay: "morning", name: "Ola", email: "ola@example.com" });
    expect(asked.status).toBe(201);
    expect((await owner("PATCH", `/api/bookings/${booked[0]}/status`, { status: "cancelled" })).status).toBe(200);
    expect((await runJob()).offered).toBe(1);
    const [offer] = await app.database.sql<{ starts_at: Date; hold_booking_id: string }[]>`select starts_at, hold_booking_id from time_offers where state = 'offered'`;
    const [mail] = await app.database.sql<{ text: string }[]>`select text from outbox where "to" = 'ola@example.com' and kind = 'time-offer'`;
    const token = /\/book\/offer\/([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]!;
    const time = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(offer!.starts_at);
    const slot = { preferredDate: date, preferredTime: time };

    // Through her link, with her patch test asked for at a time the studio is closed (Thursday evening, 24 to 48
    // hours before): refused inside the booking's transaction, and the refusal changes nothing.
    const refused = await book(slot, { email: "ola@example.com", offer: token, patchTest: "booked", patchTestDate: addDays(date, -2), patchTestTime: "20:00" });
    expect(await json(refused)).toMatchObject({ code: "patch-test-time" });
    expect(await app.database.sql`select 1 from bookings where id = ${offer!.hold_booking_id}`).toHaveLength(1);
    expect(await app.database.sql`select 1 from time_offers where state = 'offered'`).toHaveLength(1);
    // Still held for her: not offered, and nobody else books it.
    expect(await morningTimes(date)).not.toContain(time);
    expect((await book(slot, { email: "rival@example.com" })).status).toBe(409);
    // Her link books it.
    expect((await book(slot, { email: "ola@example.com", offer: token })).status).toBe(201);
  });
});

describe("a freed time's offer over which staff then record leave", () => {
  const runJob = () => offerFreedTimes(app.database.db, { settings, emailContext });
  const morningTimes = async (date: string) => (await hennaTimes(date)).filter((time) => time < "12:00");

  it("ends: its hold leaves the diary, and her request is offered the next time that can be booked", async () => {
    const date = nextWeekday("saturday", 16);
    const booked: string[] = [];
    for (let times = await morningTimes(date); times.length > 0; times = await morningTimes(date)) {
      const response = await book({ preferredDate: date, preferredTime: times[0]! });
      expect(response.status).toBe(201);
      booked.push((await json<{ id: string }>(response)).id);
    }
    expect(booked.length).toBeGreaterThan(1);
    expect((await app.post("/api/waitlist/times", { items: [{ id: "henna-brows", type: "service" }], fromDate: date, toDate: date, partOfDay: "morning", name: "Uma", email: "uma@example.com" })).status).toBe(201);
    expect((await owner("PATCH", `/api/bookings/${booked[0]}/status`, { status: "cancelled" })).status).toBe(200);
    expect((await runJob()).offered).toBe(1);
    const live = () => app.database.sql<{ id: string; starts_at: Date; hold_booking_id: string }[]>`select o.id, o.starts_at, o.hold_booking_id from time_offers o join time_requests r on r.id = o.request_id where r.email = 'uma@example.com' and o.state = 'offered'`;
    const [first] = await live();
    const leave = await owner("POST", "/api/time-off", { staffMemberId: maya, startsAt: first!.starts_at.toISOString(), endsAt: new Date(first!.starts_at.getTime() + 15 * 60_000).toISOString(), reason: "Training" });
    expect(leave.status).toBe(201);
    expect(await runJob()).toMatchObject({ lapsed: 1 });
    expect(await live()).toEqual([]);
    expect(await app.database.sql`select 1 from bookings where id = ${first!.hold_booking_id}`).toHaveLength(0);
    // Another morning time frees: it is hers, first in line again.
    expect((await owner("PATCH", `/api/bookings/${booked[1]}/status`, { status: "cancelled" })).status).toBe(200);
    expect((await runJob()).offered).toBe(1);
    const [second] = await live();
    expect(second!.starts_at.getTime()).not.toBe(first!.starts_at.getTime());
  });
});

describe("POST /api/time-off racing a booking", () => {
  it("lists a booking that planned before the leave and committed after it: never a booking inside leave unlisted", async () => {
    const slot = freshSlot();
    const start = studioInstant(slot.preferredDate, slot.preferredTime);
    let booking: Promise<Response> | undefined;
    let leave: Promise<Response> | undefined;
    // The race made certain: the booking has read the diary (no leave yet) and waits to write its row while the
    // leave is recorded; the test's table lock (which lets reads through) is then let go.
    await app.database.sql.begin(async (tx) => {
      await tx`lock table bookings in share row exclusive mode`;
      booking = book(slot, { name: "Racing Client" });
      for (let waited = 0; ; waited += 20) {
        const [waiting] = await app.database.sql<{ n: number }[]>`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query ilike 'insert into "bookings"%'`;
        if (waiting!.n > 0) break;
        if (waited > 10_000) throw new Error("the booking never reached its insert");
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      leave = owner("POST", "/api/time-off", { staffMemberId: maya, startsAt: start.toISOString(), endsAt: new Date(start.getTime() + 15 * 60_000).toISOString(), reason: "Race" });
      await new Promise((resolve) => setTimeout(resolve, 500));
    });
    const [booked, recorded] = await Promise.all([booking!, leave!]);
    expect(recorded.status).toBe(201);
    expect(booked.status).toBe(201);
    const { id } = await json<{ id: string }>(booked);
    expect((await json<{ affectedBookings: { id: string }[] }>(recorded)).affectedBookings.map((entry) => entry.id)).toContain(id);
  });
});

describe("the patch test is one of the services staff give", () => {
  it("a new member, a room, and Maya saved with her own services (the patch test among them) are accepted", async () => {
    const added = await owner("POST", "/api/staff-members", { name: "Tess Patch", email: "tess@example.com", role: "practitioner", services: ["patch-test", "henna-brows"] });
    expect(added.status).toBe(201);
    expect((await json<{ services: string[] }>(added)).services).toEqual(expect.arrayContaining(["patch-test", "henna-brows"]));
    const room = await owner("POST", "/api/resources", { name: "Patch-test corner", kind: "room", services: ["patch-test"] });
    expect(room.status).toBe(201);
    const members = await json<{ id: string; services: string[] }[]>(await owner("GET", "/api/staff-members"));
    const hers = members.find((member) => member.id === maya)!;
    expect(hers.services).toContain("patch-test");
    const saved = await owner("PATCH", `/api/staff-members/${maya}`, { services: hers.services });
    expect(saved.status).toBe(200);
    // A slug the studio does not have is still refused.
    expect((await owner("POST", "/api/resources", { name: "Nowhere", kind: "room", services: ["no-such-service"] })).status).toBe(400);
  });
});

describe("a lapsed online hold, before the sweeper", () => {
  it("staff book the time availability offers, and move another booking into it", async () => {
    const slot = freshSlot();
    const online = await book(slot);
    expect(online.status).toBe(201);
    await lapseHold((await json<{ id: string }>(online)).id);
    expect(await hennaTimes(slot.preferredDate)).toContain(slot.preferredTime);
    const staffBooking = await owner("POST", "/api/admin/bookings", { name: "Phone Client", phone: "07700 900111", items: [{ id: "henna-brows", type: "service" }], ...slot, practitionerId: maya, payment: "studio" });
    expect(staffBooking.status).toBe(201);

    const other = freshSlot();
    const held = await book(other);
    await lapseHold((await json<{ id: string }>(held)).id);
    const later = { ...other, preferredTime: other.preferredTime === "15:30" ? "09:00" : "15:30" };
    const moving = await owner("POST", "/api/admin/bookings", { name: "Moving Client", phone: "07700 900112", items: [{ id: "henna-brows", type: "service" }], ...later, practitionerId: maya, payment: "studio" });
    expect(moving.status).toBe(201);
    const moved = await owner("POST", `/api/bookings/${(await json<{ id: string }>(moving)).id}/reschedule`, other);
    expect(moved.status).toBe(200);
  });
});

describe("a hold whose payment is in flight", () => {
  // The demo provider over the app's database, as main.ts's one-minute sweep runs it.
  const sweep = () => sweepExpiredHolds(app.database.db, paymentsFromEnv(env, app.database.db), emailContext);
  const startPayment = (bookingId: string) => app.post("/api/create-payment-intent", { bookingDetails: { bookingId } });

  it("a card charged before a crash cut its record off: the sweep asks first, records it, and refunds nothing", async () => {
    const slot = freshSlot();
    const { id } = await json<{ id: string }>(await book(slot));
    expect((await startPayment(id)).status).toBe(200);
    // The demo provider took the card, and the server died before recording it.
    await app.database.sql`update demo_payments set status = 'succeeded' where booking_id = ${id}`;
    await lapseHold(id);
    // Money may be on its way: the time is not offered meanwhile.
    expect(await hennaTimes(slot.preferredDate)).not.toContain(slot.preferredTime);
    await sweep();
    expect(await statusOf(id)).toEqual({ status: "confirmed", payment_status: "paid" });
    expect(await app.database.sql`select 1 from demo_refunds r join demo_payments p on p.id = r.payment_id where p.booking_id = ${id}`).toHaveLength(0);
  });

  it("a payment she never finished: the sweep cancels it at the provider, then the hold, and the time is offered", async () => {
    const slot = freshSlot();
    const { id } = await json<{ id: string }>(await book(slot));
    expect((await startPayment(id)).status).toBe(200);
    await lapseHold(id);
    await sweep();
    expect(await statusOf(id)).toMatchObject({ status: "cancelled" });
    expect(await app.database.sql`select status from demo_payments where booking_id = ${id}`).toEqual([{ status: "canceled" }]);
    expect(await hennaTimes(slot.preferredDate)).toContain(slot.preferredTime);
  });
});

describe("a staff move to a practitioner who does not do the treatment", () => {
  it("is a 400 on practitionerId, and the booking stays where it was", async () => {
    const slot = freshSlot();
    const created = await owner("POST", "/api/admin/bookings", { name: "Brow Client", phone: "07700 900113", items: [{ id: "henna-brows", type: "service" }], ...slot, practitionerId: maya, payment: "studio" });
    const { id } = await json<{ id: string }>(created);
    const to = freshSlot();
    const moved = await owner("POST", `/api/bookings/${id}/reschedule`, { ...to, practitionerId: priya });
    expect(moved.status).toBe(400);
    expect(await json(moved)).toMatchObject({ fieldErrors: { practitionerId: [staffBookingMessages.practitionerService] } });
    const [row] = await app.database.sql<{ preferred_date: string; preferred_time: string }[]>`select preferred_date, preferred_time from bookings where id = ${id}`;
    expect(row).toEqual({ preferred_date: slot.preferredDate, preferred_time: slot.preferredTime });
  });
});
