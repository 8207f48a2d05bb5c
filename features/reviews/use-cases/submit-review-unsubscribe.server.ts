import type { Database } from "~/db/client.server";
import { maskEmail } from "~/features/inquiries/index.server";
import { withdrawMarketing } from "~/features/marketing/index.server";
import { namedUseCase, refuse, type Outcome } from "~/lib/use-case";
import { requestOfToken } from "../review-requests.server";
import { reviewMessages } from "../review-rules";

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
