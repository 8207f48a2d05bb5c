import type { Database } from "~/db/client.server";
import { feedPath, renewFeedToken } from "../../diary/practitioner-feed.server";
import { namedUseCase, refuse, type Outcome } from "~/lib/use-case";
import type { StaffUser } from "~/features/staff-session/index.server";
import { feedMessages, refusedFor } from "./feed-access.server";

/** POST /api/staff-members/:id/calendar-feed: a new private address; the old one stops working. */
export const submitFeedRenew = namedUseCase(
  "team.calendar-feed-renew",
  async (context: { db: Database; origin: string }, staff: StaffUser, request: { staffMemberId: string }): Promise<Outcome<{ path: string; url: string }>> => {
    const refused = refusedFor(staff, request.staffMemberId);
    if (refused) return refused;
    const token = await renewFeedToken(context.db, request.staffMemberId);
    if (!token) return refuse("not-found", "not-found", feedMessages.notFound);
    return { ok: true, path: feedPath(token), url: `${context.origin}${feedPath(token)}` };
  },
);
