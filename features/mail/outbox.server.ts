import { and, asc, eq, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { outbox } from "~/db/schema.server";
import type { EmailAttachment, EmailMessage } from "~/features/mail";
import { isUuid } from "~/lib/ids";
import { retryDelaySeconds, type RetryPolicy } from "~/lib/jobs/retry-policy";

/** The database or an open transaction: callers write an email in the same transaction as the row that caused it. */
export type Executor = Pick<Database, "insert">;

/** What the sender receives: the stored message and its id (handy as a Message-ID or for logs). */
export interface OutboxMessage {
  id: string;
  kind: string;
  to: string;
  /** The recipient's name for To, when known. */
  toName: string | null;
  subject: string;
  text: string;
  html: string;
  attachments: EmailAttachment[];
  replyTo: string | null;
  /** Extra headers a `prepare` step adds (List-Unsubscribe on waitlist emails). */
  headers?: Record<string, string>;
}

export type SendEmail = (message: OutboxMessage) => Promise<void>;

/**
 * Finishes a stored message just before it is sent: a booking's email gets its manage link here, so the outbox
 * never stores a link that works. It writes outside the sending transaction, so what it writes is there before the
 * message can be opened (the transaction commits only after the whole batch is sent).
 */
export type PrepareEmail = <M extends OutboxMessage & { bookingId: string | null; waitlistId: string | null }>(db: Database, message: M) => Promise<M>;

/**
 * Emails and texts are tried again 30 s, 1 min, 2 min, 4 min … (capped at an hour) after each failure, and after
 * the 10th a message is "failed" and waits for staff to resend it.
 */
export const messageRetryPolicy: RetryPolicy = { maxAttempts: 10, firstDelaySeconds: 30, maxDelaySeconds: 60 * 60 };
const MAX_ERROR_LENGTH = 1000;

type QueueOptions = { bookingId?: string; waitlistId?: string; sendAt?: Date };
export async function enqueueEmail(tx: Executor, message: EmailMessage, options?: QueueOptions): Promise<{ id: string }>;
export async function enqueueEmail(tx: Executor, message: EmailMessage | null, options?: QueueOptions): Promise<{ id: string } | null>;
export async function enqueueEmail(
  tx: Executor,
  message: EmailMessage | null,
  { bookingId, waitlistId, sendAt }: { bookingId?: string; waitlistId?: string; sendAt?: Date } = {},
): Promise<{ id: string } | null> {
  // No message: a client staff booked without an email address (docs/decisions/0042).
  if (!message) return null;
  const [row] = await tx
    .insert(outbox)
    .values({
      kind: message.kind,
      to: message.to,
      toName: message.toName ?? null,
      subject: message.subject,
      text: message.text,
      html: message.html,
      attachments: message.attachments,
      replyTo: message.replyTo ?? null,
      bookingId: bookingId ?? null,
      waitlistId: waitlistId ?? null,
      // A message dated for later (a gift voucher on its send date) waits in the queue until then.
      ...(sendAt ? { nextAttemptAt: sendAt } : {}),
    })
    .returning({ id: outbox.id });
  if (!row) throw new Error("outbox insert returned no row");
  return row;
}

export interface DeliveryFailure {
  id: string;
  kind: string;
  attempts: number;
  error: string;
  /** True when this was the last attempt and the message is now "failed". */
  gaveUp: boolean;
}

export interface SendReport {
  /** Messages taken in this run. */
  picked: number;
  sent: number;
  /** Failed this time, to be tried again later. */
  retrying: number;
  /** Failed for the last time. */
  failed: number;
  failures: DeliveryFailure[];
}

function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return (text.trim() || "unknown error").slice(0, MAX_ERROR_LENGTH);
}

/**
 * The reserved `.invalid` domain (RFC 6761) can never receive mail: it is what an erased client's bookings keep
 * instead of her address, so a reminder or a change notice queued for such a booking is never offered to SMTP.
 */
const undeliverable = (to: string) => /@(?:[^@]*\.)?invalid$/i.test(to.trim());
export const UNDELIVERABLE = "Not sent: the address is not a real one (the client's details were erased)";

/**
 * Takes due rows one at a time, up to `limit`, each in a transaction of its own: `take` locks the next one (FOR
 * UPDATE SKIP LOCKED) and `handle` sends it and records the outcome before the commit. Any number of workers on any
 * number of instances never send one message twice at the same time, and what was sent is recorded at once: a
 * process killed mid-run loses its locks with its connection, and only the message in flight goes again (delivery
 * is at least once). The texts' outbox drains the same way.
 */
export async function drainOneByOne<Row>(
  db: Database,
  limit: number,
  take: (tx: Transaction) => Promise<Row | undefined>,
  handle: (tx: Transaction, row: Row) => Promise<void>,
): Promise<number> {
  let taken = 0;
  while (taken < limit) {
    const found = await db.transaction(async (tx) => {
      const row = await take(tx);
      if (row === undefined) return false;
      await handle(tx, row);
      return true;
    });
    if (!found) break;
    taken += 1;
  }
  return taken;
}

/** What a failed attempt records under messageRetryPolicy: the next attempt, or "failed" after the last. */
export function failedAttempt(row: { attempts: number; nextAttemptAt: Date }, error: unknown, clock: SQL) {
  const attempts = row.attempts + 1;
  const delay = retryDelaySeconds(messageRetryPolicy, attempts);
  const lastError = describeError(error);
  return {
    gaveUp: delay === undefined,
    attempts,
    lastError,
    set: {
      attempts,
      lastError,
      status: delay === undefined ? "failed" : "pending",
      nextAttemptAt: delay === undefined ? row.nextAttemptAt : sql`${clock} + ${delay}::int * interval '1 second'`,
    },
  };
}

/** Sends the messages that are due, oldest first, up to `batchSize` (drainOneByOne). */
export async function sendDueEmails(
  db: Database,
  send: SendEmail,
  { batchSize = 10, now, prepare }: { batchSize?: number; now?: Date; prepare?: PrepareEmail } = {},
): Promise<SendReport> {
  // The database's clock unless a test moves time: every instance then agrees on what is due.
  const clock: SQL = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
  const report: SendReport = { picked: 0, sent: 0, retrying: 0, failed: 0, failures: [] };
  report.picked = await drainOneByOne(
    db,
    batchSize,
    async (tx) =>
      (
        await tx
          .select()
          .from(outbox)
          .where(and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, clock)))
          .orderBy(asc(outbox.createdAt))
          .limit(1)
          .for("update", { skipLocked: true })
      )[0],
    async (tx, row) => {
      const { id, kind, to, toName, subject, text, html, attachments, replyTo, bookingId, waitlistId } = row;
      if (undeliverable(to)) {
        await tx.update(outbox).set({ status: "failed", lastError: UNDELIVERABLE }).where(eq(outbox.id, id));
        report.failed += 1;
        return;
      }
      try {
        const stored = { id, kind, to, toName, subject, text, html, attachments, replyTo, bookingId, waitlistId };
        const { bookingId: _bookingId, waitlistId: _waitlistId, ...message } = prepare ? await prepare(db, stored) : stored;
        await send(message);
      } catch (error) {
        const failure = failedAttempt(row, error, clock);
        await tx.update(outbox).set(failure.set).where(eq(outbox.id, id));
        report.failures.push({ id, kind, attempts: failure.attempts, error: failure.lastError, gaveUp: failure.gaveUp });
        if (failure.gaveUp) report.failed += 1;
        else report.retrying += 1;
        return;
      }
      await tx.update(outbox).set({ status: "sent", sentAt: clock }).where(eq(outbox.id, id));
      report.sent += 1;
    },
  );
  return report;
}

/**
 * Puts a failed or already sent message back in the queue, due now, with a fresh set of attempts (the admin Mail
 * tab's "Resend"). Returns false when there is no such message or it is still pending.
 */
export async function resendEmail(db: Database, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const updated = await db
    .update(outbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()`, sentAt: null })
    .where(and(eq(outbox.id, id), inArray(outbox.status, ["failed", "sent"])))
    .returning({ id: outbox.id });
  return updated.length > 0;
}
