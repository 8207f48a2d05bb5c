import { randomBytes } from "node:crypto";
import twilio from "twilio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queueReminders } from "~/features/booking/index.server";
import { defaultEmailContext } from "~/features/mail";
import { createTwilioSender, sendDueTexts, textMessages } from "~/features/texts/index.server";
import { formatLondonDateTime } from "~/lib/display-time";
import { parseEnv, twilioFromEnv } from "~/server/env.server";
import { createLogger } from "~/server/logging/logger.server";
import { outboxJobs } from "~/server/mailer.server";
import { bookingRequest, freshSlots, nextWeekday } from "../../support/booking-data";
import { startFakeTwilio, TEST_TWILIO_SID, TEST_TWILIO_TOKEN, type FakeTwilio } from "../../support/fake-twilio";
import { asStaff, signInWithRole, startTestApp, type TestApp } from "../../support/test-app";

/**
 * Issue 24 item 1: reminders by text through Twilio's SDK, against a local stand-in of its Messages API
 * (tests/support/fake-twilio.ts), with the clock injected: queued 24 hours before, withdrawn by a move and queued for
 * the new time, stopped by her STOP, and only for a client who ticked the box (docs/decisions/0063).
 */

const FROM = "+447700900001";
let app: TestApp;
let fake: FakeTwilio;
let staff: ReturnType<typeof asStaff>;
const freshSlot = freshSlots();
const hour = 3_600_000;

beforeAll(async () => {
  fake = await startFakeTwilio();
  app = await startTestApp({ RATE_LIMIT: "10000/60", TWILIO_ACCOUNT_SID: TEST_TWILIO_SID, TWILIO_AUTH_TOKEN: TEST_TWILIO_TOKEN, TWILIO_FROM: FROM, TWILIO_API_URL: fake.url });
  staff = asStaff(app, await signInWithRole(app, "owner"));
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

const twilioSettings = () => twilioFromEnv(parseEnv({ TWILIO_ACCOUNT_SID: TEST_TWILIO_SID, TWILIO_AUTH_TOKEN: TEST_TWILIO_TOKEN, TWILIO_FROM: FROM, TWILIO_API_URL: fake.url }))!;
const sendText = () => createTwilioSender(twilioSettings());

/** A paid booking days ahead, as a client makes it on /book. */
async function paidBooking(overrides: Record<string, unknown> = {}): Promise<{ id: string; startsAt: Date }> {
  const made = await app.post("/api/bookings", bookingRequest({ ...freshSlot(), ...overrides }));
  expect(made.status).toBe(201);
  const { id } = (await made.json()) as { id: string };
  const intent = await app.post("/api/create-payment-intent", { bookingDetails: { bookingId: id } });
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  expect((await app.post("/api/demo-payments/confirm", { clientSecret, cardNumber: "4242424242424242", expiry: "12/40", cvc: "123" })).status).toBe(200);
  return { id, startsAt: await startOf(id) };
}

const startOf = async (id: string) => (await app.database.sql`select starts_at from bookings where id = ${id}`)[0]!.starts_at as Date;
const textsOf = (id: string) => app.database.sql`select status, "to", body, for_starts_at, last_error from text_outbox where booking_id = ${id} order by created_at`;
const sentTo = (id: string) => app.database.sql`select provider_id from text_outbox where booking_id = ${id} and status = 'sent'`;

/** Twilio's webhook as Twilio sends it: a form, signed over this app's URL with the account's auth token. */
function inbound(params: Record<string, string>, token = TEST_TWILIO_TOKEN) {
  const url = `${app.baseUrl}/api/twilio/inbound`;
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": twilio.getExpectedTwilioSignature(token, url, params) },
    body: new URLSearchParams(params),
  });
}

/** Each text she sends has its own MessageSid, as Twilio gives it. */
const newSid = () => `SM${randomBytes(16).toString("hex")}`;
const reply = (from: string, body: string, messageSid = newSid()) => inbound({ MessageSid: messageSid, AccountSid: TEST_TWILIO_SID, From: from, To: FROM, Body: body });

describe("the reminder text", () => {
  it("is sent through Twilio 24 hours before, once, to her number made E.164", async () => {
    const booking = await paidBooking({ name: "Amelia Hart", phone: "07700 900123", textsOk: true });
    // Not yet: 25 hours before.
    await queueReminders(app.database.db, defaultEmailContext, { now: new Date(booking.startsAt.getTime() - 25 * hour) });
    expect(await textsOf(booking.id)).toEqual([]);

    const now = new Date(booking.startsAt.getTime() - 23 * hour);
    await Promise.all([queueReminders(app.database.db, defaultEmailContext, { now }), queueReminders(app.database.db, defaultEmailContext, { now })]);
    expect(await textsOf(booking.id)).toHaveLength(1);
    // The email reminder is queued beside it.
    expect((await app.database.sql`select count(*)::int as n from outbox where booking_id = ${booking.id} and kind = 'booking-reminder'`)[0]!.n).toBe(1);

    const report = await sendDueTexts(app.database.db, sendText(), { now, batchSize: 50 });
    expect(report.failures).toEqual([]);
    const message = fake.messages.find((sent) => sent.to === "+447700900123");
    expect(message).toMatchObject({ from: FROM });
    expect(message!.body).toContain(defaultEmailContext.studio.name);
    expect(message!.body).toContain("Hi Amelia,");
    expect(message!.body).not.toContain("Hart");
    expect(message!.body).toContain(formatLondonDateTime(booking.startsAt));
    expect(message!.body).toContain("Dream Shade");
    expect(message!.body).not.toContain("henna");
    expect(await sentTo(booking.id)).toEqual([{ provider_id: message!.sid }]);
    // The desk reads it in the text outbox.
    const listed = (await (await staff("GET", "/api/admin/texts")).json()) as { to: string; status: string; body: string }[];
    expect(listed.find((text) => text.to === "+447700900123")).toMatchObject({ status: "sent", body: message!.body });
  });

  it("is not sent to a client who did not tick the box", async () => {
    const booking = await paidBooking({ phone: "07700 900124" });
    const now = new Date(booking.startsAt.getTime() - 23 * hour);
    await queueReminders(app.database.db, defaultEmailContext, { now });
    expect((await app.database.sql`select count(*)::int as n from outbox where booking_id = ${booking.id} and kind = 'booking-reminder'`)[0]!.n).toBe(1);
    expect(await textsOf(booking.id)).toEqual([]);
    expect(fake.messages.filter((sent) => sent.to === "+447700900124")).toEqual([]);
  });

  it("is withdrawn by a move, with the email reminder, and the new time gets its own", async () => {
    const booking = await paidBooking({ phone: "07700 900125", textsOk: true });
    const before = new Date(booking.startsAt.getTime() - 23 * hour);
    await queueReminders(app.database.db, defaultEmailContext, { now: before });
    expect(await textsOf(booking.id)).toMatchObject([{ status: "pending" }]);

    const later = freshSlot({ minDays: 12 });
    expect((await staff("POST", `/api/bookings/${booking.id}/reschedule`, later)).status).toBe(200);
    const movedTo = await startOf(booking.id);
    expect(await textsOf(booking.id)).toMatchObject([{ status: "withdrawn", for_starts_at: booking.startsAt }]);
    expect((await app.database.sql`select count(*)::int as n from outbox where booking_id = ${booking.id} and kind = 'booking-reminder'`)[0]!.n).toBe(0);
    // Sending now sends nothing to her: the old time is never texted.
    await sendDueTexts(app.database.db, sendText(), { now: before, batchSize: 50 });
    expect(fake.messages.filter((sent) => sent.to === "+447700900125")).toEqual([]);

    const now = new Date(movedTo.getTime() - 23 * hour);
    await queueReminders(app.database.db, defaultEmailContext, { now });
    expect(await textsOf(booking.id)).toMatchObject([{ status: "withdrawn" }, { status: "pending", for_starts_at: movedTo }]);
    await sendDueTexts(app.database.db, sendText(), { now, batchSize: 50 });
    const sent = fake.messages.filter((message) => message.to === "+447700900125");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toContain(formatLondonDateTime(movedTo));
  });

  it("is withdrawn by a cancellation", async () => {
    const booking = await paidBooking({ phone: "07700 900126", textsOk: true });
    const now = new Date(booking.startsAt.getTime() - 23 * hour);
    await queueReminders(app.database.db, defaultEmailContext, { now });
    expect((await staff("POST", `/api/bookings/${booking.id}/cancel`, { reason: "studio closed" })).status).toBe(200);
    expect(await textsOf(booking.id)).toMatchObject([{ status: "withdrawn" }]);
    await sendDueTexts(app.database.db, sendText(), { now, batchSize: 50 });
    expect(fake.messages.filter((sent) => sent.to === "+447700900126")).toEqual([]);
  });

  it("is tried again when Twilio refuses, with the outbox's back-off", async () => {
    const booking = await paidBooking({ phone: "07700 900127", textsOk: true });
    const now = new Date(booking.startsAt.getTime() - 23 * hour);
    await queueReminders(app.database.db, defaultEmailContext, { now });
    fake.failNext(1);
    const failed = await sendDueTexts(app.database.db, sendText(), { now, batchSize: 50 });
    expect(failed.retrying).toBe(1);
    expect(await textsOf(booking.id)).toMatchObject([{ status: "pending" }]);
    expect((await sendDueTexts(app.database.db, sendText(), { now, batchSize: 50 })).picked).toBe(0);
    await sendDueTexts(app.database.db, sendText(), { now: new Date(now.getTime() + 31_000), batchSize: 50 });
    expect(await textsOf(booking.id)).toMatchObject([{ status: "sent" }]);
    expect(fake.messages.filter((sent) => sent.to === "+447700900127")).toHaveLength(1);
  });
});

describe("her choice on the booking", () => {
  it("reminds her of a patch test booked with the treatment too", async () => {
    const thursday = nextWeekday("thursday", 40);
    const tuesday = new Date(Date.parse(`${thursday}T12:00:00Z`) - 2 * 86_400_000).toISOString().slice(0, 10);
    const made = await app.post(
      "/api/bookings",
      bookingRequest({ preferredDate: thursday, preferredTime: "11:00", patchTest: "booked", patchTestDate: tuesday, patchTestTime: "16:00", phone: "07700 900133", textsOk: true, email: "patch.texts@example.com" }),
    );
    expect(made.status).toBe(201);
    const rows = await app.database.sql`select texts_ok, text_to from bookings where email = 'patch.texts@example.com'`;
    expect(rows).toEqual([
      { texts_ok: true, text_to: "+447700900133" },
      { texts_ok: true, text_to: "+447700900133" },
    ]);
  });

  it("answers 400 beside the phone field for a number no text reaches, and stores nothing", async () => {
    const slot = freshSlot();
    const refused = await app.post("/api/bookings", bookingRequest({ ...slot, phone: "020 7946 0018", email: "landline@example.com", textsOk: true }));
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.phone).toHaveLength(1);
    expect((await app.database.sql`select count(*)::int as n from bookings where email = 'landline@example.com'`)[0]!.n).toBe(0);
    // Unticked, the same number books as before.
    expect((await app.post("/api/bookings", bookingRequest({ ...slot, phone: "020 7946 0018", email: "landline@example.com" }))).status).toBe(201);
  });
});

describe("STOP by reply", () => {
  it("refuses a webhook whose signature is not Twilio's with 403, and keeps nothing", async () => {
    const forged = await inbound({ From: "+447700900128", To: FROM, Body: "STOP" }, "not-the-auth-token-of-this-account");
    expect(forged.status).toBe(403);
    const unsigned = await fetch(`${app.baseUrl}/api/twilio/inbound`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "From=%2B447700900128&Body=STOP" });
    expect(unsigned.status).toBe(403);
    expect(await app.database.sql`select * from text_replies where phone = '+447700900128'`).toEqual([]);
  });

  it("stops the next reminder, and START lets them through again", async () => {
    const first = await paidBooking({ phone: "07700 900129", textsOk: true });
    const second = await paidBooking({ phone: "+44 7700 900129", textsOk: true, email: "grace.second@example.com" });
    const now = new Date(first.startsAt.getTime() - 23 * hour);
    await queueReminders(app.database.db, defaultEmailContext, { now });

    const stopped = await reply("+447700900129", "Stop");
    expect(stopped.status).toBe(200);
    expect(stopped.headers.get("content-type")).toMatch(/^text\/xml/);
    expect(await stopped.text()).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');

    // The reminder queued before her STOP is not sent; the next is not queued.
    await sendDueTexts(app.database.db, sendText(), { now, batchSize: 50 });
    expect(await textsOf(first.id)).toMatchObject([{ status: "failed", last_error: textMessages.stopped }]);
    await queueReminders(app.database.db, defaultEmailContext, { now: new Date(second.startsAt.getTime() - 23 * hour) });
    expect(await textsOf(second.id)).toEqual([]);
    expect(fake.messages.filter((sent) => sent.to === "+447700900129")).toEqual([]);
    // Staff read it on her record: texts off, when, and by which word.
    const [{ client_id: clientId }] = (await app.database.sql`select client_id from bookings where id = ${second.id}`) as unknown as [{ client_id: string }];
    const record = (await (await staff("GET", `/api/clients/${clientId}`)).json()) as { texts: { asked: boolean; numbers: { phone: string; on: boolean; reply: { keyword: string } | null }[] } };
    expect(record.texts).toEqual({ asked: true, numbers: [{ phone: "+447700900129", on: false, reply: { keyword: "STOP", at: expect.any(String) } }] });

    expect((await reply("+447700900129", "START")).status).toBe(200);
    const later = new Date(second.startsAt.getTime() - 22 * hour);
    await queueReminders(app.database.db, defaultEmailContext, { now: later });
    await sendDueTexts(app.database.db, sendText(), { now: later, batchSize: 50 });
    expect(fake.messages.filter((sent) => sent.to === "+447700900129")).toHaveLength(1);
  });

  it("keeps a text Twilio posts again once, and a replayed old STOP after her START changes nothing (200)", async () => {
    const phone = "+447700900141";
    const stop = newSid();
    expect((await reply(phone, "STOP", stop)).status).toBe(200);
    const again = await reply(phone, "STOP", stop);
    expect(again.status).toBe(200);
    expect(await again.text()).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
    expect(await app.database.sql`select keyword from text_replies where phone = ${phone}`).toEqual([{ keyword: "STOP" }]);

    expect((await reply(phone, "START")).status).toBe(200);
    const replayed = await reply(phone, "STOP", stop);
    expect(replayed.status).toBe(200);
    expect(await app.database.sql`select keyword from text_replies where phone = ${phone} order by received_at`).toEqual([{ keyword: "STOP" }, { keyword: "START" }]);
    const [{ client_id: clientId }] = (await app.database.sql`select client_id from bookings where id = ${(await paidBooking({ phone: "07700 900141", textsOk: true, email: "replayed@example.com" })).id}`) as unknown as [
      { client_id: string },
    ];
    const record = (await (await staff("GET", `/api/clients/${clientId}`)).json()) as { texts: { numbers: { phone: string; on: boolean }[] } };
    expect(record.texts.numbers).toMatchObject([{ phone, on: true }]);
  });

  it("never refuses a signed post for the unsigned posts from the same address before it", async () => {
    const strict = await startTestApp({ RATE_LIMIT: "3/60", FORM_ATTEMPT_LIMIT: "3/60", TWILIO_ACCOUNT_SID: TEST_TWILIO_SID, TWILIO_AUTH_TOKEN: TEST_TWILIO_TOKEN, TWILIO_FROM: FROM, TWILIO_API_URL: fake.url });
    try {
      const url = `${strict.baseUrl}/api/twilio/inbound`;
      const post = (params: Record<string, string>, signature?: string) =>
        fetch(url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", ...(signature ? { "x-twilio-signature": signature } : {}) }, body: new URLSearchParams(params) });
      const unsigned = [];
      for (let attempt = 0; attempt < 6; attempt++) unsigned.push((await post({ From: "+447700900132", Body: "STOP" })).status);
      // Unsigned posts are cut off once past the address's attempts…
      expect(unsigned.slice(0, 3)).toEqual([403, 403, 403]);
      expect(unsigned.slice(3)).toEqual([429, 429, 429]);
      // …and hers, signed by Twilio from the same address, still counts.
      const params = { MessageSid: newSid(), AccountSid: TEST_TWILIO_SID, From: "+447700900132", To: FROM, Body: "STOP" };
      const signed = await post(params, twilio.getExpectedTwilioSignature(TEST_TWILIO_TOKEN, url, params));
      expect(signed.status).toBe(200);
      expect(await strict.database.sql`select keyword from text_replies where phone = '+447700900132'`).toEqual([{ keyword: "STOP" }]);
    } finally {
      await strict.close();
    }
  });

  it("answers other messages with empty TwiML and keeps nothing", async () => {
    const chat = await reply("+447700900130", "Running 5 minutes late, sorry!");
    expect(chat.status).toBe(200);
    expect(await app.database.sql`select * from text_replies where phone = '+447700900130'`).toEqual([]);
  });
});

describe("erasing her", () => {
  it("deletes her texts and the number on her bookings", async () => {
    const booking = await paidBooking({ phone: "07700 900132", textsOk: true, email: "erase.texts@example.com" });
    await queueReminders(app.database.db, defaultEmailContext, { now: new Date(booking.startsAt.getTime() - 23 * hour) });
    expect(await textsOf(booking.id)).toHaveLength(1);
    expect((await reply("+447700900132", "STOP")).status).toBe(200);
    // Her privacy export holds them first: the text and her reply.
    const exported = (await (await staff("GET", "/api/admin/privacy?email=erase.texts@example.com")).json()) as { texts: { to: string }[]; textReplies: { keyword: string }[] };
    expect(exported.texts).toMatchObject([{ to: "+447700900132", status: "pending" }]);
    expect(exported.textReplies).toMatchObject([{ phone: "+447700900132", keyword: "STOP", textsOn: false }]);
    expect((await staff("POST", "/api/admin/privacy/erase", { email: "erase.texts@example.com" })).status).toBe(200);
    expect(await textsOf(booking.id)).toEqual([]);
    expect((await app.database.sql`select texts_ok, text_to from bookings where id = ${booking.id}`)[0]).toEqual({ texts_ok: false, text_to: null });
  });
});

describe("without Twilio settings", () => {
  it("reads no Twilio from an environment without it, and the worker leaves texts queued", async () => {
    expect(twilioFromEnv(parseEnv({}))).toBeUndefined();
    const booking = await paidBooking({ phone: "07700 900131", textsOk: true });
    const now = new Date(booking.startsAt.getTime() - 23 * hour);
    await queueReminders(app.database.db, defaultEmailContext, { now });
    // The server's outbox jobs, with the email sender only when Twilio is not set (server/main.ts): each run once.
    const runEach = async (jobs: ReturnType<typeof outboxJobs>) => {
      for (const job of jobs) await job.run({});
    };
    const emailsOnly = outboxJobs({ db: app.database.db, send: async () => undefined, logger: createLogger("silent") }, { intervalMs: 60_000 });
    expect(emailsOnly.map((job) => job.name)).toEqual(["send-emails"]);
    await runEach(emailsOnly);
    expect(await textsOf(booking.id)).toMatchObject([{ status: "pending" }]);
    // Once Twilio is set up, the same jobs send it.
    await runEach(outboxJobs({ db: app.database.db, sendText: sendText(), logger: createLogger("silent") }, { intervalMs: 60_000 }));
    expect(await textsOf(booking.id)).toMatchObject([{ status: "sent" }]);
    expect(fake.messages.filter((sent) => sent.to === "+447700900131")).toHaveLength(1);
  });
});
