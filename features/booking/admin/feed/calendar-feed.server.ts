import type { Database } from "~/db/client.server";
import { endFeed, feedPath, renewFeedToken } from "../../diary/practitioner-feed.server";
import { forbiddenMessage, may } from "~/features/staff-session";
import { isUuid } from "~/lib/ids";
import { namedUseCase, refuse, type Outcome, type Refusal } from "~/lib/use-case";
import type { StaffUser } from "~/features/staff-session/index.server";

export const feedMessages = { notFound: "No such member of the team." } as const;

/** Her own feed, or anyone's for a role that runs the team (the owner): nobody else's (docs/decisions/0052). */
function refusedFor(staff: StaffUser, staffMemberId: string): Refusal | undefined {
  if (!isUuid(staffMemberId)) return refuse("not-found", "not-found", feedMessages.notFound);
  if (staff.memberId !== staffMemberId && !may(staff.role, "team")) return refuse("forbidden", "forbidden", forbiddenMessage);
  return undefined;
}

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

/** DELETE /api/staff-members/:id/calendar-feed: the feed is off; its address answers 404. */
export const submitFeedOff = namedUseCase(
  "team.calendar-feed-off",
  async (context: { db: Database }, staff: StaffUser, request: { staffMemberId: string }): Promise<Outcome<object>> => {
    const refused = refusedFor(staff, request.staffMemberId);
    if (refused) return refused;
    return (await endFeed(context.db, request.staffMemberId)) ? { ok: true } : refuse("not-found", "not-found", feedMessages.notFound);
  },
);
