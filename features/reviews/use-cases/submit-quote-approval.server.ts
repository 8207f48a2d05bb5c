import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { reviewRequests } from "~/db/schema.server";
import { isUuid } from "~/lib/ids";
import { namedUseCase, refuse, type Outcome } from "~/lib/use-case";
import { reviewMessages } from "../review-rules";

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
