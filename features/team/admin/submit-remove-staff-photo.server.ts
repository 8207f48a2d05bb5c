import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { staffMembers, staffPhotos, teamChanges } from "~/db/schema.server";
import type { StaffMemberView } from "../team-admin.server";
import { isUuid } from "~/lib/ids";
import { namedUseCase, type Outcome } from "~/lib/use-case";
import type { StaffUser } from "~/features/staff-session/index.server";
import { memberView, notFound } from "./team-photos.server";

/** DELETE /api/staff-members/:id/photo and the Team tab's "Remove photo": /book shows her initial again. */
export const submitRemoveStaffPhoto = namedUseCase(
  "team.remove-photo",
  async (db: Database, staff: StaffUser, request: { id: unknown }): Promise<Outcome<{ member: StaffMemberView }>> => {
    if (!isUuid(request.id)) return notFound();
    const id = request.id;
    const found = await db.transaction(async (tx) => {
      const [member] = await tx.select({ photo: staffMembers.photo }).from(staffMembers).where(eq(staffMembers.id, id)).for("update");
      if (!member) return false;
      await tx.delete(staffPhotos).where(eq(staffPhotos.staffMemberId, id));
      await tx.update(staffMembers).set({ photo: null, updatedAt: sql`now()` }).where(eq(staffMembers.id, id));
      if (member.photo) await tx.insert(teamChanges).values({ changedBy: staff.id, subject: "staff-member", subjectId: id, change: "photo-removed", details: { photo: member.photo } });
      return true;
    });
    if (!found) return notFound();
    return { ok: true, member: await memberView(db, id) };
  },
);
