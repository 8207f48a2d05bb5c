import { and, eq, isNotNull, ne, sql } from "drizzle-orm";
import { staffInvitations, staffMembers, staffServices, teamChanges } from "~/db/schema.server";
import { revokeLinks } from "~/lib/links/links.server";
import { bookingsOfMember, type AffectedBooking, type StaffMemberView } from "../team-admin.server";
import { memberChangeSchema, memberMessages } from "../team-members";
import { parseForm } from "~/lib/forms";
import { isUuid } from "~/lib/ids";
import { invalid, namedUseCase, refuse, RefusedWithin, type Outcome } from "~/lib/use-case";
import { endSessions, type StaffUser } from "~/features/staff-session/index.server";
import { type Context, emailTaken, memberView, notFound, refusing, unknownServices } from "./team-member-rules.server";

/**
 * PATCH /api/staff-members/:id: what the owner changes. The active owners are locked first, so two owners demoting or
 * deactivating each other at once cannot leave the studio with none.
 */
export const submitChangeStaffMember = namedUseCase(
  "team.change-member",
  async (context: Context, staff: StaffUser, request: { id: unknown; payload: unknown }): Promise<Outcome<{ member: StaffMemberView; affectedBookings: AffectedBooking[] }>> => {
    if (!isUuid(request.id)) return notFound();
    const id = request.id;
    const parsed = parseForm(memberChangeSchema, request.payload);
    if (!parsed.success) return invalid(parsed.error);
    const { services: asked, email: askedEmail, ...fields } = parsed.data;
    const services = asked && [...new Set(asked)];
    const unknown = unknownServices(services);
    if (unknown) return unknown;
    const email = askedEmail?.toLowerCase();
    return refusing(async () => {
      const deactivated = await context.db.transaction(async (tx) => {
        await tx.execute(sql`select id from staff_members where role = 'owner' and active for update`);
        if (email && (await tx.select({ id: staffMembers.id }).from(staffMembers).where(and(eq(staffMembers.email, email), ne(staffMembers.id, id)))).length > 0) {
          throw new RefusedWithin(emailTaken());
        }
        const [before] = await tx.select({ active: staffMembers.active, userId: staffMembers.userId }).from(staffMembers).where(eq(staffMembers.id, id));
        if (!before) throw new RefusedWithin(notFound());
        await tx
          .update(staffMembers)
          .set({ ...fields, ...(email ? { email } : {}), updatedAt: sql`now()` })
          .where(eq(staffMembers.id, id));
        // Only an owner who can sign in counts: one invited and not yet joined cannot run the studio (nor may never join).
        const [owners] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(staffMembers)
          .where(and(eq(staffMembers.role, "owner"), eq(staffMembers.active, true), isNotNull(staffMembers.userId)));
        if (owners!.count === 0) throw new RefusedWithin(refuse("conflict", "last-owner", memberMessages.lastOwner, { role: [memberMessages.lastOwner] }));
        if (services) {
          await tx.delete(staffServices).where(eq(staffServices.staffMemberId, id));
          if (services.length > 0) await tx.insert(staffServices).values(services.map((serviceSlug) => ({ staffMemberId: id, serviceSlug })));
        }
        const ending = before.active && fields.active === false;
        if (ending) {
          if (before.userId) await endSessions(tx, before.userId);
          // A link sent before she left must not let her in: it names nothing once her invitation is gone.
          await tx.delete(staffInvitations).where(eq(staffInvitations.staffMemberId, id));
          await revokeLinks(tx, "staff-invitation", id);
        }
        await tx.insert(teamChanges).values({
          changedBy: staff.id,
          subject: "staff-member",
          subjectId: id,
          change: ending ? "deactivated" : "changed",
          details: { ...fields, ...(email ? { email } : {}), ...(services ? { services } : {}) },
        });
        return ending;
      });
      const now = new Date();
      const affectedBookings = deactivated ? await bookingsOfMember(context.db, id, now, new Date(now.getTime() + 366 * 86_400_000)) : [];
      return { ok: true, member: await memberView(context.db, id), affectedBookings };
    });
  },
);
