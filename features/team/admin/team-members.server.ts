import { and, eq, isNotNull, ne, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { staffInvitations, staffMembers, staffServices, teamChanges } from "~/db/schema.server";
import { revokeLinks } from "~/lib/links/links.server";
import type { EmailContext } from "~/features/mail";
import { isStudioService } from "~/features/studio";
import { bookingsOfMember, staffMemberList, type AffectedBooking, type StaffMemberView } from "../team-admin.server";
import { memberChangeSchema, memberMessages, memberSchema } from "../team-members";
import { parseForm } from "~/lib/forms";
import { isUuid } from "~/lib/ids";
import { isUniqueViolation } from "~/lib/postgres-errors";
import { invalid, namedUseCase, refuse, RefusedWithin, withRefusals, type Outcome, type Refusal } from "~/lib/use-case";
import { queueInvitation } from "./invitations/invitations.server";
import { endSessions, type StaffUser } from "~/features/staff-session/index.server";

/**
 * The owner's team (issue 22 item 6): a member added with an invitation by email, changed (role, services, her line,
 * deactivated: her sessions end at once), invited again. The studio always keeps one active owner who has joined. Every change is
 * in team_changes with who made it.
 */
type Context = { db: Database; emailContext: EmailContext };

const emailTaken = () => refuse("duplicate", "email-taken", memberMessages.emailTaken, { email: [memberMessages.emailTaken] });
const notFound = () => refuse("not-found", "not-found", memberMessages.notFound);

function unknownServices(slugs: string[] | undefined): Refusal | undefined {
  if (!slugs || slugs.every(isStudioService)) return undefined;
  return invalid({ message: memberMessages.unknownService, fieldErrors: { services: [memberMessages.unknownService] } });
}

/** Refusals from inside the transaction, and the unique email index's (two members added at once with one address). */
async function refusing<T extends object>(work: () => Promise<Outcome<T>>): Promise<Outcome<T>> {
  try {
    return await withRefusals(work);
  } catch (error) {
    if (isUniqueViolation(error)) return emailTaken();
    throw error;
  }
}

const memberView = async (db: Database, id: string): Promise<StaffMemberView> => (await staffMemberList(db)).find((member) => member.id === id)!;

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
