import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings, reviewRequests } from "~/db/schema.server";
import { parseForm } from "~/lib/forms";
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
