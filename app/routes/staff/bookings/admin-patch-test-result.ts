import { dashboardAnswer } from "~/features/staff-session/index.server";
import { patchTestResultAction } from "~/features/booking/admin/index.server";

/** POST /admin/bookings/:id/patch-test-result: a patch test's result, from its booking card. */
export const action = dashboardAnswer(patchTestResultAction);
