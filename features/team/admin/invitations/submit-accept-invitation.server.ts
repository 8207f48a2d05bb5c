import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { staffMembers, users } from "~/db/schema.server";
import { parseForm } from "~/lib/forms";
import { countAttempt, type Visitor } from "~/lib/throttle.server";
import { invalid, namedUseCase, refuse, RefusedWithin, throttled, withRefusals, type Outcome } from "~/lib/use-case";
import { z } from "~/lib/zod";
import { hashNewPassword, normaliseUsername, passwordLinkFor, spendPasswordLink, spentLinkRefusal } from "~/features/staff-session/index.server";
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
  async (db: Database, visitor: Visitor, request: { token: string; payload: unknown }): Promise<Outcome<{ username: string }>> => {
    const attempt = await countAttempt(db, visitor);
    if (!attempt.allowed) return throttled(attempt.retryAfter);
    const before = await invitationFor(db, request.token);
    if (before.state !== "open") return spentLinkRefusal(before.state, invitationMessages);
    const parsed = parseForm(acceptSchema, request.payload);
    if (!parsed.success) return invalid(parsed.error);
    const hashed = await hashNewPassword(parsed.data.password);
    if (!hashed.ok) return hashed;
    const { hash } = hashed;
    return withRefusals(() =>
      db.transaction(async (tx) => {
        const staffMemberId = await spendPasswordLink(tx, invitationLink, request.token);
        const [account] = await tx.insert(users).values({ username: parsed.data.username, password: hash }).onConflictDoNothing().returning({ id: users.id });
        if (!account) throw new RefusedWithin(refuse("duplicate", "username-taken", invitationMessages.usernameTaken, { username: [invitationMessages.usernameTaken] }));
        const [linked] = await tx
          .update(staffMembers)
          .set({ userId: account.id, updatedAt: sql`now()` })
          .where(sql`${staffMembers.id} = ${staffMemberId} and ${staffMembers.userId} is null and ${staffMembers.active}`)
          .returning({ id: staffMembers.id });
        if (!linked) throw new RefusedWithin(refuse("gone", "used", invitationMessages.used));
        return { ok: true as const, username: parsed.data.username };
      }),
    );
  },
);
