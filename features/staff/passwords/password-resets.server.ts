import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { staffDevices, staffMembers, staffPasswordResets, teamChanges, users } from "~/db/schema.server";
import type { EmailContext } from "~/features/mail";
import { enqueueEmail } from "~/features/mail/index.server";
import { parseForm } from "~/lib/forms";
import { countAttempt, type Visitor } from "~/lib/throttle.server";
import { linkUsed, minutesFromNow, revokeLinks } from "~/lib/links/links.server";
import { invalid, namedUseCase, refuse, RefusedWithin, throttled, withRefusals, type Outcome } from "~/lib/use-case";
import { z } from "~/lib/zod";
import { endSessions, fillPasswordLinks, hashNewPassword, passwordLinkFor, spendPasswordLink, spentLinkRefusal, type PasswordLinkKind } from "~/features/staff-session/index.server";
import { newPasswordSchema } from "~/features/staff-session";
import { passwordResetEmail } from "./password-reset-email";
import { RESET_MINUTES, RESET_RESEND_MINUTES, RESET_SLOT_PATTERN, resetMessages } from "./password-reset-terms";

/** Her reset link: an hour, and only while she has asked and not yet used what was sent. */
const resetLink: PasswordLinkKind = {
  kind: "password-reset",
  slot: RESET_SLOT_PATTERN,
  expiresAt: () => minutesFromNow(RESET_MINUTES),
  issuable: (id) =>
    sql<boolean>`exists (select 1 from ${staffPasswordResets} where ${staffPasswordResets.staffMemberId} = ${id}) and not ${linkUsed("password-reset", id)}`,
  messages: resetMessages,
};

const requestSchema = z.object({ email: z.string({ error: resetMessages.email }).trim().max(254, { error: resetMessages.email }).pipe(z.email({ error: resetMessages.email })) });

/**
 * POST /admin/password-reset: she gives her email; if it is an active member's with an account, a link is queued.
 * The answer is the same either way, so the form tells no one who works here. A second request within a couple of
 * minutes queues nothing more, so the form cannot be used to flood her inbox.
 */
export const submitPasswordResetRequest = namedUseCase(
  "team.request-password-reset",
  async (db: Database, visitor: Visitor, request: { payload: unknown; emailContext: EmailContext }): Promise<Outcome<{ message: string }>> => {
    const attempt = await countAttempt(db, visitor);
    if (!attempt.allowed) return throttled(attempt.retryAfter);
    const parsed = parseForm(requestSchema, request.payload);
    if (!parsed.success) return invalid(parsed.error);
    await db.transaction(async (tx) => {
      const [member] = await tx
        .select({ id: staffMembers.id, name: staffMembers.name, email: staffMembers.email, username: users.username })
        .from(staffMembers)
        .innerJoin(users, eq(users.id, staffMembers.userId))
        .where(and(sql`lower(${staffMembers.email}) = lower(${parsed.data.email})`, eq(staffMembers.active, true)))
        .limit(1);
      if (!member?.email) return;
      const [due] = await tx
        .insert(staffPasswordResets)
        .values({ staffMemberId: member.id })
        .onConflictDoUpdate({
          target: staffPasswordResets.staffMemberId,
          set: { createdAt: sql`now()` },
          setWhere: sql`${staffPasswordResets.createdAt} < now() - make_interval(mins => ${RESET_RESEND_MINUTES}) or ${linkUsed("password-reset", sql`${staffPasswordResets.staffMemberId}::text`)}`,
        })
        .returning({ id: staffPasswordResets.staffMemberId });
      if (!due) return;
      // A new request ends the links sent before it, as its email will carry the one that works.
      await revokeLinks(tx, "password-reset", member.id);
      await enqueueEmail(tx, passwordResetEmail({ ...member, email: member.email }, request.emailContext));
    });
    return { ok: true, message: resetMessages.sent };
  },
);

/** The outbox's `prepare`: a token issued as the email is sent, its minutes counted from then; the last one sent works. */
export function fillStaffPasswordResets<M extends { text: string; html: string }>(db: Pick<Database, "select" | "insert" | "delete">, message: M): Promise<M> {
  return fillPasswordLinks(db, message, resetLink);
}

export type ResetState = { state: "open"; name: string; username: string } | { state: "used" | "expired" | "unknown" };

/** What the reset page shows for a token: her form, or why the link no longer works. Reading it spends nothing. */
export async function passwordResetFor(db: Pick<Database, "select">, token: string): Promise<ResetState> {
  const found = await passwordLinkFor(db, resetLink, token);
  if (found.state !== "open") return found;
  return found.username ? { state: "open", name: found.name, username: found.username } : { state: "unknown" };
}

const resetSchema = newPasswordSchema({});
/**
 * POST /admin/password-reset/:token: her new password (the staff rules). Spending the link, changing the password,
 * ending every session and forgetting her trusted devices are one transaction, so a link followed twice at once
 * changes it once, and whoever knew the old password is signed out with it.
 */
export const submitPasswordReset = namedUseCase(
  "team.reset-password",
  async (db: Database, visitor: Visitor, request: { token: string; payload: unknown }): Promise<Outcome<{ username: string }>> => {
    const attempt = await countAttempt(db, visitor);
    if (!attempt.allowed) return throttled(attempt.retryAfter);
    const before = await passwordResetFor(db, request.token);
    if (before.state !== "open") return spentLinkRefusal(before.state, resetMessages);
    const parsed = parseForm(resetSchema, request.payload);
    if (!parsed.success) return invalid(parsed.error);
    const hashed = await hashNewPassword(parsed.data.password);
    if (!hashed.ok) return hashed;
    const { hash } = hashed;
    return withRefusals(() =>
      db.transaction(async (tx) => {
        const staffMemberId = await spendPasswordLink(tx, resetLink, request.token);
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
        return { ok: true as const, username: member.username };
      }),
    );
  },
);
