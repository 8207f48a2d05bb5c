import { eq } from "drizzle-orm";
import { staffMembers, teamChanges } from "~/db/schema.server";
import type { StaffMemberView } from "../team-admin.server";
import { memberMessages } from "../team-members";
import { isUuid } from "~/lib/ids";
import { namedUseCase, refuse, type Outcome } from "~/lib/use-case";
import { queueInvitation } from "./invitations/invitations.server";
import type { StaffUser } from "~/features/staff-session/index.server";
import { type Context, notFound } from "./team-member-rules.server";

/** POST /api/staff-members/:id/invitation: her link again (lost, or expired); the link sent before stops working. */
export const submitInviteAgain = namedUseCase(
  "team.invite-again",
  async (context: Context, staff: StaffUser, request: { id: unknown }): Promise<Outcome<{ invitation: { sentTo: string } }>> => {
    if (!isUuid(request.id)) return notFound();
    const [member] = await context.db.select().from(staffMembers).where(eq(staffMembers.id, request.id));
    if (!member) return notFound();
    if (member.userId) return refuse("conflict", "joined", memberMessages.joined);
    if (!member.active) return refuse("conflict", "inactive", memberMessages.inactive);
    if (!member.email) return refuse("refused", "no-email", memberMessages.noEmail, { email: [memberMessages.noEmail] });
    const email = member.email;
    await context.db.transaction(async (tx) => {
      await queueInvitation(tx, { id: member.id, name: member.name, email, role: member.role as StaffMemberView["role"] }, { id: staff.id, name: staff.name }, context.emailContext);
      await tx.insert(teamChanges).values({ changedBy: staff.id, subject: "staff-member", subjectId: member.id, change: "invited", details: { email } });
    });
    return { ok: true, invitation: { sentTo: email } };
  },
);
