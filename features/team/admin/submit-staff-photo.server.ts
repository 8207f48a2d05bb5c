import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { staffMembers, staffPhotos, teamChanges } from "~/db/schema.server";
import type { StaffMemberView } from "../team-admin.server";
import { PHOTO_MAX_BYTES, PHOTO_MAX_SIDE, photoMessages } from "../team-photos";
import { imageTypeOf } from "~/lib/image-type";
import { isUuid } from "~/lib/ids";
import { namedUseCase, refuse, type Outcome } from "~/lib/use-case";
import type { StaffUser } from "~/features/staff-session/index.server";
import { memberView, notFound } from "./team-photos.server";

const photoRefused = (message: string) => refuse("invalid", "invalid-photo", message, { photo: [message] });

/** Where her photo is served: the digest changes with the bytes, so the address may be kept a year. */
export const teamPhotoPath = (memberId: string, digest: string, extension: string) => `/team-photos/${memberId}/${digest}.${extension}`;

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
