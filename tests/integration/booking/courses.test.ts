import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cancelBooking } from "~/features/booking/changes/booking-changes.server";
import type { DemoProvider } from "~/features/payments/index.server";
import { sweepExpiredHolds } from "~/features/booking/index.server";
import { packageAloneMessage } from "~/features/booking/rules/basket";
import { fromWallTime } from "~/lib/zoned-time";
import { bookingRequest, freshSlots } from "../../support/booking-data";
import type { EmailContext } from "~/features/mail";
import type { TestDatabase } from "../../support/database";
import { startDemoApp, type DemoApp } from "../../support/demo-app";
import { asStaff, signInStaff } from "../../support/test-app";

/*
 * Courses (issue 12, DESIGN 9, docs/decisions/0021) against the real server, database and demo provider: a package
 * of 6 sessions is paid once and books 6 appointments, the 7th refused (also when two tabs race for the last one);
 * a session cancelled with notice goes back to the course and one cancelled late does not; an expired, unpaid or
 * refunded course books nothing.
 */
let emailContext: EmailContext;
let database: TestDatabase;
let provider: DemoProvider;
let app: DemoApp;
let staff: ReturnType<typeof asStaff>;

const SIX_SESSIONS = { id: "the-glow-lift", type: "package", packageIndex: 1 } as const;

beforeAll(async () => {
  // No early-access window (LAUNCH_EARLY_ACCESS_DAYS=0): the service the courses use opens to everyone at once.
  app = await startDemoApp({ LAUNCH_EARLY_ACCESS_DAYS: "0" });
  ({ database, provider, emailContext } = app);
  staff = asStaff(app, await signInStaff(app, "ada", "courses are paid once 2026"));
  // Every package belongs to a treatment that is coming soon: staff open one for booking first.
  expect((await staff("PATCH", "/api/services/the-glow-lift", { state: "live" })).status).toBe(200);
});
afterAll(() => app.close());

const freshSlot = freshSlots();

const tokenOf = (url: string) => url.split("/bookings/manage/")[1]!;
const hours = (n: number) => n * 3_600_000;

interface CourseAnswer {
  sessionsTotal: number;
  sessionsUsed: number;
  sessionsLeft: number;
  state: string;
  refusal: string | null;
  sessions: { id: string; status: string; returned: boolean; paying: boolean }[];
}

async function buyCourse(email: string, { pay = true } = {}) {
  const created = await app.post("/api/bookings", bookingRequest({ ...freshSlot(), email, name: "Maya Singh", items: [SIX_SESSIONS], service: "The Glow Lift – 6 Sessions", patchTest: undefined }));
  expect(created.status).toBe(201);
  const body = (await created.json()) as { id: string; totalAmount: number; manageUrl: string };
  if (pay) {
    const intent = await app.post("/api/create-payment-intent", { bookingDetails: { bookingId: body.id } });
    const { clientSecret } = (await intent.json()) as { clientSecret: string };
    const paid = await app.post("/api/demo-payments/confirm", { clientSecret, cardNumber: "4242424242424242", expiry: "12/40", cvc: "123" });
    expect(paid.status).toBe(200);
  }
  return { ...body, token: tokenOf(body.manageUrl) };
}

const courseOf = async (token: string) => ((await (await fetch(`${app.baseUrl}/api/bookings/manage/${token}`)).json()) as { course: CourseAnswer }).course;
const bookSession = (token: string, slot = freshSlot()) => app.post(`/api/bookings/manage/${token}/sessions`, slot);
const rowsOfCourse = (paymentBookingId: string) =>
  database.sql`select b.id, b.status, b.payment_status, b.total_pence, b.starts_at, b.returned_to_course_at from bookings b
    join courses c on c.id = b.course_id where c.booking_id = ${paymentBookingId} order by b.starts_at`;

describe("a 6-session course", () => {
  it("is paid once, books 6 appointments in the diary without paying again, and refuses the 7th", async () => {
    const course = await buyCourse("maya@example.com");
    expect(course.totalAmount).toBe(39900);
    expect(await courseOf(course.token)).toMatchObject({ sessionsTotal: 6, sessionsUsed: 1, sessionsLeft: 5, state: "active", refusal: null });
    const [received] = await database.sql`select text from outbox where booking_id = ${course.id} and kind = 'booking-received'`;
    expect(received!.text).toContain("Book the other sessions whenever suits you from your manage link");

    for (let session = 2; session <= 6; session++) {
      const booked = await bookSession(course.token);
      expect(booked.status).toBe(201);
      expect(await booked.json()).toMatchObject({ status: "confirmed", paymentStatus: "unpaid", totalPence: 0, course: { sessionsUsed: session, sessionsLeft: 6 - session } });
    }
    const seventh = await bookSession(course.token);
    expect(seventh.status).toBe(409);
    expect(await seventh.json()).toMatchObject({ code: "course-used-up", message: "All 6 sessions of this course are booked or used." });

    // Six appointments in the diary, one paid booking: the money is the package's price, taken once.
    const rows = await rowsOfCourse(course.id);
    expect(rows).toHaveLength(6);
    expect(rows.every((row) => row.starts_at !== null && (row.status === "confirmed" || row.status === "pending"))).toBe(true);
    expect(rows.reduce((sum, row) => sum + Number(row.total_pence), 0)).toBe(39900);
    const payments = await database.sql`select count(*)::int as n from demo_payments where booking_id in ${database.sql(rows.map((row) => row.id as string))}`;
    expect(payments[0]!.n).toBe(1);
    // Each session was confirmed through the lifecycle, with the client as the actor, and she was told.
    const sessions = rows.filter((row) => row.id !== course.id).map((row) => row.id as string);
    const audit = await database.sql`select actor, from_status, to_status from booking_status_changes where booking_id in ${database.sql(sessions)}`;
    expect(audit).toHaveLength(5);
    expect(audit.every((change) => change.actor === "client" && change.from_status === "pending" && change.to_status === "confirmed")).toBe(true);
    const confirmations = await database.sql`select count(*)::int as n from outbox where kind = 'booking-confirmed' and booking_id in ${database.sql(sessions)}`;
    expect(confirmations[0]!.n).toBe(5);

    // Staff see sessions used and left beside each of its bookings.
    const listed = (await (await staff("GET", "/api/bookings?search=maya@example.com")).json()) as { id: string; course: { sessionsUsed: number; sessionsLeft: number } | null }[];
    expect(listed.length).toBe(6);
    expect(listed.every((booking) => booking.course?.sessionsUsed === 6 && booking.course.sessionsLeft === 0)).toBe(true);
  });

  it("books the last session once when two tabs ask for it at the same moment", async () => {
    const course = await buyCourse("twin-tabs@example.com");
    for (let session = 2; session <= 5; session++) expect((await bookSession(course.token)).status).toBe(201);
    const answers = await Promise.all([bookSession(course.token), bookSession(course.token)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await rowsOfCourse(course.id)).toHaveLength(6);
    expect(await courseOf(course.token)).toMatchObject({ sessionsUsed: 6, sessionsLeft: 0, state: "used-up" });
  });

  it("takes back a session cancelled with notice, but not one cancelled late; neither refunds money", async () => {
    const course = await buyCourse("returns@example.com");
    const second = (await (await bookSession(course.token)).json()) as { id: string; preferredDate: string; preferredTime: string };
    const third = (await (await bookSession(course.token)).json()) as { id: string; preferredDate: string; preferredTime: string };
    expect((await courseOf(course.token)).sessionsUsed).toBe(3);
    const startOf = (session: { preferredDate: string; preferredTime: string }) => fromWallTime(session.preferredDate, session.preferredTime, "Europe/London").getTime();

    const inTime = await cancelBooking(database.db, { bookingId: second.id, actor: { kind: "client" }, refund: "policy" }, { provider, emailContext, now: new Date(startOf(second) - hours(48)) });
    expect(inTime).toMatchObject({ outcome: "changed", refundPence: 0 });
    expect((await courseOf(course.token)).sessionsUsed).toBe(2);
    const mail = await database.sql`select text from outbox where booking_id = ${second.id} and kind = 'booking-cancelled'`;
    expect(mail[0]!.text).toContain("The session has gone back to your course");

    // A session cancelled late inside the course's 14-day cancellation period would still go back (0035): bought 15 days ago.
    await database.sql`update courses set created_at = now() - interval '15 days' where booking_id = ${course.id}`;
    const late = await cancelBooking(database.db, { bookingId: third.id, actor: { kind: "client" }, refund: "policy" }, { provider, emailContext, now: new Date(startOf(third) - hours(2)) });
    expect(late).toMatchObject({ outcome: "changed", refundPence: 0 });
    expect(await courseOf(course.token)).toMatchObject({ sessionsUsed: 2, sessionsLeft: 4 });

    // The first session is the paid booking: cancelling it in time gives the session back and keeps the money with the course.
    const [paying] = await database.sql`select starts_at from bookings where id = ${course.id}`;
    const first = await cancelBooking(database.db, { bookingId: course.id, actor: { kind: "client" }, refund: "policy" }, { provider, emailContext, now: new Date((paying!.starts_at as Date).getTime() - hours(48)) });
    expect(first).toMatchObject({ outcome: "changed", refundPence: 0 });
    expect(await courseOf(course.token)).toMatchObject({ sessionsUsed: 1, sessionsLeft: 5, state: "active" });
    expect(await database.sql`select 1 from refunds where booking_id = ${course.id}`).toHaveLength(0);
    // Her link still books the rest.
    expect((await bookSession(course.token)).status).toBe(201);
  });

  it("books nothing once it has expired", async () => {
    const course = await buyCourse("expired@example.com");
    await database.sql`update courses set expires_at = now() - interval '1 day' where booking_id = ${course.id}`;
    const answer = await bookSession(course.token);
    expect(answer.status).toBe(409);
    expect(await answer.json()).toMatchObject({ code: "course-expired" });
    expect(await rowsOfCourse(course.id)).toHaveLength(1);
  });

  it("books nothing before it is paid, nor once its hold has lapsed unpaid", async () => {
    const course = await buyCourse("unpaid@example.com", { pay: false });
    const answer = await bookSession(course.token);
    expect(answer.status).toBe(409);
    expect(await answer.json()).toMatchObject({ code: "course-unpaid" });
    await database.sql`update bookings set hold_expires_at = now() - interval '1 minute' where id = ${course.id}`;
    expect(await sweepExpiredHolds(database.db, provider, emailContext)).toBeGreaterThanOrEqual(1);
    const lapsed = await bookSession(course.token);
    expect(lapsed.status).toBe(409);
    expect(await lapsed.json()).toMatchObject({ code: "course-lapsed" });
    expect(await rowsOfCourse(course.id)).toHaveLength(1);
  });

  it("ends when staff refund it in full: the sessions booked to come are cancelled and no more can be booked", async () => {
    const course = await buyCourse("refunded@example.com");
    const second = (await (await bookSession(course.token)).json()) as { id: string };
    const cancelled = await staff("POST", `/api/bookings/${course.id}/cancel`, { reason: "Moving abroad", refund: "full" });
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ status: "cancelled", refundPence: 39900 });
    const [session] = await database.sql`select status from bookings where id = ${second.id}`;
    expect(session!.status).toBe("cancelled");
    expect(await courseOf(course.token)).toMatchObject({ state: "ended" });
    const answer = await bookSession(course.token);
    expect(answer.status).toBe(409);
    expect(await answer.json()).toMatchObject({ code: "course-ended" });
  });
});

describe("buying a course", () => {
  it("is a basket of its own, and a bad session request is a 400 that stores nothing", async () => {
    const mixed = await app.post("/api/bookings", bookingRequest({ ...freshSlot(), items: [SIX_SESSIONS, { id: "cloud-wax", type: "service" }], patchTest: undefined }));
    expect(mixed.status).toBe(400);
    expect(JSON.stringify(await mixed.json())).toContain(packageAloneMessage);

    const course = await buyCourse("bad-input@example.com");
    const bad = await app.post(`/api/bookings/manage/${course.token}/sessions`, { preferredDate: "tomorrow", preferredTime: "25:00" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ fieldErrors: { preferredDate: expect.any(Array), preferredTime: expect.any(Array) } });
    expect(await rowsOfCourse(course.id)).toHaveLength(1);
    // A booking that is not a course has no sessions to book.
    const single = await app.post("/api/bookings", bookingRequest({ ...freshSlot(), email: "single@example.com" }));
    const { manageUrl } = (await single.json()) as { manageUrl: string };
    expect((await bookSession(tokenOf(manageUrl))).status).toBe(404);
  });
});
