import { dashboardAnswer } from "~/features/staff-session/index.server";
import { calendarFeedAction } from "~/features/booking/admin/index.server";

/** POST /admin/calendar-feed: a member turns her private calendar feed on, renews its address or turns it off. */
export const action = dashboardAnswer(calendarFeedAction);
