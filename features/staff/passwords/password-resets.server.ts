import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { staffDevices, staffMembers, staffPasswordResets, teamChanges, users } from "~/db/schema.server";
import type { EmailContext } from "~/features/mail";
import { enqueueEmail } from "~/features/mail/index.server";
import { parseForm } from "~/lib/forms";
import { countAttempt, type Visitor } from "~/lib/throttle.server";
import { hashToken, newToken } from "~/lib/tokens.server";
import { isTokenShape } from "~/lib/tokens";
import { invalid, namedUseCase, refuse, RefusedWithin, throttled, withRefusals, type Outcome } from "~/lib/use-case";
import { z } from "~/lib/zod";
import { hashNewPassword, spentLinkRefusal } from "./new-password.server";
import { endSessions } from "../staff.server";
import { newPasswordSchema } from "./new-password";
import { passwordResetEmail } from "./password-reset-email";
import { RESET_MINUTES, RESET_RESEND_MINUTES, RESET_SLOT_PATTERN, resetMessages } from "./password-reset-terms";

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
          set: { tokenHash: null, expiresAt: null, usedAt: null, createdAt: sql`now()` },
          setWhere: sql`${staffPasswordResets.usedAt} is not null or ${staffPasswordResets.createdAt} < now() - make_interval(mins => ${RESET_RESEND_MINUTES})`,
        })
        .returning({ id: staffPasswordResets.staffMemberId });
      if (due) await enqueueEmail(tx, passwordResetEmail({ ...member, email: member.email }, request.emailContext));
    });
    return { ok: true, message: resetMessages.sent };
  },
);

/** The outbox's `prepare`: a token issued as the email is sent, its minutes counted from then; the last one sent works. */
export async function fillStaffPasswordResets<M extends { text: string; html: string }>(db: Pick<Database, "update">, message: M): Promise<M> {
  const ids = new Set([...message.text.matchAll(RESET_SLOT_PATTERN), ...message.html.matchAll(RESET_SLOT_PATTERN)].map((match) => match[1]!));
  if (ids.size === 0) return message;
  const tokens = new Map<string, string>();
  for (const id of ids) {
    const token = newToken();
    await db
      .update(staffPasswordResets)
      .set({ tokenHash: hashToken(token), expiresAt: sql`now() + make_interval(mins => ${RESET_MINUTES})` })
      .where(and(eq(staffPasswordResets.staffMemberId, id), sql`${staffPasswordResets.usedAt} is null`));
    tokens.set(id, token);
  }
  const fill = (body: string) => body.replace(RESET_SLOT_PATTERN, (_slot, id: string) => tokens.get(id)!);
  return { ...message, text: fill(message.text), html: fill(message.html) };
}

export type ResetState = { state: "open"; name: string; username: string } | { state: "used" | "expired" | "unknown" };

/** What the reset page shows for a token: her form, or why the link no longer works. Reading it spends nothing. */
export async function passwordResetFor(db: Pick<Database, "select">, token: string): Promise<ResetState> {
  if (!isTokenShape(token)) return { state: "unknown" };
  const [row] = await db
    .select({ name: staffMembers.name, username: users.username, usedAt: staffPasswordResets.usedAt, live: sql<boolean>`${staffPasswordResets.expiresAt} > now()`, active: staffMembers.active })
    .from(staffPasswordResets)
    .innerJoin(staffMembers, eq(staffMembers.id, staffPasswordResets.staffMemberId))
    .innerJoin(users, eq(users.id, staffMembers.userId))
    .where(eq(staffPasswordResets.tokenHash, hashToken(token)));
  if (!row || !row.active) return { state: "unknown" };
  if (row.usedAt) return { state: "used" };
  if (!row.live) return { state: "expired" };
  return { state: "open", name: row.name, username: row.username };
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
    const tokenHash = hashToken(request.token);
    return withRefusals(() =>
      db.transaction(async (tx) => {
        const [spent] = await tx
          .update(staffPasswordResets)
          .set({ usedAt: sql`now()` })
          .where(sql`${staffPasswordResets.tokenHash} = ${tokenHash} and ${staffPasswordResets.usedAt} is null and ${staffPasswordResets.expiresAt} > now()`)
          .returning({ staffMemberId: staffPasswordResets.staffMemberId });
        if (!spent) throw new RefusedWithin(refuse("gone", "used", resetMessages.used));
        const [member] = await tx
          .select({ userId: staffMembers.userId, username: users.username })
          .from(staffMembers)
          .innerJoin(users, eq(users.id, staffMembers.userId))
          .where(and(eq(staffMembers.id, spent.staffMemberId), eq(staffMembers.active, true)));
        if (!member?.userId) throw new RefusedWithin(refuse("not-found", "not-found", resetMessages.unknown));
        await tx.update(users).set({ password: hash }).where(eq(users.id, member.userId));
        await endSessions(tx, member.userId);
        await tx.delete(staffDevices).where(eq(staffDevices.userId, member.userId));
        await tx.insert(teamChanges).values({ changedBy: member.userId, subject: "staff-member", subjectId: spent.staffMemberId, change: "password-reset", details: {} });
        return { ok: true as const, username: member.username };
      }),
    );
  },
);
