import { and, desc, eq, gt, isNotNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { reviewRequests } from "~/db/schema.server";
import { listUnsubscribeHeaders, type EmailContext } from "~/features/mail";
import { enqueueEmail } from "~/features/mail/index.server";
import { mayMarketTo, normaliseEmail } from "~/features/marketing/index.server";
import { daysFromNow, findLink, issueLink, revokeLinks } from "~/lib/links/links.server";
import { reviewRequestEmail } from "./review-email";
import { testimonials, type Testimonial } from "~/content/testimonials";
import { quoteAsTestimonial, REVIEW_TOKEN_SLOT, reviewSendAt, reviewTerms, reviewUnsubscribePath, visitDayOf } from "./review-rules";

import { isPatchTestBooking, onBookingCompleted } from "~/features/booking/index.server";
import type { Transaction } from "~/db/client.server";

/** The parts of a completed booking a request reads. */
export interface CompletedVisit {
  id: string;
  name: string;
  email: string | null;
  service: string;
  startsAt: Date | null;
}

export type QueueResult = "queued" | "no-email" | "no-link" | "no-consent" | "asked-recently";

/**
 * A completed visit's review request, in the transaction that completed it (docs/decisions/0065): queued for the
 * studio's send time the day after, through the outbox. Marketing under PECR, so only with her email consent as it
 * stands now; a withdrawal before it goes drops it from the outbox (marketingEmailKinds). At most one per booking, one
 * per address and visit day (a basket's other treatments), and none within `quietDays` of the last she was sent.
 */
export async function queueReviewRequest(tx: Transaction, visit: CompletedVisit, { emailContext, now = new Date() }: { emailContext: EmailContext; now?: Date }): Promise<QueueResult> {
  // A client staff booked without an address, or one whose details were erased.
  if (!visit.email || /@(?:[^@]*\.)?invalid$/i.test(visit.email)) return "no-email";
  // Without the site's address the email could carry neither the rating link nor its unsubscribe link.
  if (!emailContext.origin) return "no-link";
  const email = normaliseEmail(visit.email);
  // Two treatments of one basket completed at once must not both find "none yet".
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`review-request:${email}`}))`);
  if (!(await mayMarketTo(tx, email, "email"))) return "no-consent";
  const visitDay = visitDayOf(visit.startsAt ?? now);
  const sendAt = reviewSendAt(visitDay, now);
  const quietSince = new Date(sendAt.getTime() - reviewTerms.quietDays * 86_400_000);
  const [recent] = await tx
    .select({ id: reviewRequests.id })
    .from(reviewRequests)
    .where(and(eq(reviewRequests.email, email), or(gt(reviewRequests.sendAt, quietSince), eq(reviewRequests.visitDay, visitDay))))
    .limit(1);
  if (recent) return "asked-recently";
  await tx.insert(reviewRequests).values({ bookingId: visit.id, email, visitDay, service: visit.service, sendAt });
  await enqueueEmail(tx, reviewRequestEmail({ name: visit.name, email: visit.email, service: visit.service }, emailContext), { bookingId: visit.id, sendAt });
  return "queued";
}

/**
 * The outbox's `prepare` for a review request: a link issued now in `links` (kind `review-request`, its subject the
 * request), its days counted from the sending; the List-Unsubscribe headers point at the same token's unsubscribe
 * page (RFC 8058). A resend issues a new link, and the link sent before stops working.
 */
export async function fillReviewLinks<M extends { text: string; html: string; bookingId: string | null; headers?: Record<string, string> }>(
  db: Pick<Database, "select" | "insert" | "delete">,
  message: M,
): Promise<M> {
  if (!message.bookingId || !(message.text.includes(REVIEW_TOKEN_SLOT) || message.html.includes(REVIEW_TOKEN_SLOT))) return message;
  const [request] = await db.select({ id: reviewRequests.id }).from(reviewRequests).where(eq(reviewRequests.bookingId, message.bookingId));
  if (!request) return message;
  const token = await issueLink(db, { kind: "review-request", subject: request.id, singleUse: false, expiresAt: daysFromNow(reviewTerms.linkDays), replaces: true });
  const fill = (value: string) => value.replaceAll(REVIEW_TOKEN_SLOT, token);
  const unsubscribe = new RegExp(`https?://[^\\s<>"]+${reviewUnsubscribePath(REVIEW_TOKEN_SLOT)}`).exec(message.text)?.[0];
  return {
    ...message,
    text: fill(message.text),
    html: fill(message.html),
    ...(unsubscribe ? { headers: { ...message.headers, ...listUnsubscribeHeaders(fill(unsubscribe)) } } : {}),
  };
}

export type ReviewRequestRow = typeof reviewRequests.$inferSelect;

/** A request as its link opened it: when the rating link stops working comes with it (null: never). */
export type LinkedReviewRequest = ReviewRequestRow & { linkExpiresAt: Date | null };

/** The request a link's token opens, expired or not (the unsubscribe works past the rating's days); undefined: none. */
export async function requestOfToken(db: Pick<Database, "select">, token: string): Promise<LinkedReviewRequest | undefined> {
  const link = await findLink(db, "review-request", token);
  if (!link) return undefined;
  const [row] = await db.select().from(reviewRequests).where(eq(reviewRequests.id, link.subject));
  return row && { ...row, linkExpiresAt: link.expiresAt };
}

/** Whether a request's rating link has run out at `now` (an answered one still shows her answer). */
export const linkExpired = (request: Pick<LinkedReviewRequest, "linkExpiresAt">, now: Date): boolean => request.linkExpiresAt !== null && request.linkExpiresAt <= now;

/** Her ratings for the privacy export, newest visit first. */
export async function reviewsOfPerson(db: Pick<Database, "select">, email: string) {
  return db
    .select({
      visitDay: reviewRequests.visitDay,
      service: reviewRequests.service,
      sendAt: reviewRequests.sendAt,
      rating: reviewRequests.rating,
      comment: reviewRequests.comment,
      quoteConsent: reviewRequests.quoteConsent,
      quoteName: reviewRequests.quoteName,
      answeredAt: reviewRequests.answeredAt,
      approvedAt: reviewRequests.approvedAt,
    })
    .from(reviewRequests)
    .where(eq(reviewRequests.email, normaliseEmail(email)))
    .orderBy(desc(reviewRequests.visitDay));
}

/** Erasure: her requests and ratings go, a published quote with them, and their links stop working. Returns how many. */
export async function eraseReviews(tx: Pick<Database, "delete">, email: string): Promise<number> {
  const removed = await tx.delete(reviewRequests).where(eq(reviewRequests.email, normaliseEmail(email))).returning({ id: reviewRequests.id });
  await revokeLinks(tx, "review-request", removed.map((request) => request.id));
  return removed.length;
}

/** The answered requests, newest answer first, a page at a time (keyset on answered_at, id). */
export async function listRatings(db: Pick<Database, "select">, { before }: { before?: { answeredAt: Date; id: string } } = {}) {
  const rows = await db
    .select({
      id: reviewRequests.id,
      service: reviewRequests.service,
      visitDay: reviewRequests.visitDay,
      rating: reviewRequests.rating,
      comment: reviewRequests.comment,
      quoteConsent: reviewRequests.quoteConsent,
      quoteName: reviewRequests.quoteName,
      answeredAt: reviewRequests.answeredAt,
      approvedAt: reviewRequests.approvedAt,
      approvedBy: reviewRequests.approvedBy,
    })
    .from(reviewRequests)
    .where(
      and(
        isNotNull(reviewRequests.answeredAt),
        before ? or(lt(reviewRequests.answeredAt, before.answeredAt), and(eq(reviewRequests.answeredAt, before.answeredAt), lt(reviewRequests.id, before.id))) : undefined,
      ),
    )
    .orderBy(desc(reviewRequests.answeredAt), desc(reviewRequests.id))
    .limit(reviewTerms.pageSize + 1);
  return { rows: rows.slice(0, reviewTerms.pageSize), more: rows.length > reviewTerms.pageSize };
}

/** Quotes staff approved, newest first: what /testimonials adds to the studio's own. */
export async function approvedQuotes(db: Pick<Database, "select">) {
  return db
    .select({
      id: reviewRequests.id,
      quoteName: reviewRequests.quoteName,
      service: reviewRequests.service,
      rating: reviewRequests.rating,
      comment: reviewRequests.comment,
      answeredAt: reviewRequests.answeredAt,
    })
    .from(reviewRequests)
    .where(isNotNull(reviewRequests.approvedAt))
    .orderBy(desc(reviewRequests.answeredAt), desc(reviewRequests.id));
}

/** /testimonials: the quotes staff approved, newest first, then the studio's own. */
export async function publishedTestimonials(db: Pick<Database, "select">): Promise<Testimonial[]> {
  const quotes = (await approvedQuotes(db)).flatMap((row) => quoteAsTestimonial(row) ?? []);
  return [...quotes, ...testimonials];
}

/**
 * A completed visit (not a patch test alone) is asked how it went, the next day (docs/decisions/0065). Called by each
 * bundle's composition (server/app.server.ts, app/entry.server.tsx): an explicit call, because a bare import of a
 * module the package marks free of side effects is dropped by the bundlers. Calling it again changes nothing.
 */
export function askReviewsAfterVisits(): void {
  onBookingCompleted("review-request", async ({ tx, booking, emailContext, now }) => {
    if (!isPatchTestBooking(booking)) await queueReviewRequest(tx, booking, { emailContext, now });
  });
}
