import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendDueEmails, type OutboxMessage } from "~/features/mail/index.server";
import { recordMarketingOptIns, setMarketingChoices } from "~/features/marketing/index.server";
import { submitReviewAnswer, submitReviewUnsubscribe } from "~/features/reviews/index.server";
import { prepareEmail } from "~/server/mailer.server";
import { reviewSendAt, visitDayOf } from "~/features/reviews";
import { studioInstant, studioToday } from "~/lib/studio-clock";
import { addDays } from "~/lib/zoned-time";
import { asStaff, signInWithRole, startTestApp, type TestApp } from "../../support/test-app";

/**
 * Review requests (issue 24 item 2, docs/decisions/0065) through the staff API and the outbox: a completed visit
 * queues one email for 10:00 London the day after, only with her email marketing consent; none for a no-show, a
 * cancellation or a patch test; one per address and visit day; an unsubscribe drops it and stops the next; her one
 * answer is kept, a bad one stores nothing.
 */
const ORIGIN = "https://studio.example";
let app: TestApp;
let owner: ReturnType<typeof asStaff>;

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT: "100000/60", PUBLIC_URL: ORIGIN, REVIEW_PAGE_URL: "https://reviews.example/sculpted-dreams" });
  owner = asStaff(app, await signInWithRole(app, "owner"));
});
afterAll(() => app?.close());

let minutesAgo = 60;
/** A paid, confirmed appointment that began a while ago (each a little earlier, so none meet). */
async function visit(
  email: string | null,
  { name = "Amelia Hart", items = [{ id: "brow-lift", type: "service", name: "Brow Lift", pricePence: 4500, durationMinutes: 45 }], at }: { name?: string; items?: { id: string; type: string; name: string; pricePence: number; durationMinutes: number }[]; at?: Date } = {},
) {
  minutesAgo += 120;
  const startsAt = at ?? new Date(Date.now() - minutesAgo * 60_000);
  const endsAt = new Date(startsAt.getTime() + 45 * 60_000);
  const [row] = await app.database.sql`
    insert into bookings (name, email, phone, service, status, payment_status, items, total_pence, starts_at, ends_at, blocked_until, source)
    values (${name}, ${email}, '07700900111', ${items.map((item) => item.name).join(" + ")}, 'confirmed', 'paid', ${JSON.stringify(items)}::jsonb, 4500,
            ${startsAt}, ${endsAt}, ${new Date(endsAt.getTime() + 15 * 60_000)}, ${email ? "online" : "staff"})
    returning id, starts_at`;
  return { id: row!.id as string, startsAt: row!.starts_at as Date };
}

const consent = (email: string) => recordMarketingOptIns(app.database.db, email, { marketingEmail: true }, "booking");
const mark = (id: string, status: string) => owner("PATCH", `/api/bookings/${id}/status`, { status });
const requestsTo = async (email: string) => app.database.sql`select * from review_requests where email = ${email}`;
const queuedTo = async (email: string) =>
  app.database.sql`select kind, status, next_attempt_at, text, html, booking_id from outbox where kind = 'review-request' and "to" = ${email} order by created_at`;

/** Sends what is due by `now` as the outbox worker does (its prepare step, server/mailer.server.ts) and hands back the review requests that went. */
async function sendAsOf(now: Date): Promise<OutboxMessage[]> {
  const sent: OutboxMessage[] = [];
  await sendDueEmails(app.database.db, async (message) => void sent.push(message), { now, batchSize: 100, prepare: prepareEmail });
  return sent.filter((message) => message.kind === "review-request");
}

describe("a completed visit", () => {
  it("queues one review request for 10:00 London the day after, its links slots until it is sent", async () => {
    const email = "amelia@example.com";
    await consent(email);
    const booking = await visit(email);
    expect((await mark(booking.id, "completed")).status).toBe(200);
    const queued = await queuedTo(email);
    expect(queued).toHaveLength(1);
    const visitDay = visitDayOf(booking.startsAt);
    expect(queued[0]!.next_attempt_at).toEqual(reviewSendAt(visitDay, new Date()));
    expect(queued[0]!.next_attempt_at.getTime()).toBeGreaterThan(Date.now());
    expect(queued[0]!.text).toContain(`${ORIGIN}/review/__review_token__`);
    expect(queued[0]!.text).toContain(`Unsubscribe: ${ORIGIN}/review/__review_token__/unsubscribe`);
    expect(queued[0]!.text).toContain("https://reviews.example/sculpted-dreams");
    const requests = await requestsTo(email);
    expect(requests).toMatchObject([{ booking_id: booking.id, visit_day: visitDay, rating: null }]);
    expect(await app.database.sql`select 1 from links where kind = 'review-request' and subject = ${requests[0]!.id}`).toHaveLength(0);
    // Not before its time.
    expect(await sendAsOf(new Date(queued[0]!.next_attempt_at.getTime() - 60_000))).toEqual([]);
  });

  it("asks once per address and visit day: a basket's other treatment, completed after, asks nothing more", async () => {
    const email = "basket@example.com";
    await consent(email);
    // Two treatments of one visit, two days ago at 11:00 and 12:00 London.
    const day = addDays(studioToday(), -2);
    const first = await visit(email, { at: studioInstant(day, "11:00") });
    const second = await visit(email, { at: studioInstant(day, "12:00") });
    expect(visitDayOf(first.startsAt)).toBe(visitDayOf(second.startsAt));
    expect((await mark(first.id, "completed")).status).toBe(200);
    expect((await mark(second.id, "completed")).status).toBe(200);
    expect(await queuedTo(email)).toHaveLength(1);
  });

  it("asks nothing without her email marketing consent, or after she withdrew it", async () => {
    const never = await visit("never@example.com");
    expect((await mark(never.id, "completed")).status).toBe(200);
    expect(await queuedTo("never@example.com")).toHaveLength(0);

    await consent("withdrew@example.com");
    await setMarketingChoices(app.database.db, "withdrew@example.com", {}, "account");
    const withdrew = await visit("withdrew@example.com");
    expect((await mark(withdrew.id, "completed")).status).toBe(200);
    expect(await queuedTo("withdrew@example.com")).toHaveLength(0);
    expect(await requestsTo("withdrew@example.com")).toHaveLength(0);
  });

  it("asks nothing after a no-show or a cancellation, nor for a patch test alone or a client booked without an email", async () => {
    for (const email of ["noshow@example.com", "cancel@example.com", "patch@example.com"]) await consent(email);
    const noShow = await visit("noshow@example.com");
    expect((await mark(noShow.id, "no-show")).status).toBe(200);
    const cancelled = await visit("cancel@example.com");
    expect((await owner("POST", `/api/bookings/${cancelled.id}/cancel`, { reason: "client rang", refund: "none" })).status).toBe(200);
    const patch = await visit("patch@example.com", { items: [{ id: "patch-test", type: "service", name: "Patch Test", pricePence: 0, durationMinutes: 15 }] });
    expect((await mark(patch.id, "completed")).status).toBe(200);
    const walkIn = await visit(null);
    expect((await mark(walkIn.id, "completed")).status).toBe(200);
    const all = await app.database.sql`select email from review_requests where email in ('noshow@example.com', 'cancel@example.com', 'patch@example.com')`;
    expect(all).toHaveLength(0);
    expect(await app.database.sql`select 1 from review_requests where booking_id = ${walkIn.id}`).toHaveLength(0);
  });

  it("asks nothing when she was asked in the last 90 days", async () => {
    const email = "regular@example.com";
    await consent(email);
    const earlier = await visit(email);
    await app.database.sql`insert into review_requests (booking_id, email, visit_day, service, send_at) values (${earlier.id}, ${email}, '2000-01-01', 'Brow Lift', now() - interval '30 days')`;
    const again = await visit(email);
    expect((await mark(again.id, "completed")).status).toBe(200);
    expect(await requestsTo(email)).toHaveLength(1);
    expect(await queuedTo(email)).toHaveLength(0);
  });
});

describe("unsubscribing", () => {
  it("withdrawing her consent drops a request not yet sent", async () => {
    const email = "changed-mind@example.com";
    await consent(email);
    const booking = await visit(email);
    expect((await mark(booking.id, "completed")).status).toBe(200);
    expect(await queuedTo(email)).toHaveLength(1);
    await setMarketingChoices(app.database.db, email, {}, "account");
    expect(await queuedTo(email)).toHaveLength(0);
  });

  it("the email's own link (and List-Unsubscribe) stops the next request", async () => {
    const email = "oneclick@example.com";
    await consent(email);
    const booking = await visit(email);
    expect((await mark(booking.id, "completed")).status).toBe(200);
    const [queued] = await queuedTo(email);
    const sent = (await sendAsOf(new Date(queued!.next_attempt_at.getTime() + 1000))).find((message) => message.to === email);
    const token = new RegExp(`${ORIGIN}/review/([A-Za-z0-9_-]{43})/unsubscribe`).exec(sent!.text)![1]!;
    expect(sent!.headers).toEqual({ "List-Unsubscribe": `<${ORIGIN}/review/${token}/unsubscribe>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(sent!.html).toContain(`href="${ORIGIN}/review/${token}"`);
    expect(sent!.text).not.toContain("__review_token__");
    expect(await submitReviewUnsubscribe({ db: app.database.db }, { token })).toMatchObject({ ok: true });
    // Her next visit, long after the quiet days: nothing.
    await app.database.sql`update review_requests set send_at = send_at - interval '200 days' where email = ${email}`;
    const later = await visit(email);
    expect((await mark(later.id, "completed")).status).toBe(200);
    expect(await requestsTo(email)).toHaveLength(1);
    const consents = await app.database.sql`select granted, source from marketing_consents where email = ${email} order by created_at desc limit 1`;
    expect(consents).toEqual([{ granted: false, source: "unsubscribe" }]);
  });
});

describe("her answer", () => {
  let token: string;
  const email = "rater@example.com";
  beforeAll(async () => {
    await consent(email);
    const booking = await visit(email, { name: "Rosa Regular-Smith" });
    expect((await mark(booking.id, "completed")).status).toBe(200);
    const [queued] = await queuedTo(email);
    const sent = (await sendAsOf(new Date(queued!.next_attempt_at.getTime() + 1000))).find((message) => message.to === email);
    token = new RegExp(`${ORIGIN}/review/([A-Za-z0-9_-]{43})`).exec(sent!.text)![1]!;
    // Only the token's hash is kept.
    expect(await app.database.sql`select 1 from links where token_hash = ${token}`).toHaveLength(0);
  });
  const answer = (payload: unknown, now?: Date) => submitReviewAnswer({ db: app.database.db, now }, { token, payload });

  it("a bad answer is a 400 with field errors and stores nothing", async () => {
    const refused = await answer({ rating: "7", comment: "x".repeat(2001) });
    expect(refused).toMatchObject({ ok: false, kind: "invalid", fieldErrors: { rating: [expect.any(String)], comment: [expect.any(String)] } });
    expect(await answer({ comment: "Lovely" })).toMatchObject({ ok: false, kind: "invalid", fieldErrors: { rating: ["Choose from 1 to 5 stars."] } });
    expect(await requestsTo(email)).toMatchObject([{ rating: null, comment: null, answered_at: null }]);
  });

  it("an unknown token is not found; after the link's 30 days it is gone", async () => {
    expect(await submitReviewAnswer({ db: app.database.db }, { token: "A".repeat(43), payload: { rating: "5" } })).toMatchObject({ ok: false, kind: "not-found" });
    expect(await answer({ rating: "5" }, new Date(Date.now() + 31 * 86_400_000))).toMatchObject({ ok: false, kind: "gone", code: "expired" });
  });

  it("keeps one answer, her name cut to a first name and initial for any quote; a second answer is refused", async () => {
    expect(await answer({ rating: "5", comment: "Beautiful brows, thank you!", quoteConsent: "on" })).toMatchObject({ ok: true });
    expect(await answer({ rating: "1", comment: "Changed my mind" })).toMatchObject({ ok: false, kind: "conflict", code: "answered" });
    expect(await requestsTo(email)).toMatchObject([{ rating: 5, comment: "Beautiful brows, thank you!", quote_consent: true, quote_name: "Rosa R." }]);
  });

  it("the database refuses a published name longer than a first name and initial", async () => {
    await expect(app.database.sql`update review_requests set quote_name = 'Rosa Regular-Smith' where email = ${email}`).rejects.toThrow(/review_requests_quote_name_short/);
  });
});

describe("its link", () => {
  it("resent from the Mail tab, carries a new link, and the one sent before opens nothing", async () => {
    const email = "resent@example.com";
    await consent(email);
    const booking = await visit(email);
    expect((await mark(booking.id, "completed")).status).toBe(200);
    const [queued] = await queuedTo(email);
    const tokenIn = (message: OutboxMessage | undefined) => new RegExp(`${ORIGIN}/review/([A-Za-z0-9_-]{43})`).exec(message!.text)![1]!;
    const first = tokenIn((await sendAsOf(new Date(queued!.next_attempt_at.getTime() + 1000))).find((message) => message.to === email));
    const [outboxRow] = await app.database.sql`select id from outbox where kind = 'review-request' and "to" = ${email}`;
    expect((await owner("POST", `/api/admin/outbox/${outboxRow!.id}/resend`)).status).toBe(200);
    const second = tokenIn((await sendAsOf(new Date(Date.now() + 1000))).find((message) => message.to === email));
    expect(second).not.toBe(first);
    expect(await submitReviewAnswer({ db: app.database.db }, { token: first, payload: { rating: "4" } })).toMatchObject({ ok: false, kind: "not-found" });
    expect(await submitReviewUnsubscribe({ db: app.database.db }, { token: first })).toMatchObject({ ok: false, kind: "not-found" });
    expect(await submitReviewAnswer({ db: app.database.db }, { token: second, payload: { rating: "4" } })).toMatchObject({ ok: true });
  });
});

describe("her privacy", () => {
  it("her ratings are in her privacy export, and the erase removes them", async () => {
    const email = "private@example.com";
    await consent(email);
    const booking = await visit(email, { name: "Nell Private" });
    expect((await mark(booking.id, "completed")).status).toBe(200);
    await app.database.sql`update review_requests set rating = 4, comment = 'Good', quote_consent = false, answered_at = now() where email = ${email}`;
    const exported = (await (await owner("GET", `/api/admin/privacy?email=${encodeURIComponent(email)}`)).json()) as { reviews: unknown[] };
    expect(exported.reviews).toEqual([expect.objectContaining({ service: "Brow Lift", rating: 4, comment: "Good", quoteConsent: false, visitDay: visitDayOf(booking.startsAt) })]);
    const erased = await owner("POST", "/api/admin/privacy/erase", { email });
    expect(erased.status).toBe(200);
    expect(await erased.json()).toMatchObject({ reviews: 1 });
    expect(await requestsTo(email)).toHaveLength(0);
    expect(await queuedTo(email)).toHaveLength(0);
  });

  it("the erase revokes the links of her requests already sent: neither the rating link nor its unsubscribe opens anything", async () => {
    const email = "erased-after-sending@example.com";
    await consent(email);
    const booking = await visit(email);
    expect((await mark(booking.id, "completed")).status).toBe(200);
    const [queued] = await queuedTo(email);
    const sent = (await sendAsOf(new Date(queued!.next_attempt_at.getTime() + 1000))).find((message) => message.to === email);
    const token = new RegExp(`${ORIGIN}/review/([A-Za-z0-9_-]{43})`).exec(sent!.text)![1]!;
    const [request] = await requestsTo(email);
    expect(await app.database.sql`select 1 from links where kind = 'review-request' and subject = ${request!.id}`).toHaveLength(1);
    expect((await owner("POST", "/api/admin/privacy/erase", { email })).status).toBe(200);
    expect(await app.database.sql`select 1 from links where kind = 'review-request' and subject = ${request!.id}`).toHaveLength(0);
    expect(await submitReviewAnswer({ db: app.database.db }, { token, payload: { rating: "5" } })).toMatchObject({ ok: false, kind: "not-found" });
    expect(await submitReviewUnsubscribe({ db: app.database.db }, { token })).toMatchObject({ ok: false, kind: "not-found" });
  });
});
