import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { staffDevices, staffMembers, teamChanges, users } from "~/db/schema.server";
import type { Visitor } from "~/lib/throttle.server";
import { namedUseCase, refuse, RefusedWithin, type Outcome } from "~/lib/use-case";
import { endSessions, setPasswordByLink } from "~/features/staff-session/index.server";
import { newPasswordSchema } from "~/features/staff-session";
import { resetMessages } from "./password-reset-terms";
import { passwordResetFor, resetLink } from "./password-resets.server";

const resetSchema = newPasswordSchema({});
/**
 * POST /admin/password-reset/:token: her new password (the staff rules). Spending the link, changing the password,
 * ending every session and forgetting her trusted devices are one transaction, so a link followed twice at once
 * changes it once, and whoever knew the old password is signed out with it.
 */
export const submitPasswordReset = namedUseCase(
  "team.reset-password",
  async (db: Database, visitor: Visitor, request: { token: string; payload: unknown }): Promise<Outcome<{ username: string }>> =>
    setPasswordByLink(db, visitor, request, { kind: resetLink, state: passwordResetFor, schema: resetSchema }, async (tx, { staffMemberId, hash }) => {
      const [member] = await tx
        .select({ userId: staffMembers.userId, username: users.username })
        .from(staffMembers)
        .innerJoin(users, eq(users.id, staffMembers.userId))
        .where(and(eq(staffMembers.id, staffMemberId), eq(staffMembers.active, true)));
      if (!member?.userId) throw new RefusedWithin(refuse("not-found", "not-found", resetMessages.unknown));
      await tx.update(users).set({ password: hash }).where(eq(users.id, member.userId));
      await endSessions(tx, member.userId);
      await tx.delete(staffDevices).where(eq(staffDevices.userId, member.userId));
      await tx.insert(teamChanges).values({ changedBy: member.userId, subject: "staff-member", subjectId: staffMemberId, change: "password-reset", details: {} });
      return { username: member.username };
    }),
);
