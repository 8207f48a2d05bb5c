import type { Database } from "~/db/client.server";
import { staffInvitations } from "~/db/schema.server";
import { weeklyHours } from "~/features/schedule/index.server";
import { resourceList, staffMemberList } from "~/features/team/index.server";

/** The Team tab's data: the whole team, its invitations, rooms and machines, and the studio's week that bounds hers. */
export async function teamOverview(db: Database) {
  const [members, resources, studioHours, invitations] = await Promise.all([
    staffMemberList(db),
    resourceList(db),
    weeklyHours(db),
    db.select({ staffMemberId: staffInvitations.staffMemberId, expiresAt: staffInvitations.expiresAt, usedAt: staffInvitations.usedAt }).from(staffInvitations),
  ]);
  const invited = new Map(invitations.filter((row) => !row.usedAt).map((row) => [row.staffMemberId, row.expiresAt]));
  return {
    members: members.map((member) => ({ ...member, invitation: member.joined || !invited.has(member.id) ? null : { expiresAt: invited.get(member.id) ?? null } })),
    resources,
    studioHours,
  };
}

