import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { bookings } from "~/db/schema.server";
import { patchTestMessages } from "~/features/booking";
import { moveDay } from "~/features/booking/changes/move-times.server";
import { staffFreeTimes } from "~/features/booking/staff/staff-bookings.server";
import { bookingSettingsFromEnv } from "~/server/booking-settings.server";
import { parseEnv } from "~/server/env.server";
import { defaultStudio } from "~/content/studio";
import { sendDueEmails } from "~/features/mail/outbox.server";
import { createSmtpSender, defaultMailFrom, type SmtpSender } from "~/server/mailer.server";
import { addDays } from "~/lib/zoned-time";
import { formatLondonDate } from "~/lib/display-time";
import type { ActionFunctionArgs, AppLoadContext } from "react-router";
import { createDemoProvider } from "~/features/payments/index.server";
import { sessionCookieName } from "~/features/staff-session";
import { signIn } from "~/features/staff-session/index.server";
import { createStaffUser } from "~/features/team/index.server";
import { patchTestResultAction } from "~/features/booking/admin/index.server";
import { erasePersonalData, findPersonalData } from "~/features/clients/admin/privacy/privacy.server";
import { emailContextFromEnv } from "~/server/email-context.server";
import { bookingRequest, freshWeekday, nearStarts, nextWeekday } from "../../support/booking-data";
import { startSmtpServer, type TestSmtpServer } from "../../support/smtp";
import { asStaff, signInWithRole, startTestApp, type TestApp } from "../../support/test-app";

/*
 * Patch tests as records and rules (issue 23, DESIGN 11, docs/decisions/0058), through the real API: every move of a
 * henna treatment or of its patch test re-checks the 24-48 hour window, and a reaction stops the treatment.
 */
let app: TestApp;
let smtp: TestSmtpServer;
let sender: SmtpSender;
/** The server's clock: the real one, until a test needs the patch test to have taken place. */
let now: Date | undefined;
let owner: string;
let reception: string;

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT: "10000/60" }, undefined, { clock: () => now ?? new Date() });
  smtp = await startSmtpServer();
  sender = createSmtpSender(smtp.url, defaultMailFrom(defaultStudio));
  owner = await signInWithRole(app, "owner");
  reception = await signInWithRole(app, "reception");
});
afterAll(async () => {
  sender.close();
  await smtp.close();
  await app.close();
});

const body = async <T = Record<string, unknown>>(response: Response) => (await response.json()) as T;

/** A paid henna booking with its patch test booked `patchDaysBefore` days before at `patchTime`. */
async function hennaWithPatchTest({ treatment, patchTime, email }: { treatment: { date: string; time: string }; patchTime: string; email: string }) {
  const patchDate = addDays(treatment.date, -2);
  const created = await app.post(
    "/api/bookings",
    bookingRequest({ preferredDate: treatment.date, preferredTime: treatment.time, patchTest: "booked", patchTestDate: patchDate, patchTestTime: patchTime, email }),
  );
  expect(created.status, await created.clone().text()).toBe(201);
  const { id, manageUrl } = await body<{ id: string; manageUrl: string }>(created);
  const { clientSecret } = await body<{ clientSecret: string }>(await app.post("/api/create-payment-intent", { bookingDetails: { bookingId: id } }));
  expect((await app.post("/api/demo-payments/confirm", { clientSecret, cardNumber: "4242424242424242", expiry: "12/40", cvc: "123" })).status).toBe(200);
  const [row] = await app.database.sql`select patch_test_booking_id from bookings where id = ${id}`;
  return { id, patchId: row!.patch_test_booking_id as string, token: manageUrl.split("/bookings/manage/")[1]!, patchDate };
}

/** What a refused move must leave as it was: the rows, their allocations and the outbox. */
async function snapshot(ids: string[]) {
  const rows = await app.database.sql`select id, status, payment_status, starts_at, ends_at, reschedules, calendar_sequence from bookings where id in ${app.database.sql(ids)} order by id`;
  const allocations = await app.database.sql`select booking_id, staff_member_id, starts_at, ends_at from allocations where booking_id in ${app.database.sql(ids)} order by booking_id, starts_at`;
  const [{ count }] = (await app.database.sql`select count(*)::int as count from outbox`) as unknown as [{ count: number }];
  return { rows, allocations, outbox: count };
}

describe("every move keeps the patch test's window", () => {
  it("refuses the client's and staff's moves of the treatment, or of its patch test, out of 24-48 hours, with 409 patch-test-window and nothing changed", async () => {
    const thursday = freshWeekday("thursday", 10, { alsoOpen: [-2] });
    const booking = await hennaWithPatchTest({ treatment: { date: thursday, time: "11:00" }, patchTime: "16:00", email: "window@example.com" });
    const wednesday = addDays(thursday, -1);
    const friday = addDays(thursday, 1);
    // Her manage page offers only times that keep the window: from 24 hours after her patch test to 48.
    const [treatmentRow] = await app.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    const settings = bookingSettingsFromEnv(parseEnv({ NODE_ENV: "test" }));
    const offered = async (date: string) => (await moveDay(app.database.db, treatmentRow!, date, { settings })).times;
    const wednesdayTimes = await offered(wednesday);
    // Staff's Move dialog offers what the move accepts too (it offered every free time, and the move refused these).
    const staffOffered = await staffFreeTimes(app.database.db, { date: wednesday, services: [], except: booking.id }, { settings });
    expect(staffOffered).toEqual({ outcome: "found", times: expect.any(Array), heldBack: expect.any(Number), patchMovable: true });
    if (staffOffered.outcome !== "found") throw new Error("not found");
    expect(staffOffered.heldBack).toBeGreaterThan(0);
    expect(staffOffered.times.every((time) => time >= "16:00")).toBe(true);
    expect(wednesdayTimes.length).toBeGreaterThan(0);
    expect(wednesdayTimes.every((time) => time >= "16:00")).toBe(true);
    const thursdayTimes = await offered(thursday);
    expect(thursdayTimes).toContain("16:00");
    expect(thursdayTimes.every((time) => time <= "16:00")).toBe(true);

    const before = await snapshot([booking.id, booking.patchId]);
    const staff = asStaff(app, reception);

    const attempts = [
      // Less than 24 hours after her patch test (Tuesday 16:00), by her manage link and by the desk.
      () => app.post(`/api/bookings/manage/${booking.token}/reschedule`, { preferredDate: wednesday, preferredTime: "15:00" }),
      () => staff("POST", `/api/bookings/${booking.id}/reschedule`, { preferredDate: wednesday, preferredTime: "15:00" }),
      // More than 48 hours after it.
      () => app.post(`/api/bookings/manage/${booking.token}/reschedule`, { preferredDate: thursday, preferredTime: "16:30" }),
      () => staff("POST", `/api/bookings/${booking.id}/reschedule`, { preferredDate: friday, preferredTime: "10:00" }),
      // Her patch test moved to less than 24 hours before the treatment, or more than 48.
      () => staff("POST", `/api/bookings/${booking.patchId}/reschedule`, { preferredDate: wednesday, preferredTime: "12:00" }),
      () => staff("POST", `/api/bookings/${booking.patchId}/reschedule`, { preferredDate: booking.patchDate, preferredTime: "10:30" }),
    ];
    for (const attempt of attempts) {
      const refused = await attempt();
      expect(refused.status).toBe(409);
      expect(await body(refused)).toMatchObject({ code: "patch-test-window", message: patchTestMessages.window });
    }
    expect(await snapshot([booking.id, booking.patchId])).toEqual(before);

    // A time inside the window moves, by either.
    const kept = await app.post(`/api/bookings/manage/${booking.token}/reschedule`, { preferredDate: thursday, preferredTime: "14:00" });
    expect(kept.status).toBe(200);
    const patchMoved = await staff("POST", `/api/bookings/${booking.patchId}/reschedule`, { preferredDate: wednesday, preferredTime: "09:30" });
    expect(patchMoved.status).toBe(200);

    // Cancelling the treatment takes its patch test with it, and her email says so.
    expect((await app.post(`/api/bookings/manage/${booking.token}/cancel`, {})).status).toBe(200);
    const [patchAfter] = await app.database.sql`select status, starts_at from bookings where id = ${booking.patchId}`;
    expect(patchAfter!.status).toBe("cancelled");
    const [cancelled] = await app.database.sql`select text from outbox where booking_id = ${booking.id} and kind = 'booking-cancelled'`;
    expect(cancelled!.text).toContain(patchTestMessages.cancelledWithTreatment(patchAfter!.starts_at as Date));
  });
});

describe("POST /api/bookings/:id/patch-test-result", () => {
  it("is for practitioners on their own patch tests and the owner; a reaction cancels the treatment with a full refund and she is told", async () => {
    const thursday = freshWeekday("thursday", 17, { alsoOpen: [-2] });
    const booking = await hennaWithPatchTest({ treatment: { date: thursday, time: "10:30" }, patchTime: "15:00", email: "reacts@example.com" });
    const [patch] = await app.database.sql`select starts_at from bookings where id = ${booking.patchId}`;
    const result = (cookie: string, id: string, payload: unknown) => asStaff(app, cookie)("POST", `/api/bookings/${id}/patch-test-result`, payload);

    // Not before the test has taken place.
    expect(await body(await result(owner, booking.patchId, { result: "passed" }))).toMatchObject({ code: "patch-test-not-started" });
    now = new Date((patch!.starts_at as Date).getTime() + 20 * 60_000);

    const practitioner = await signInWithRole(app, "practitioner", "nia");
    const other = await signInWithRole(app, "practitioner", "ola");
    await app.database.sql`update allocations set staff_member_id = (select m.id from staff_members m join users u on u.id = m.user_id where u.username = 'nia')
      where booking_id = ${booking.patchId} and staff_member_id is not null`;

    expect((await result(reception, booking.patchId, { result: "reacted" })).status).toBe(403);
    expect((await result(other, booking.patchId, { result: "reacted" })).status).toBe(404);
    expect((await result(practitioner, booking.id, { result: "reacted" })).status).toBe(404);
    expect(await body(await result(owner, booking.id, { result: "reacted" }))).toMatchObject({ code: "not-a-patch-test" });
    const bad = await result(practitioner, booking.patchId, { result: "maybe" });
    expect(bad.status).toBe(400);
    expect(await body(bad)).toMatchObject({ fieldErrors: { result: [patchTestMessages.result] } });
    expect(await app.database.sql`select 1 from patch_tests`).toEqual([]);

    const recorded = await result(practitioner, booking.patchId, { result: "reacted", product: "Dream Shade henna, dark brown" });
    expect(recorded.status).toBe(200);
    expect(await body(recorded)).toMatchObject({
      bookingId: booking.patchId,
      result: "reacted",
      product: "Dream Shade henna, dark brown",
      recordedBy: "nia",
      testedAt: (patch!.starts_at as Date).toISOString(),
      treatments: [{ id: booking.id, status: "cancelled" }],
    });

    const [treatment] = await app.database.sql`select status, payment_status, refunded_pence, total_pence, cancellation_reason from bookings where id = ${booking.id}`;
    expect(treatment).toMatchObject({ status: "cancelled", payment_status: "refunded", cancellation_reason: patchTestMessages.reacted });
    expect(treatment!.refunded_pence).toBe(treatment!.total_pence);
    expect(await app.database.sql`select 1 from allocations where booking_id = ${booking.id} and in_diary`).toEqual([]);
    // Her patch test took place: it stays in her history, completed.
    const [patchAfter] = await app.database.sql`select status from bookings where id = ${booking.patchId}`;
    expect(patchAfter!.status).toBe("completed");
    const audit = await app.database.sql`select reason, actor, username from booking_status_changes where booking_id = ${booking.patchId} order by changed_at`;
    expect(audit).toContainEqual({ reason: "patch test result: reacted (Dream Shade henna, dark brown)", actor: "staff", username: "nia" });

    // Her client record lists it: date, product, result.
    const [client] = await app.database.sql`select client_id from bookings where id = ${booking.patchId}`;
    const record = await body<{ patchTests: unknown[] }>(await asStaff(app, owner)("GET", `/api/clients/${client!.client_id as string}`));
    expect(record.patchTests).toEqual([expect.objectContaining({ bookingId: booking.patchId, result: "reacted", product: "Dream Shade henna, dark brown" })]);

    // Her word that her patch test is recent no longer books henna after it: her record says it reacted.
    now = undefined;
    const recent = await app.post("/api/bookings", bookingRequest({ preferredDate: nextWeekday("friday", 30), preferredTime: "10:30", patchTest: "recent", email: "reacts@example.com" }));
    expect(recent.status).toBe(400);
    expect(await body(recent)).toMatchObject({ code: "patch-test-recent", fieldErrors: { patchTest: [patchTestMessages.recentReacted] } });

    await sendDueEmails(app.database.db, sender.send, { batchSize: 50 });
    const told = smtp.received.find((mail) => mail.envelope.to.includes("reacts@example.com") && mail.mail.subject?.startsWith("Cancelled:"));
    expect(told?.mail.text).toContain(patchTestMessages.reacted);

    // Her privacy export holds the result; the erase takes it with her.
    expect((await findPersonalData(app.database.db, "reacts@example.com")).patchTests).toEqual([
      expect.objectContaining({ result: "reacted", product: "Dream Shade henna, dark brown" }),
    ]);
    await erasePersonalData(app.database.db, "reacts@example.com");
    expect(await app.database.sql`select 1 from patch_tests where booking_id = ${booking.patchId}`).toEqual([]);
    now = undefined;
  });
});

describe("a passed patch test", () => {
  it("lets the treatment move beyond 48 hours, up to 6 months after it, and the move's email says it passed", async () => {
    const thursday = freshWeekday("thursday", 24, { alsoOpen: [-2, 7] });
    const booking = await hennaWithPatchTest({ treatment: { date: thursday, time: "12:00" }, patchTime: "17:00", email: "passes@example.com" });
    const [patch] = await app.database.sql`select starts_at from bookings where id = ${booking.patchId}`;
    now = new Date((patch!.starts_at as Date).getTime() + 20 * 60_000);
    const recorded = await asStaff(app, owner)("POST", `/api/bookings/${booking.patchId}/patch-test-result`, { result: "passed" });
    expect(await body(recorded)).toMatchObject({ result: "passed", recordedBy: expect.any(String), treatments: [] });
    expect((await app.database.sql`select status from bookings where id = ${booking.patchId}`)[0]!.status).toBe("completed");

    const staff = asStaff(app, reception);
    const sevenMonths = addDays(thursday, 7 * 31);
    expect(await body(await staff("POST", `/api/bookings/${booking.id}/reschedule`, { preferredDate: sevenMonths, preferredTime: "12:00" }))).toMatchObject({ code: "patch-test-window" });
    const weekLater = await staff("POST", `/api/bookings/${booking.id}/reschedule`, { preferredDate: addDays(thursday, 7), preferredTime: "12:00" });
    expect(weekLater.status).toBe(200);
    const [moved] = await app.database.sql`select text from outbox where booking_id = ${booking.id} and kind = 'booking-rescheduled'`;
    expect(moved!.text).toContain(`Passed on ${formatLondonDate(patch!.starts_at as Date)}.`);
    now = undefined;

    // Her "recent" answer is now borne out by her record.
    const recent = await app.post("/api/bookings", bookingRequest({ preferredDate: nextWeekday("monday", 31), preferredTime: "12:00", patchTest: "recent", email: "passes@example.com" }));
    expect(recent.status).toBe(201);
  });
});

describe("staff's Move dialog and her patch test (issue 34: the dialog offered times the move refused)", () => {
  it("offers the times that take her patch test along, each with the test's time, and the desk's move takes both", async () => {
    // A day and times no other test of this file books (a fixed time another had taken answered 409 in CI).
    const thursday = freshWeekday("thursday", 47, { alsoOpen: [-2, -1, 1] });
    const booking = await hennaWithPatchTest({ treatment: { date: thursday, time: "14:00" }, patchTime: "16:30", email: "desk-moves-both@example.com" });
    const friday = addDays(thursday, 1);
    const wednesday = addDays(thursday, -1);
    const settings = bookingSettingsFromEnv(parseEnv({ NODE_ENV: "test" }));
    // Friday is more than 48 hours after her test: nothing is offered unless the test moves too.
    const kept = await staffFreeTimes(app.database.db, { date: friday, services: [], except: booking.id }, { settings });
    expect(kept).toMatchObject({ outcome: "found", times: [], patchMovable: true });
    const moving = await staffFreeTimes(app.database.db, { date: friday, services: [], except: booking.id, withPatchTest: true }, { settings });
    if (moving.outcome !== "found") throw new Error(moving.outcome);
    expect(moving.times).toContain("14:00");
    // The gap she chose (45½ hours) is kept: Friday 14:00 goes with Wednesday 16:30.
    expect(formatLondonDate(moving.patchTests!.get("14:00")!)).toBe(formatLondonDate(new Date(`${wednesday}T12:00:00Z`)));

    const moved = await asStaff(app, reception)("POST", `/api/bookings/${booking.id}/reschedule`, { preferredDate: friday, preferredTime: "14:00", withPatchTest: true });
    expect(moved.status, await moved.clone().text()).toBe(200);
    const rows = await app.database.sql<{ id: string; at: string }[]>`
      select id, to_char(starts_at at time zone 'Europe/London', 'YYYY-MM-DD HH24:MI') as at from bookings where id in (${booking.id}, ${booking.patchId})`;
    expect(Object.fromEntries(rows.map((row) => [row.id === booking.id ? "treatment" : "test", row.at]))).toEqual({ treatment: `${friday} 14:00`, test: `${wednesday} 16:30` });
    const [history] = await app.database.sql`select actor, reason from booking_status_changes where booking_id = ${booking.patchId} order by changed_at desc limit 1`;
    expect(history).toMatchObject({ actor: "staff", reason: expect.stringContaining("moved with its treatment") });
  });
});

describe("the booking card's result form (POST /admin/bookings/:id/patch-test-result)", () => {
  it("records the result as the API does, for the owner, and refuses reception", async () => {
    const thursday = freshWeekday("thursday", 31, { alsoOpen: [-2] });
    const booking = await hennaWithPatchTest({ treatment: { date: thursday, time: "15:00" }, patchTime: "17:30", email: "card@example.com" });
    // The test took place half an hour ago (the page reads the real clock).
    await nearStarts(() => app.database.sql)(booking.patchId, -30);
    const context = { db: app.database.db, production: false, emailContext: emailContextFromEnv(parseEnv({ NODE_ENV: "test" })), payments: createDemoProvider(app.database.db, emailContextFromEnv(parseEnv({ NODE_ENV: "test" }))) } as unknown as AppLoadContext;
    const post = async (role: "owner" | "reception") => {
      const username = `card-${role}`;
      await createStaffUser(app.database.db, username, "lavender mews teapot");
      await app.database.sql`update staff_members set role = ${role} where user_id = (select id from users where username = ${username})`;
      const signedIn = await signIn(app.database.db, username, "lavender mews teapot", "203.0.113.9");
      if (signedIn.outcome !== "signed-in") throw new Error(signedIn.outcome);
      const request = new Request(`http://studio.test/admin/bookings/${booking.patchId}/patch-test-result`, {
        method: "POST",
        headers: { cookie: `${sessionCookieName(false)}=${encodeURIComponent(signedIn.sessionId)}`, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ result: "passed", product: "Dream Shade tint" }),
      });
      return patchTestResultAction({ request, context, params: { id: booking.patchId } } as unknown as ActionFunctionArgs).catch((thrown: unknown) => thrown);
    };
    const refused = await post("reception");
    expect(refused instanceof Response ? refused.status : (refused as { init?: { status?: number } }).init?.status).toBe(403);
    expect(await post("owner")).toEqual({ ok: true, result: "passed", cancelled: 0 });
    const [recorded] = await app.database.sql`select result, product, recorder from patch_tests where booking_id = ${booking.patchId}`;
    expect(recorded).toEqual({ result: "passed", product: "Dream Shade tint", recorder: "card-owner" });
  });
});
