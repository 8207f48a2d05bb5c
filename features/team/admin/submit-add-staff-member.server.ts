import { sql } from "drizzle-orm";
import { staffMembers, staffServices, teamChanges } from "~/db/schema.server";
import type { StaffMemberView } from "../team-admin.server";
import { memberSchema } from "../team-members";
import { parseForm } from "~/lib/forms";
import { invalid, namedUseCase, RefusedWithin, type Outcome } from "~/lib/use-case";
import { queueInvitation } from "./invitations/invitations.server";
import type { StaffUser } from "~/features/staff-session/index.server";
import { type Context, emailTaken, memberView, refusing, unknownServices } from "./team-member-rules.server";

/** POST /api/staff-members: a new member, her services and her line; she is emailed a link to set her password. */
export const submitAddStaffMember = namedUseCase(
  "team.add-member",
  async (context: Context, staff: StaffUser, payload: unknown): Promise<Outcome<{ member: StaffMemberView; invitation: { sentTo: string } }>> => {
    const parsed = parseForm(memberSchema, payload);
    if (!parsed.success) return invalid(parsed.error);
    const services = [...new Set(parsed.data.services)];
    const unknown = unknownServices(services);
    if (unknown) return unknown;
    const email = parsed.data.email.toLowerCase();
    return refusing(async () => {
      const id = await context.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(staffMembers)
          .values({ name: parsed.data.name, email, role: parsed.data.role, bio: parsed.data.bio, position: sql`(select coalesce(max(position), 0) + 1 from staff_members)` })
          .onConflictDoNothing({ target: staffMembers.email })
          .returning({ id: staffMembers.id });
        if (!row) throw new RefusedWithin(emailTaken());
        if (services.length > 0) await tx.insert(staffServices).values(services.map((serviceSlug) => ({ staffMemberId: row.id, serviceSlug })));
        await tx.insert(teamChanges).values({ changedBy: staff.id, subject: "staff-member", subjectId: row.id, change: "added", details: { ...parsed.data, email, services } });
        await queueInvitation(tx, { id: row.id, name: parsed.data.name, email, role: parsed.data.role }, { id: staff.id, name: staff.name }, context.emailContext);
        return row.id;
      });
      return { ok: true, member: await memberView(context.db, id), invitation: { sentTo: email } };
    });
  },
);
