import type { Database } from "~/db/client.server";
import { endFeed } from "../../diary/practitioner-feed.server";
import { namedUseCase, refuse, type Outcome } from "~/lib/use-case";
import type { StaffUser } from "~/features/staff-session/index.server";
import { feedMessages, refusedFor } from "./feed-access.server";

/** DELETE /api/staff-members/:id/calendar-feed: the feed is off; its address answers 404. */
export const submitFeedOff = namedUseCase(
  "team.calendar-feed-off",
  async (context: { db: Database }, staff: StaffUser, request: { staffMemberId: string }): Promise<Outcome<object>> => {
    const refused = refusedFor(staff, request.staffMemberId);
    if (refused) return refused;
    return (await endFeed(context.db, request.staffMemberId)) ? { ok: true } : refuse("not-found", "not-found", feedMessages.notFound);
  },
);
