import { bookingChangeAction } from "~/features/staff/booking-actions.server";

/** POST /admin/bookings/:id/(cancel|refund|reschedule|record-payment): the booking card's dialogs. */
export const action = bookingChangeAction;
