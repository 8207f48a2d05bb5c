import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { staffMembers, staffPhotos, teamChanges } from "~/db/schema.server";
import { staffMemberList, type StaffMemberView } from "../team-admin.server";
import { memberMessages } from "../team-members";
import { PHOTO_MAX_BYTES, PHOTO_MAX_SIDE, photoMessages } from "../team-photos";
import { imageTypeOf } from "~/lib/image-type";
import { isUuid } from "~/lib/ids";
import { namedUseCase, refuse, type Outcome } from "~/lib/use-case";
import type { StaffUser } from "~/features/staff-session/index.server";

/**
 * Her photo on /book (DESIGN 10, docs/decisions/0075): the owner uploads one for a member or removes it. The bytes
 * say what it is (JPEG, PNG or WebP), never its name; a refusal stores nothing. Each change is in team_changes.
 */
const notFound = () => refuse("not-found", "not-found", memberMessages.notFound);
const photoRefused = (message: string) => refuse("invalid", "invalid-photo", message, { photo: [message] });

/** Where her photo is served: the digest changes with the bytes, so the address may be kept a year. */
export const teamPhotoPath = (memberId: string, digest: string, extension: string) => `/team-photos/${memberId}/${digest}.${extension}`;

const memberView = async (db: Database, id: string): Promise<StaffMemberView> => (await staffMemberList(db)).find((member) => member.id === id)!;

/** PUT /api/staff-members/:id/photo (the bytes) and the Team tab's upload (a file field). */
export const submitStaffPhoto = namedUseCase(
  "team.photo",
  async (db: Database, staff: StaffUser, request: { id: unknown; bytes: Uint8Array | undefined }): Promise<Outcome<{ member: StaffMemberView }>> => {
    if (!isUuid(request.id)) return notFound();
    const id = request.id;
    const bytes = request.bytes;
    if (!bytes || bytes.length === 0) return photoRefused(photoMessages.missing);
    if (bytes.length > PHOTO_MAX_BYTES) return refuse("too-large", "too-large", photoMessages.tooLarge, { photo: [photoMessages.tooLarge] });
    const image = imageTypeOf(bytes);
    if (!image) return photoRefused(photoMessages.type);
    if (image.width > PHOTO_MAX_SIDE || image.height > PHOTO_MAX_SIDE) return photoRefused(photoMessages.tooBig);
    const digest = createHash("sha256").update(bytes).digest("hex").slice(0, 16);
    const photo = teamPhotoPath(id, digest, image.extension);
    const found = await db.transaction(async (tx) => {
      const [member] = await tx.update(staffMembers).set({ photo, updatedAt: sql`now()` }).where(eq(staffMembers.id, id)).returning({ id: staffMembers.id });
      if (!member) return false;
      const row = { contentType: image.contentType, digest, width: image.width, height: image.height, bytes: Buffer.from(bytes) };
      await tx
        .insert(staffPhotos)
        .values({ staffMemberId: id, ...row })
        .onConflictDoUpdate({ target: staffPhotos.staffMemberId, set: { ...row, createdAt: sql`now()` } });
      await tx.insert(teamChanges).values({
        changedBy: staff.id,
        subject: "staff-member",
        subjectId: id,
        change: "photo-added",
        details: { photo, contentType: image.contentType, bytes: bytes.length, width: image.width, height: image.height },
      });
      return true;
    });
    if (!found) return notFound();
    return { ok: true, member: await memberView(db, id) };
  },
);

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

/** The photo an address names (/team-photos/:member/:digest.:ext), or undefined: an old digest names nothing. */
export async function teamPhotoAt(db: Database, memberId: string, file: string): Promise<{ contentType: string; bytes: Buffer } | undefined> {
  const match = /^([0-9a-f]{16})\.(jpg|png|webp)$/.exec(file);
  if (!isUuid(memberId) || !match) return undefined;
  const [row] = await db.select({ contentType: staffPhotos.contentType, digest: staffPhotos.digest, bytes: staffPhotos.bytes }).from(staffPhotos).where(eq(staffPhotos.staffMemberId, memberId));
  if (!row || row.digest !== match[1] || imageTypeOf(row.bytes)?.extension !== match[2]) return undefined;
  return { contentType: row.contentType, bytes: row.bytes };
}
