import type { ActionFunctionArgs } from "react-router";
import type { Database } from "~/db/client.server";
import { listMemberPage } from "../membership-admin.server";
import { submitStaffMemberCancel } from "../use-cases/submit-staff-member-cancel.server";
import { serves } from "~/lib/use-case";
import { pageFailure, payloadOf, requireStaffAction, unreadable } from "~/features/staff-session/index.server";

/**
 * The dashboard's Members tab (app/routes/staff/members/): its data, read by the dashboard's loader when the tab is
 * shown, and the same use case as the staff API (POST /api/memberships/:id/cancel, docs/decisions/0032), answered as
 * page data.
 */

declare module "./members-data" {
  interface MembersAdminServer {
    tab: typeof membersTab;
  }
}

/** The page of members the address names (`?memberPage=`), with the totals. */
export const membersTab = (db: Database, page: string) => listMemberPage(db, Number(page || "1"));

/** POST /admin/members/:id/cancel: cancelled for her by her own rule, audited with the staff member. */
export const cancelMemberAction = serves([submitStaffMemberCancel], async ({ request, context, params }: ActionFunctionArgs) => {
  const staff = await requireStaffAction(request, context, "desk");
  const payload = await payloadOf(request);
  if (!payload) return unreadable();
  const { db, membershipBilling: billing, emailContext, bookingSettings } = context;
  const outcome = await submitStaffMemberCancel({ db, billing, emailContext, timeZone: bookingSettings.timeZone }, staff, { id: String(params.id), body: payload });
  return outcome.ok ? { ok: true as const, answer: outcome.answer } : pageFailure(outcome);
});
