import { submitClientCancel } from "./submit-client-cancel.server";
import { submitClientReschedule } from "./submit-client-reschedule.server";
import { submitSessionBooking } from "./submit-session-booking.server";

/** The link's changes by the intent its page's forms name. */
export const manageChanges = {
  cancel: submitClientCancel,
  reschedule: submitClientReschedule,
  "book-session": submitSessionBooking,
} as const;
