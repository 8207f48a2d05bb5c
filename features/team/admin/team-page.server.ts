import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import type { Database } from "~/db/client.server";
import { staffInvitations } from "~/db/schema.server";
import { linkExpiries } from "~/lib/links/links.server";
import { weeklyHours } from "~/features/schedule/index.server";
import { resourceList, staffMemberList } from "../team-admin.server";
import { submitAddResource } from "../use-cases/submit-add-resource.server";
import { submitChangeResource } from "../use-cases/submit-change-resource.server";
import { submitStaffHours } from "../use-cases/submit-staff-hours.server";
import { pageRefusal, serves } from "~/lib/use-case";
import { pageFailure, payloadOf, requireStaffAction, requireStaffPage, unreadable } from "~/features/staff-session/index.server";
import { submitAddStaffMember } from "./submit-add-staff-member.server";
import { submitChangeStaffMember } from "./submit-change-staff-member.server";
import { submitInviteAgain } from "./submit-invite-again.server";
import { submitRemoveStaffPhoto } from "./submit-remove-staff-photo.server";
import { submitStaffPhoto } from "./submit-staff-photo.server";

/**
 * The dashboard's Team tab (owner): members with their roles, services, weeks and invitations; rooms and machines.
 * Its actions (app/routes/staff/team/*) call the same use cases as the staff API (/api/staff-members, /api/resources).
 */

declare module "./team-data" {
  interface TeamAdminServer {
    tab: typeof teamTab;
    saveMember: typeof memberAction;
    saveHours: typeof hoursAction;
    inviteAgain: typeof inviteAgainAction;
    saveResource: typeof resourceAction;
  }
}

/** The Team tab's data: the whole team, its invitations, rooms and machines, and the studio's week that bounds hers. */
export async function teamTab(db: Database) {
  const [members, resources, studioHours, invitations, expiries] = await Promise.all([
    staffMemberList(db),
    resourceList(db),
    weeklyHours(db),
    db.select({ staffMemberId: staffInvitations.staffMemberId }).from(staffInvitations),
    linkExpiries(db, "staff-invitation"),
  ]);
  // Queued and not yet sent, an invitation has no link and so no expiry yet.
  const invited = new Map(invitations.map((row) => [row.staffMemberId, expiries.get(row.staffMemberId) ?? null]));
  return {
    members: members.map((member) => ({ ...member, invitation: member.joined || !invited.has(member.id) ? null : { expiresAt: invited.get(member.id) ?? null } })),
    resources,
    studioHours,
  };
}

/** POST /admin/team/members/:id?: a new member (no id) or a change to one. */
export const memberAction = serves([submitAddStaffMember, submitChangeStaffMember], async ({ request, context, params }: ActionFunctionArgs) => {
  const staff = await requireStaffAction(request, context, "team");
  const payload = await payloadOf(request);
  if (!payload) return unreadable();
  const deps = { db: context.db, emailContext: context.emailContext };
  if (!params.id) {
    const added = await submitAddStaffMember(deps, staff, payload);
    return added.ok ? { ok: true as const, name: added.member.name, sentTo: added.invitation.sentTo as string | undefined, affected: 0 } : pageFailure(added);
  }
  const changed = await submitChangeStaffMember(deps, staff, { id: params.id, payload });
  return changed.ok ? { ok: true as const, name: changed.member.name, sentTo: undefined, affected: changed.affectedBookings.length } : pageFailure(changed);
});

/** POST /admin/team/members/:id/hours: her week. */
export const hoursAction = serves([submitStaffHours], async ({ request, context, params }: ActionFunctionArgs) => {
  const staff = await requireStaffAction(request, context, "team");
  const payload = await payloadOf(request);
  if (!payload) return unreadable();
  const outcome = await submitStaffHours(context.db, staff, { id: params.id, payload });
  return outcome.ok ? { ok: true as const, affectedBookings: outcome.affectedBookings } : pageFailure(outcome);
});

/** POST /admin/team/members/:id/invitation: her invitation again. */
export const inviteAgainAction = serves([submitInviteAgain], async ({ request, context, params }: ActionFunctionArgs) => {
  const staff = await requireStaffAction(request, context, "team");
  const outcome = await submitInviteAgain({ db: context.db, emailContext: context.emailContext }, staff, { id: params.id });
  return outcome.ok ? { ok: true as const, sentTo: outcome.invitation.sentTo } : pageFailure(outcome);
});

/** POST /admin/team/resources/:id?: a new room or machine (no id) or a change to one. */
export const resourceAction = serves([submitAddResource, submitChangeResource], async ({ request, context, params }: ActionFunctionArgs) => {
  const staff = await requireStaffAction(request, context, "team");
  const payload = await payloadOf(request);
  if (!payload) return unreadable();
  const outcome = params.id ? await submitChangeResource(context.db, staff, { id: params.id, payload }) : await submitAddResource(context.db, staff, payload);
  return outcome.ok ? { ok: true as const, name: outcome.resource.name } : pageFailure(outcome);
});

/** Where the Team tab's plain forms come back to: her card. */
const memberCard = (memberId: string) => `/admin?tab=team#member-${memberId}`;

/**
 * POST /admin/team/members/:id/photo: the Team tab's plain form (multipart, no JavaScript needed) uploads her photo,
 * or removes it (`intent=remove`). Done, it goes back to her card (303); refused, the page says why with the status
 * the API gives (400, 404, 413) and nothing is stored.
 */
/** The photo page's GET: staff only, like every page under /admin; it shows nothing of its own (the action's answer does). */
export async function photoPageLoader({ request, context }: LoaderFunctionArgs): Promise<null> {
  await requireStaffPage(request, context, "diary");
  return null;
}

export const photoAction = serves([submitStaffPhoto, submitRemoveStaffPhoto], async ({ request, context, params }: ActionFunctionArgs) => {
  const staff = await requireStaffAction(request, context, "team");
  const form = await request.formData();
  const file = form.get("photo");
  const outcome =
    form.get("intent") === "remove"
      ? await submitRemoveStaffPhoto(context.db, staff, { id: params.id })
      : await submitStaffPhoto(context.db, staff, { id: params.id, bytes: typeof file === "object" && file ? new Uint8Array(await file.arrayBuffer()) : undefined });
  if (outcome.ok) throw redirect(memberCard(outcome.member.id), 303);
  const { status, body } = pageRefusal(outcome);
  return data({ message: body.message }, { status, headers: { "Cache-Control": "no-store" } });
});
