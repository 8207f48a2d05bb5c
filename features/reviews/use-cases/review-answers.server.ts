import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings, reviewRequests } from "~/db/schema.server";
import { maskEmail } from "~/features/inquiries/index.server";
import { withdrawMarketing } from "~/features/marketing/index.server";
import { parseForm } from "~/lib/forms";
import { isUuid } from "~/lib/ids";
import { invalid, namedUseCase, refuse, type Outcome } from "~/lib/use-case";
import { linkExpired, requestOfToken, type ReviewRequestRow } from "../review-requests.server";
import { quoteName, reviewAnswerSchema, reviewMessages } from "../review-rules";

/**
 * /review/:token's form: her stars, her words and her own tick to be quoted, kept once. A second answer is refused
 * (the page shows the first with thanks); an expired link is gone; a bad form stores nothing.
 */
export const submitReviewAnswer = namedUseCase(
  "reviews.answer",
  async (
    context: { db: Database; now?: Date },
    request: { token: string; payload: unknown },
  ): Promise<Outcome<{ request: ReviewRequestRow }, "not-found" | "expired" | "answered" | "invalid">> => {
    const now = context.now ?? new Date();
    const found = await requestOfToken(context.db, request.token);
    if (!found) return refuse("not-found", "not-found", reviewMessages.notFound);
    if (found.answeredAt) return refuse("conflict", "answered", reviewMessages.thanks);
    if (linkExpired(found, now)) return refuse("gone", "expired", reviewMessages.expired);
    const parsed = parseForm(reviewAnswerSchema, request.payload);
    if (!parsed.success) return invalid(parsed.error);
    const [booking] = await context.db.select({ name: bookings.name }).from(bookings).where(eq(bookings.id, found.bookingId));
    const { rating, comment, quoteConsent } = parsed.data;
    // Checked again in the update: two posts at once keep the first answer only.
    const [answered] = await context.db
      .update(reviewRequests)
      .set({
        rating,
        comment: comment === "" ? null : comment,
        quoteConsent,
        quoteName: quoteConsent && booking ? quoteName(booking.name) : null,
        answeredAt: sql`${now.toISOString()}::timestamptz`,
      })
      .where(and(eq(reviewRequests.id, found.id), isNull(reviewRequests.answeredAt)))
      .returning();
    if (!answered) return refuse("conflict", "answered", reviewMessages.thanks);
    return { ok: true, request: answered };
  },
);

/**
 * A review email's unsubscribe (its link's button, or a mail app's one-click POST, RFC 8058): her "no" to marketing
 * by email, which also drops review requests and offers still queued for her (docs/decisions/0037). Works after the
 * rating link has expired; doing it twice changes nothing more.
 */
export const submitReviewUnsubscribe = namedUseCase(
  "reviews.unsubscribe",
  async (context: { db: Database }, request: { token: string }): Promise<Outcome<{ maskedEmail: string }, "not-found">> => {
    const found = await requestOfToken(context.db, request.token);
    if (!found) return refuse("not-found", "not-found", reviewMessages.notFound);
    await context.db.transaction((tx) => withdrawMarketing(tx, found.email, "email", "unsubscribe"));
    return { ok: true, maskedEmail: maskEmail(found.email) };
  },
);

/**
 * Staff publish a quote on /testimonials, or take it off (the owner: it is the site's content). Only a rating she
 * agreed to have quoted, with words to quote; whatever its stars, since choosing only the praise would misrepresent
 * the reviews (docs/decisions/0065).
 */
export const submitQuoteApproval = namedUseCase(
  "reviews.approve-quote",
  async (
    db: Database,
    staff: { name: string },
    request: { id: unknown; approve: boolean },
  ): Promise<Outcome<{ approved: boolean }, "not-found" | "no-consent" | "unanswered">> => {
    if (!isUuid(request.id)) return refuse("not-found", "not-found", reviewMessages.unanswered);
    const [found] = await db.select().from(reviewRequests).where(eq(reviewRequests.id, request.id));
    if (!found) return refuse("not-found", "not-found", reviewMessages.unanswered);
    if (!found.answeredAt) return refuse("conflict", "unanswered", reviewMessages.unanswered);
    if (request.approve && (!found.quoteConsent || !found.quoteName || !found.comment)) return refuse("conflict", "no-consent", reviewMessages.noConsent);
    await db
      .update(reviewRequests)
      .set(request.approve ? { approvedAt: found.approvedAt ?? sql`now()`, approvedBy: found.approvedBy ?? staff.name } : { approvedAt: null, approvedBy: null })
      .where(eq(reviewRequests.id, found.id));
    return { ok: true, approved: request.approve };
  },
);
