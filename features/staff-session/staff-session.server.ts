import { data, redirect, type AppLoadContext } from "react-router";
import { forbiddenMessage, may, type Ability } from "./roles";
import { readCookie, sessionCookieName } from "~/features/staff-session/session-cookie";
import { staffForSession, type StaffUser } from "~/features/staff-session/staff.server";

/** The signed-in staff member of a page request, if any. */
export function staffOf(request: Request, context: AppLoadContext): Promise<StaffUser | undefined> {
  return staffForSession(context.db, readCookie(request.headers.get("cookie"), sessionCookieName(context.production)));
}

/**
 * Admin pages send anyone not signed in to the sign-in page, and come back after; a member whose role lacks the
 * ability gets 403 (features/staff-session/roles.ts).
 */
export async function requireStaffPage(request: Request, context: AppLoadContext, ability: Ability): Promise<StaffUser> {
  const staff = await staffOf(request, context);
  if (!staff) {
    const url = new URL(request.url);
    throw redirect(`/admin/login?next=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return allowed(staff, ability);
}

/** 403 with the page refusal's shape when her role may not. */
export function allowed(staff: StaffUser, ability: Ability): StaffUser {
  if (!may(staff.role, ability)) throw data({ ok: false, code: "forbidden", message: forbiddenMessage }, { status: 403 });
  return staff;
}
