import { redirect, type AppLoadContext } from "react-router";
import { readCookie, sessionCookieName } from "~/features/staff/session-cookie";
import { staffForSession, type StaffUser } from "~/features/staff/staff.server";

/** The signed-in staff member of a page request, if any. */
export function staffOf(request: Request, context: AppLoadContext): Promise<StaffUser | undefined> {
  return staffForSession(context.db, readCookie(request.headers.get("cookie"), sessionCookieName(context.production)));
}

/** Admin pages send anyone not signed in to the sign-in page, and come back after. */
export async function requireStaffPage(request: Request, context: AppLoadContext): Promise<StaffUser> {
  const staff = await staffOf(request, context);
  if (!staff) {
    const url = new URL(request.url);
    throw redirect(`/admin/login?next=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return staff;
}
