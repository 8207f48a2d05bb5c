import { redirect, type AppLoadContext } from "react-router";
import type { Ability } from "./roles";
import { signInPath } from "./staff-sign-in";
import type { StaffUser } from "./staff.server";
import { allowed, staffOf } from "./staff-session.server";

/**
 * How every dashboard loader and action answers (its panels' fetchers read these): the session check here, the
 * answers, body read and refusals those of every page's routes (ui/runtime/answers.server.ts), under the names the
 * dashboard's modules know them by.
 */
export { routeAnswer as dashboardAnswer, failure, refusalAnswer as pageFailure, payloadOf, unreadable } from "~/ui/runtime/answers.server";

/**
 * Actions are called by the dashboard's fetchers, so a lapsed session sends staff to sign in and back to the
 * dashboard (the action's own address is no page to return to).
 */
export async function requireStaffAction(request: Request, context: AppLoadContext, ability: Ability): Promise<StaffUser> {
  const staff = await staffOf(request, context);
  if (!staff) throw redirect(signInPath());
  return allowed(staff, ability);
}
