import type { Database } from "~/db/client.server";
import { staffInvitations } from "~/db/schema.server";
import { linkExpiries } from "~/lib/links/links.server";
import { weeklyHours } from "~/features/schedule/index.server";
import { resourceList, staffMemberList } from "~/features/team/index.server";

/** The Team tab's data: the whole team, its invitations, rooms and machines, and the studio's week that bounds hers. */
export async function teamOverview(db: Database) {
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

