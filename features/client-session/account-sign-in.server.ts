import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { accountSessions } from "~/db/schema.server";
import type { EmailContext } from "~/features/mail";
import { enqueueEmail } from "~/features/mail/index.server";
import { countAttempt, hit, type Visitor } from "~/lib/throttle.server";
import { issueLink, minutesFromNow, spendLink } from "~/lib/links/links.server";
import { hashToken, newToken } from "~/lib/tokens.server";
import { signInEmail } from "./account-emails";
import { accountTerms, SIGN_IN_TOKEN_SLOT } from "./account-sign-in";

type Executor = Pick<Database, "insert" | "select" | "update" | "delete">;

export type LinkRequest = { outcome: "sent" } | { outcome: "throttled"; retryAfter: number; perAddress: boolean };

/**
 * Queues a sign-in email for any address: the answer is the same whether or not the address has booked before, so
 * the form tells no one who the studio's clients are. Throttled per connection (the public forms' attempts cap)
 * and per address, so it cannot be used to flood someone's inbox.
 */
export async function requestSignInLink(db: Database, email: string, visitor: Visitor, context: EmailContext): Promise<LinkRequest> {
  const attempt = await countAttempt(db, visitor);
  if (!attempt.allowed) return { outcome: "throttled", retryAfter: attempt.retryAfter, perAddress: false };
  const perAddress = await hit(db, `account-link:${email.toLowerCase()}`, accountTerms.linksPerAddress);
  if (!perAddress.allowed) return { outcome: "throttled", retryAfter: perAddress.retryAfter, perAddress: true };
  await enqueueEmail(db, signInEmail(email, context));
  return { outcome: "sent" };
}

/**
 * Fills the sign-in slot of an email with a token issued now, for the address the email goes to (the outbox's
 * `prepare`): the link's minutes run from its sending, and the outbox never holds a working link.
 */
export async function fillSignInLinks<M extends { text: string; html: string; to: string }>(db: Executor, message: M): Promise<M> {
  if (!message.text.includes(SIGN_IN_TOKEN_SLOT) && !message.html.includes(SIGN_IN_TOKEN_SLOT)) return message;
  const token = await issueLink(db, { kind: "sign-in", subject: message.to, singleUse: true, expiresAt: minutesFromNow(accountTerms.linkMinutes) });
  return { ...message, text: message.text.replaceAll(SIGN_IN_TOKEN_SLOT, token), html: message.html.replaceAll(SIGN_IN_TOKEN_SLOT, token) };
}

export type LinkUse = { outcome: "signed-in"; email: string; sessionId: string; expiresAt: Date } | { outcome: "used" | "expired" | "unknown" };

/**
 * Spends a sign-in link and starts a session. Marking it used and checking it was unused are one UPDATE, so a link
 * followed twice at once (a mail scanner and the client) signs in once.
 */
export async function spendSignInLink(db: Database, token: string): Promise<LinkUse> {
  return db.transaction(async (tx) => {
    const spent = await spendLink(tx, "sign-in", token);
    if (spent.outcome !== "open") return spent;
    const sessionId = newToken();
    const expiresAt = new Date(Date.now() + accountTerms.sessionDays * 86_400_000);
    await tx.insert(accountSessions).values({ idHash: hashToken(sessionId), email: spent.subject, expiresAt });
    return { outcome: "signed-in", email: spent.subject, sessionId, expiresAt };
  });
}

/** The email address a session cookie signs in as, if the session is live. */
export async function accountForSession(db: Executor, sessionId: string | undefined): Promise<{ email: string } | undefined> {
  if (!sessionId) return undefined;
  const [session] = await db
    .update(accountSessions)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(accountSessions.idHash, hashToken(sessionId)), gt(accountSessions.expiresAt, sql`now()`)))
    .returning({ email: accountSessions.email });
  return session;
}

export async function signOutAccount(db: Pick<Database, "delete">, sessionId: string | undefined): Promise<void> {
  if (sessionId) await db.delete(accountSessions).where(eq(accountSessions.idHash, hashToken(sessionId)));
}
