import { submitCancellationNotice } from "./submit-cancellation-notice.server";
import { submitStaffCancel } from "./submit-staff-cancel.server";
import { submitStaffRefund } from "./submit-staff-refund.server";
import { submitStaffReschedule } from "./submit-staff-reschedule.server";

/** The dialogs' changes by the name in their address (the API's and the dashboard's). */
export const bookingChanges = {
  cancel: submitStaffCancel,
  // A client's notice that came by email (the model cancellation form), recorded with the staff member (0036).
  "cancellation-notice": submitCancellationNotice,
  refund: submitStaffRefund,
  reschedule: submitStaffReschedule,
} as const;
