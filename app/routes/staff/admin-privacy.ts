import { eraseAction, privacyLoader } from "~/features/staff/admin-page.server";

/** GET /admin/privacy?email=… finds what is held about a person; POST erases it. */
export const loader = privacyLoader;
export const action = eraseAction;
