import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { staffMembers, users } from "~/db/schema.server";
import type { Visitor } from "~/lib/throttle.server";
import { namedUseCase, refuse, RefusedWithin, type Outcome } from "~/lib/use-case";
import { z } from "~/lib/zod";
import { normaliseUsername, passwordLinkFor, setPasswordByLink } from "~/features/staff-session/index.server";
import { newPasswordSchema, USERNAME_PATTERN, usernameMessage } from "~/features/staff-session";
import { invitationMessages, suggestedUsername } from "./invitation-terms";
import { invitationLink } from "./invitations.server";

export type InvitationState = { state: "open"; name: string; username: string } | { state: "used" | "expired" | "unknown" };

/** What the invitation page shows for a token: her form, or why the link no longer works. */
export async function invitationFor(db: Pick<Database, "select">, token: string): Promise<InvitationState> {
  const found = await passwordLinkFor(db, invitationLink, token);
  return found.state === "open" ? { state: "open", name: found.name, username: suggestedUsername(found.name) } : found;
}

const acceptSchema = newPasswordSchema({
  username: z
    .string({ error: usernameMessage })
    .transform(normaliseUsername)
    .refine((name) => USERNAME_PATTERN.test(name), { error: usernameMessage }),
});

/**
 * POST /admin/invite/:token: she chooses her username and password (the staff password rules); the invitation is
 * spent in the same transaction that makes her account, so a link followed twice at once makes one account.
 */
export const submitAcceptInvitation = namedUseCase(
  "team.accept-invitation",
  async (db: Database, visitor: Visitor, request: { token: string; payload: unknown }): Promise<Outcome<{ username: string }>> =>
    setPasswordByLink(db, visitor, request, { kind: invitationLink, state: invitationFor, schema: acceptSchema }, async (tx, { staffMemberId, hash, form }) => {
      const [account] = await tx.insert(users).values({ username: form.username, password: hash }).onConflictDoNothing().returning({ id: users.id });
      if (!account) throw new RefusedWithin(refuse("duplicate", "username-taken", invitationMessages.usernameTaken, { username: [invitationMessages.usernameTaken] }));
      const [linked] = await tx
        .update(staffMembers)
        .set({ userId: account.id, updatedAt: sql`now()` })
        .where(sql`${staffMembers.id} = ${staffMemberId} and ${staffMembers.userId} is null and ${staffMembers.active}`)
        .returning({ id: staffMembers.id });
      if (!linked) throw new RefusedWithin(refuse("gone", "used", invitationMessages.used));
      return { username: form.username };
    }),
);
