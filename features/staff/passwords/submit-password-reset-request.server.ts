import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { staffMembers, staffPasswordResets, users } from "~/db/schema.server";
import type { EmailContext } from "~/features/mail";
import { enqueueEmail } from "~/features/mail/index.server";
import { parseForm } from "~/lib/forms";
import { countAttempt, type Visitor } from "~/lib/throttle.server";
import { linkUsed, revokeLinks } from "~/lib/links/links.server";
import { invalid, namedUseCase, throttled, type Outcome } from "~/lib/use-case";
import { z } from "~/lib/zod";
import { passwordResetEmail } from "./password-reset-email";
import { RESET_RESEND_MINUTES, resetMessages } from "./password-reset-terms";

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
