import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { staffInvitations, staffMembers } from "~/db/schema.server";
import type { EmailContext } from "~/features/mail";
import { enqueueEmail } from "~/features/mail/index.server";
import type { StaffRole } from "~/features/staff-session";
import { daysFromNow } from "~/lib/links/links.server";
import { fillPasswordLinks, type PasswordLinkKind } from "~/features/staff-session/index.server";
import { invitationEmail } from "./invitation-email";
import { INVITATION_DAYS, INVITATION_SLOT_PATTERN, invitationMessages } from "./invitation-terms";

/** Her invitation's link: seven days, and only while she has no account and is on the team. */
export const invitationLink: PasswordLinkKind = {
  kind: "staff-invitation",
  slot: INVITATION_SLOT_PATTERN,
  expiresAt: () => daysFromNow(INVITATION_DAYS),
  issuable: (id) =>
    sql<boolean>`${staffMembers.active} and ${staffMembers.userId} is null and exists (select 1 from ${staffInvitations} where ${staffInvitations.staffMemberId} = ${id})`,
  messages: invitationMessages,
};

/**
 * Queues her invitation (a new one, or again): the row says an invitation is due and the email carries a slot, not a
 * token. Any link sent before stops working when this one is sent.
 */
export async function queueInvitation(
  tx: Pick<Database, "insert">,
  member: { id: string; name: string; email: string; role: StaffRole },
  invitedBy: { id: string; name: string },
  context: EmailContext,
): Promise<void> {
  await tx
    .insert(staffInvitations)
    .values({ staffMemberId: member.id, invitedBy: invitedBy.id })
    .onConflictDoUpdate({ target: staffInvitations.staffMemberId, set: { invitedBy: invitedBy.id, createdAt: sql`now()` } });
  await enqueueEmail(tx, invitationEmail(member, invitedBy.name, context));
}

/**
 * The outbox's `prepare`: a token issued as the email is sent, its days counted from then. A member who has joined,
 * or been deactivated, since it was queued gets a link that names nothing.
 */
export function fillStaffInvitations<M extends { text: string; html: string }>(db: Pick<Database, "select" | "insert" | "delete">, message: M): Promise<M> {
  return fillPasswordLinks(db, message, invitationLink);
}
