import { signOutAction } from "~/features/staff/admin-page.server";

/** POST /admin/logout ends the session and shows the sign-in page. */
export const action = signOutAction;
