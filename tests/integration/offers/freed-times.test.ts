import { formatLondonDateTime } from "~/lib/display-time";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { offerFreedTimes } from "~/features/booking/index.server";
import { bookingSettingsFromEnv } from "~/server/booking-settings.server";
import { emailContextFromEnv } from "~/server/email-context.server";
import { parseEnv } from "~/server/env.server";
import { addDays } from "~/lib/zoned-time";
import { bookingRequest, freshWeekday, nextWeekday } from "../../support/booking-data";
import { signInStaff, startTestApp, type TestApp } from "../../support/test-app";

/**
 * Freed times go to waiting clients (issue 24 item 3, docs/decisions/0064), through the API and the job as the server
 * runs them. Henna brows is Maya's alone in the demo team (migration 0037), so filling her Saturday morning leaves no
 * morning time for it; a cancellation frees one. Each test that fills or frees a Saturday morning has one of its own
 * (freshWeekday, the earliest not yet given, well inside the booking horizon): when Christmas and New Year fall on
 * two Saturdays, days ahead alone would give two of them the same morning.
 */
const env = parseEnv({ NODE_ENV: "test", RATE_LIMIT: "10000/60", PUBLIC_URL: "https://studio.example" });
const settings = bookingSettingsFromEnv(env);
const emailContext = emailContextFromEnv(env);
const PASSWORD = "lavender mews teapot";
let app: TestApp;
let cookie: string;

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT: "10000/60", PUBLIC_URL: "https://studio.example" });
  cookie = await signInStaff(app, "grace", PASSWORD);
});
afterAll(() => app.close());

const json = async <T = Record<string, unknown>>(response: Response) => (await response.json()) as T;
const runJob = (now?: Date) => offerFreedTimes(app.database.db, { settings, emailContext, ...(now ? { now } : {}) });
const cancel = (id: string) => app.post(`/api/bookings/${id}/status`, { status: "cancelled" }, { method: "PATCH", headers: { cookie } });
const morningTimes = async (date: string) => {
  const body = await json<{ slots: { time: string }[] }>(await fetch(`${app.baseUrl}/api/availability?items=henna-brows&from=${date}&days=1`));
  return body.slots.map((slot) => slot.time).filter((time) => time < "12:00");
};
let clients = 0;
const book = (date: string, time: string, extra: Record<string, unknown> = {}) =>
  app.post("/api/bookings", bookingRequest({ preferredDate: date, preferredTime: time, email: `filler${clients++}@example.com`, ...extra }));

/** Books every morning time left on the day; answers the bookings by start time. */
async function fillMorning(date: string): Promise<Map<string, string>> {
  const booked = new Map<string, string>();
  for (let times = await morningTimes(date); times.length > 0; times = await morningTimes(date)) {
    const response = await book(date, times[0]!);
    expect(response.status).toBe(201);
    booked.set(times[0]!, (await json<{ id: string }>(response)).id);
  }
  return booked;
}

const ask = (date: string, email: string, extra: Record<string, unknown> = {}) =>
  app.post("/api/waitlist/times", {
    items: [{ id: "henna-brows", type: "service" }],
    fromDate: date,
    toDate: date,
    partOfDay: "morning",
    name: email.split("@")[0],
    email,
    ...extra,
  });

const offerEmailTo = async (email: string) =>
  app.database.sql<{ text: string }[]>`select text from outbox where "to" = ${email} and kind = 'time-offer' order by created_at`;
const offerToken = (text: string) => /\/book\/offer\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];
const liveOffer = async (email: string) =>
  (
    await app.database.sql<{ starts_at: Date; hold_booking_id: string; id: string }[]>`
      select o.id, o.starts_at, o.hold_booking_id from time_offers o join time_requests r on r.id = o.request_id
      where r.email = ${email} and o.state = 'offered'`
  )[0];
const wallTime = (instant: Date) => new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(instant);

describe("asking to be told (POST /api/waitlist/times)", () => {
  it("answers 201 with the request, and emails what she asked for with her withdraw link", async () => {
    // A Saturday and a Sunday evening: the studio is closed then, so no run of the job offers her anything here.
    const date = nextWeekday("saturday", 20);
    const response = await ask(date, "asker@example.com", { phone: "07700 900123", textsOk: true, toDate: addDays(date, 1), partOfDay: "evening" });
    expect(response.status).toBe(201);
    const body = await json<Record<string, unknown>>(response);
    expect(body).toMatchObject({ fromDate: date, toDate: addDays(date, 1), partOfDay: "evening", email: "asker@example.com", phone: "07700 900123", textsOk: true });
    expect(body.withdrawUrl).toMatch(/^https:\/\/studio\.example\/book\/tell-me\/[A-Za-z0-9_-]{43}$/);
    const [mail] = await app.database.sql<{ text: string }[]>`select text from outbox where "to" = 'asker@example.com' and kind = 'time-request'`;
    expect(mail!.text).toContain(String(body.withdrawUrl));
    expect(mail!.text).toContain("Evening (from 17:00)");
  });

  it("refuses bad input with 400 field errors and stores nothing", async () => {
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());
    const date = nextWeekday("thursday", 5);
    const requestCount = async () => (await app.database.sql<{ n: number }[]>`select count(*)::int as n from time_requests`)[0]!.n;
    const before = await requestCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ fromDate: addDays(today, -1), toDate: today }, "fromDate"],
      [{ fromDate: date, toDate: addDays(date, -1) }, "toDate"],
      [{ fromDate: date, toDate: addDays(date, 40) }, "toDate"],
      [{ items: [{ id: "no-such-treatment", type: "service" }] }, "items"],
      [{ email: "not-an-email" }, "email"],
      [{ textsOk: true }, "phone"],
      // A landline cannot take the text she asked for.
      [{ textsOk: true, phone: "020 7946 0123" }, "phone"],
      [{ partOfDay: "night" }, "partOfDay"],
    ];
    for (const [change, field] of cases) {
      const response = await ask(date, "typo@example.com", change);
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(Object.keys((await json<{ fieldErrors: Record<string, string[]> }>(response)).fieldErrors), JSON.stringify(change)).toContain(field);
    }
    expect(await requestCount()).toBe(before);
    expect(await app.database.sql`select 1 from outbox where "to" = 'typo@example.com'`).toHaveLength(0);
  });
});

describe("a freed Saturday morning", () => {
  it("goes to the first in line, held for her alone; her link books it; when an offer lapses the next gets it", async () => {
    const date = freshWeekday("saturday", 4);
    const booked = await fillMorning(date);
    expect(booked.size).toBeGreaterThan(0);
    expect((await ask(date, "first@example.com", { phone: "07700 900456", textsOk: true })).status).toBe(201);
    expect((await ask(date, "second@example.com", { phone: "07700 900789" })).status).toBe(201);
    // Nothing free in the morning: nobody is offered anything.
    expect((await runJob()).offered).toBe(0);

    const [time, freedId] = [...booked.entries()][0]!;
    expect((await cancel(freedId)).status).toBe(200);
    expect(await runJob()).toMatchObject({ offered: 1 });

    const offer = await liveOffer("first@example.com");
    expect(wallTime(offer!.starts_at)).toBe(time);
    expect(await liveOffer("second@example.com")).toBeUndefined();
    const [mail] = await offerEmailTo("first@example.com");
    expect(mail!.text).toContain(`${settings.offerMinutes} minutes`);
    const token = offerToken(mail!.text);
    expect(token).toBeDefined();
    // She chose texts: one tells her the time and sends her to the email, whose link is never written into a text.
    const texts = await app.database.sql<{ to: string; body: string }[]>`select "to", body from text_outbox where kind = 'time-offer'`;
    expect(texts).toEqual([{ to: "+447700900456", body: expect.stringContaining(`on ${formatLondonDateTime(offer!.starts_at)}`) }]);
    expect(texts[0]!.body).toContain("book it from the link in the email we have just sent");
    expect(texts[0]!.body).not.toContain(token!);

    // Held: not offered to anyone else, and nobody else can book it.
    expect(await morningTimes(date)).not.toContain(time);
    const second = await book(date, time, { email: "second@example.com" });
    expect(second.status).toBe(409);
    // A second run changes nothing while her window runs.
    expect((await runJob()).offered).toBe(0);

    // Her link books it through the normal flow: a held booking, paid at checkout.
    const hers = await book(date, time, { email: "first@example.com", offer: token });
    expect(hers.status).toBe(201);
    const { id } = await json<{ id: string }>(hers);
    const [row] = await app.database.sql<{ status: string }[]>`select status from bookings where id = ${id}`;
    expect(row!.status).toBe("pending");
    const [request] = await app.database.sql<{ booking_id: string }[]>`select booking_id from time_requests where email = 'first@example.com'`;
    expect(request!.booking_id).toBe(id);
    expect(await app.database.sql`select 1 from bookings where id = ${offer!.hold_booking_id}`).toHaveLength(0);

    // Her own booking is cancelled in turn: the time goes to the second in line, and lapses unused.
    expect((await cancel(id)).status).toBe(200);
    expect((await runJob()).offered).toBe(1);
    const secondOffer = await liveOffer("second@example.com");
    expect(wallTime(secondOffer!.starts_at)).toBe(time);
    // She gave a number but did not ask for texts: the email alone.
    expect(await app.database.sql`select 1 from text_outbox where kind = 'time-offer'`).toHaveLength(1);
    await app.database.sql`update time_offers set expires_at = now() - interval '1 second' where id = ${secondOffer!.id}`;
    await app.database.sql`update bookings set hold_expires_at = now() - interval '1 second' where id = ${secondOffer!.hold_booking_id}`;
    // Nobody else waits: the lapsed offer ends and the time is free again, but not offered to her a second time.
    expect(await runJob()).toMatchObject({ lapsed: 1, offered: 0 });
    expect(await morningTimes(date)).toContain(time);
  });

  it("when the first lets her window lapse, the second gets the time", async () => {
    const date = freshWeekday("saturday", 4);
    const booked = await fillMorning(date);
    expect((await ask(date, "slow@example.com")).status).toBe(201);
    expect((await ask(date, "next@example.com")).status).toBe(201);
    const [time, freedId] = [...booked.entries()][0]!;
    await cancel(freedId);
    await runJob();
    const first = await liveOffer("slow@example.com");
    expect(wallTime(first!.starts_at)).toBe(time);

    await app.database.sql`update time_offers set expires_at = now() - interval '1 second' where id = ${first!.id}`;
    await app.database.sql`update bookings set hold_expires_at = now() - interval '1 second' where id = ${first!.hold_booking_id}`;
    expect(await runJob()).toMatchObject({ lapsed: 1, offered: 1 });
    const next = await liveOffer("next@example.com");
    expect(wallTime(next!.starts_at)).toBe(time);
    expect(await liveOffer("slow@example.com")).toBeUndefined();
    // Her old link no longer holds anything: the time is the next client's.
    const token = offerToken((await offerEmailTo("slow@example.com"))[0]!.text);
    expect((await book(date, time, { email: "slow@example.com", offer: token })).status).toBe(409);
  });

  it("a time offered is never booked twice: parallel bookings of the held time and her own, exactly one wins", async () => {
    const date = freshWeekday("saturday", 4);
    const booked = await fillMorning(date);
    expect((await ask(date, "racer@example.com")).status).toBe(201);
    const [time, freedId] = [...booked.entries()][0]!;
    await cancel(freedId);
    await runJob();
    const token = offerToken((await offerEmailTo("racer@example.com"))[0]!.text);
    const attempts = await Promise.all([
      ...Array.from({ length: 8 }, (_, index) => book(date, time, { email: `rival${index}@example.com` })),
      book(date, time, { email: "racer@example.com", offer: token }),
    ]);
    const statuses = attempts.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.at(-1)).toBe(201);
    const overlaps = await app.database.sql`
      select 1 from allocations a join allocations b on a.id < b.id and a.staff_member_id = b.staff_member_id
      where a.in_diary and b.in_diary and tstzrange(a.starts_at, a.ends_at, '[)') && tstzrange(b.starts_at, b.ends_at, '[)')`;
    expect(overlaps).toHaveLength(0);
  });

  it("a request past its last day gets nothing", async () => {
    const date = freshWeekday("saturday", 4);
    const booked = await fillMorning(date);
    expect((await ask(date, "late@example.com")).status).toBe(201);
    await cancel([...booked.values()][0]!);
    // The day after her last day: her request has expired.
    const dayAfter = new Date(Date.parse(`${addDays(date, 1)}T12:00:00Z`));
    expect((await runJob(dayAfter)).offered).toBe(0);
    expect(await liveOffer("late@example.com")).toBeUndefined();
    // The same run on the real clock offers it: the request, not the diary, was what said no.
    expect((await runJob()).offered).toBe(1);
    expect(await liveOffer("late@example.com")).toBeDefined();
  });
});

describe("what she is told (issue 34)", () => {
  it("carries the practitioner she chose into her request, its email, its page and the offer, and calls the time free, not freed", async () => {
    const date = freshWeekday("friday", 4);
    const booked = await fillMorning(date);
    const [maya] = await app.database.sql<{ id: string }[]>`select id from staff_members where name = 'Maya Lewis'`;
    const asked = await ask(date, "chosen@example.com", { practitionerId: maya!.id });
    expect(asked.status).toBe(201);
    const [request] = await app.database.sql<{ text: string }[]>`select text from outbox where "to" = 'chosen@example.com' and kind = 'time-request'`;
    expect(request!.text).toContain("With: Maya Lewis");
    expect(request!.text).not.toMatch(/frees up/);
    const withdraw = /\/book\/tell-me\/([A-Za-z0-9_-]{43})/.exec(request!.text)![1]!;
    const { requestPageLoader } = await import("~/features/booking/offers/time-request-pages.server");
    const page = (await requestPageLoader({ params: { token: withdraw }, context: { db: app.database.db, bookingSettings: settings } as never })) as unknown as { data: { request: { label: string }; bookPath: string } };
    expect(page.data.request.label).toBe("Dream Shade with Maya Lewis");
    expect(page.data.bookPath).toContain(`practitioner=${maya!.id}`);

    await cancel([...booked.values()][0]!);
    await runJob();
    const offers = await app.database.sql<{ subject: string; text: string }[]>`select subject, text from outbox where "to" = 'chosen@example.com' and kind = 'time-offer'`;
    expect(offers).toHaveLength(1);
    expect(offers[0]!.subject).toMatch(/^A time you asked for is free: /);
    expect(offers[0]!.text).not.toMatch(/freed up/);
    expect(offers[0]!.text).toContain("With: Maya Lewis");
  });
});

describe("her right of access and erasure", () => {
  it("the privacy export lists her requests, and erasing her deletes them with their offers", async () => {
    const date = freshWeekday("friday", 4);
    expect((await ask(date, "private@example.com", { partOfDay: "evening" })).status).toBe(201);
    const found = await json<{ timeRequests: { fromDate: string; partOfDay: string }[] }>(
      await fetch(`${app.baseUrl}/api/admin/privacy?email=private@example.com`, { headers: { cookie } }),
    );
    expect(found.timeRequests).toMatchObject([{ fromDate: date, partOfDay: "evening" }]);
    const erased = await app.post("/api/admin/privacy/erase", { email: "private@example.com" }, { headers: { cookie } });
    expect(await json(erased)).toMatchObject({ timeRequests: 1 });
    expect(await app.database.sql`select 1 from time_requests where email = 'private@example.com'`).toHaveLength(0);
  });
});

describe("whatever frees the time", () => {
  it("a closure removed frees its morning, and the first in line is offered it", async () => {
    const date = freshWeekday("saturday", 4);
    const morning = await morningTimes(date);
    expect(morning.length).toBeGreaterThan(0);
    const startsAt = new Date(`${date}T00:00:00Z`).toISOString();
    const endsAt = new Date(`${date}T23:59:00Z`).toISOString();
    const closed = await app.post("/api/closures", { startsAt, endsAt, reason: "Training day" }, { headers: { cookie } });
    expect(closed.status).toBe(201);
    const { id } = await json<{ id: string }>(closed);
    expect(await morningTimes(date)).toEqual([]);
    expect((await ask(date, "reopened@example.com")).status).toBe(201);
    await runJob();
    expect(await liveOffer("reopened@example.com")).toBeUndefined();

    expect((await fetch(`${app.baseUrl}/api/closures/${id}`, { method: "DELETE", headers: { cookie } })).status).toBeLessThan(300);
    await runJob();
    const offer = await liveOffer("reopened@example.com");
    expect(morning).toContain(wallTime(offer!.starts_at));
  });
});
