import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { allocations, staffMembers } from "~/db/schema.server";

/**
 * The name of who treats a booking: the practitioner of its first allocation (as practitionerOf), for her
 * confirmation and emails ("With Maya Lewis"). None for a booking from before the team. Apart from the diary so the
 * lifecycle's emails can read it without importing the diary.
 */
export async function practitionerNameOf(db: Pick<Database, "select">, bookingId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: staffMembers.name })
    .from(allocations)
    .innerJoin(staffMembers, eq(staffMembers.id, allocations.staffMemberId))
    .where(eq(allocations.bookingId, bookingId))
    .orderBy(asc(allocations.startsAt))
    .limit(1);
  return row?.name;
}
