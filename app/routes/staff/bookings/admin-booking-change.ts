import { dashboardAnswer } from "~/features/staff-session/index.server";
import { bookingChangeAction } from "~/features/booking/admin/index.server";

/** POST /admin/bookings/:id/(cancel|refund|reschedule|record-payment): the booking card's dialogs. */
export const action = dashboardAnswer(bookingChangeAction);
