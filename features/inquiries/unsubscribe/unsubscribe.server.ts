import { eq } from "drizzle-orm";
import { issueLink, openLink } from "~/lib/links/links.server";
import type { Database } from "~/db/client.server";
import { waitlist } from "~/db/schema.server";
import { serviceIdentity } from "~/features/studio";
import { listUnsubscribeHeaders, UNSUBSCRIBE_TOKEN_SLOT, unsubscribeSlotUrl } from "~/features/mail";
import type { UnsubscribeEntry } from "./unsubscribe-link";

export type { UnsubscribeEntry };

type Executor = Pick<Database, "insert" | "select" | "delete">;

/** A new token for the waitlist entry (a long-lived link); every token issued stays valid while the entry exists. */
export function issueUnsubscribeToken(tx: Executor, waitlistId: string): Promise<string> {
  return issueLink(tx, { kind: "unsubscribe", subject: waitlistId, singleUse: false });
}

/**
 * Fills the unsubscribe slot of a waitlist email with a token issued now (the outbox's `prepare`), and adds the
 * List-Unsubscribe headers that let a mail app unsubscribe in one click (RFC 8058). A send that fails leaves a
 * token no one ever saw.
 */
export async function fillUnsubscribeLinks<M extends { text: string; html: string; waitlistId: string | null; headers?: Record<string, string> }>(
  db: Executor,
  message: M,
): Promise<M> {
  if (!message.waitlistId || !(message.text.includes(UNSUBSCRIBE_TOKEN_SLOT) || message.html.includes(UNSUBSCRIBE_TOKEN_SLOT))) return message;
  const token = await issueUnsubscribeToken(db, message.waitlistId);
  const fill = (value: string) => value.replaceAll(UNSUBSCRIBE_TOKEN_SLOT, token);
  const url = unsubscribeSlotUrl(message.text);
  return {
    ...message,
    text: fill(message.text),
    html: fill(message.html),
    ...(url ? { headers: { ...message.headers, ...listUnsubscribeHeaders(fill(url)) } } : {}),
  };
}

/** "amelia@example.com" → "am•••@example.com": a forwarded link does not hand the address on. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, Math.max(1, local.length - 1)))}•••${email.slice(at)}`;
}

export async function entryFor(db: Pick<Database, "select">, token: string) {
  const link = await openLink(db, "unsubscribe", token);
  if (link.outcome !== "open") return undefined;
  const [row] = await db
    .select({ id: waitlist.id, email: waitlist.email, service: waitlist.service, unsubscribedAt: waitlist.unsubscribedAt })
    .from(waitlist)
    .where(eq(waitlist.id, link.subject));
  return row;
}

export const describe = (row: { email: string; service: string; unsubscribedAt: Date | null }): UnsubscribeEntry => ({
  serviceName: serviceIdentity(row.service)?.name ?? row.service,
  maskedEmail: maskEmail(row.email),
  unsubscribed: row.unsubscribedAt !== null,
});

/** The entry a token belongs to, changing nothing (a GET: mail scanners follow links). */
export async function findUnsubscribeEntry(db: Database, token: string): Promise<UnsubscribeEntry | undefined> {
  const row = await entryFor(db, token);
  return row && describe(row);
}
