import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { staffMembers } from "~/db/schema.server";
import { createAccount } from "~/features/staff-session/index.server";

type Executor = Pick<Database, "select" | "update" | "insert">;

/**
 * The team member a new staff account signs in as (docs/decisions/0050). An account made from the command line or at
 * first start is the operator's: it becomes the studio's owner waiting for one (Maya Lewis on a new database), or
 * else a new owner named after it. An account that has its member keeps her (a password reset from the command line).
 */
export async function memberForNewAccount(db: Executor, account: { id: string; username: string }): Promise<{ id: string }> {
  const [existing] = await db.select({ id: staffMembers.id }).from(staffMembers).where(eq(staffMembers.userId, account.id));
  if (existing) return existing;
  const [waiting] = await db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(and(eq(staffMembers.role, "owner"), isNull(staffMembers.userId)))
    .orderBy(asc(staffMembers.position), asc(staffMembers.createdAt))
    .limit(1);
  if (waiting) {
    const [linked] = await db
      .update(staffMembers)
      .set({ userId: account.id, updatedAt: sql`now()` })
      .where(and(eq(staffMembers.id, waiting.id), isNull(staffMembers.userId)))
      .returning({ id: staffMembers.id });
    if (linked) return linked;
  }
  const [created] = await db
    .insert(staffMembers)
    .values({ userId: account.id, name: account.username, role: "owner", position: sql`(select coalesce(max(position), 0) + 1 from staff_members)` })
    .returning({ id: staffMembers.id });
  return created!;
}

/**
 * A staff account that can sign in: the account (or its new password, with `replace`) and the team member it signs
 * in as. The command line, first start and the tests make accounts this way; an invitation links its own member.
 */
export async function createStaffUser(db: Database, username: string, password: string, options: { replace?: boolean } = {}): Promise<{ id: string; username: string }> {
  const account = await createAccount(db, username, password, options);
  await memberForNewAccount(db, account);
  return account;
}
