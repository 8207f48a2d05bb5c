import { dashboardAnswer } from "~/features/staff-session/index.server";
import { bookingChangeAction } from "~/features/staff/booking-actions.server";

/** POST /admin/bookings/:id/(cancel|refund|reschedule|record-payment): the booking card's dialogs. */
export const action = dashboardAnswer(bookingChangeAction);
