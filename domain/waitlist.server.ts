import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { waitlist } from "~/db/schema.server";
import type { WaitlistInput } from "./forms";

/**
 * Adds a person to a service's waitlist once. Signing up again (same email, any case, same service) is answered
 * as a success with the existing entry: the visitor's intent is met and nothing is duplicated.
 */
export async function joinWaitlist(db: Database, input: WaitlistInput): Promise<{ id: string; alreadyJoined: boolean }> {
  const [inserted] = await db.insert(waitlist).values(input).onConflictDoNothing().returning({ id: waitlist.id });
  if (inserted) return { id: inserted.id, alreadyJoined: false };
  const [existing] = await db
    .select({ id: waitlist.id })
    .from(waitlist)
    .where(and(sql`lower(${waitlist.email}) = lower(${input.email})`, eq(waitlist.service, input.service)));
  if (!existing) throw new Error("waitlist entry vanished between insert and select");
  return { id: existing.id, alreadyJoined: true };
}
