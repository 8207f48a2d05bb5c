import type { ActionFunctionArgs } from "react-router";
import { serves } from "~/lib/use-case";
import { pageFailure, payloadOf, requireStaffAction, unreadable } from "~/features/staff-session/index.server";
import { submitFeedOff } from "./submit-feed-off.server";
import { submitFeedRenew } from "./submit-feed-renew.server";

declare module "../booking-admin-data" {
  interface BookingAdminServer {
    calendarFeed: typeof calendarFeedAction;
  }
}

/**
 * POST /admin/calendar-feed `{intent: "renew" | "off"}`: the signed-in member's own private feed (docs/decisions/0052),
 * from the dashboard's header. The address is shown once, when it is made: only its hash is kept.
 */
export const calendarFeedAction = serves([submitFeedRenew, submitFeedOff], async ({ request, context }: ActionFunctionArgs) => {
  const staff = await requireStaffAction(request, context, "diary");
  const payload = await payloadOf(request);
  if (!payload) return unreadable();
  const own = { staffMemberId: staff.memberId };
  if (payload.intent === "off") {
    const off = await submitFeedOff({ db: context.db }, staff, own);
    return off.ok ? { ok: true as const, url: undefined as string | undefined } : pageFailure(off);
  }
  const origin = context.emailContext.origin || new URL(request.url).origin;
  const renewed = await submitFeedRenew({ db: context.db, origin }, staff, own);
  return renewed.ok ? { ok: true as const, url: renewed.url as string | undefined } : pageFailure(renewed);
});
