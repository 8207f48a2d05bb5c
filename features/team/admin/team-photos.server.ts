import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { staffPhotos } from "~/db/schema.server";
import { staffMemberList, type StaffMemberView } from "../team-admin.server";
import { memberMessages } from "../team-members";
import { imageTypeOf } from "~/lib/image-type";
import { isUuid } from "~/lib/ids";
import { refuse } from "~/lib/use-case";

/**
 * Her photo on /book (DESIGN 10, docs/decisions/0075): the owner uploads one for a member or removes it. The bytes
 * say what it is (JPEG, PNG or WebP), never its name; a refusal stores nothing. Each change is in team_changes.
 */
export const notFound = () => refuse("not-found", "not-found", memberMessages.notFound);

export const memberView = async (db: Database, id: string): Promise<StaffMemberView> => (await staffMemberList(db)).find((member) => member.id === id)!;

/** The photo an address names (/team-photos/:member/:digest.:ext), or undefined: an old digest names nothing. */
export async function teamPhotoAt(db: Database, memberId: string, file: string): Promise<{ contentType: string; bytes: Buffer } | undefined> {
  const match = /^([0-9a-f]{16})\.(jpg|png|webp)$/.exec(file);
  if (!isUuid(memberId) || !match) return undefined;
  const [row] = await db.select({ contentType: staffPhotos.contentType, digest: staffPhotos.digest, bytes: staffPhotos.bytes }).from(staffPhotos).where(eq(staffPhotos.staffMemberId, memberId));
  if (!row || row.digest !== match[1] || imageTypeOf(row.bytes)?.extension !== match[2]) return undefined;
  return { contentType: row.contentType, bytes: row.bytes };
}
