import { and, asc, desc, eq, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { textOutbox, textReplies } from "~/db/schema.server";
import { drainOneByOne, failedAttempt, type Executor } from "~/features/mail/index.server";

/** What the caller queues: `to` is E.164 (toE164), `kind` names it in the outbox list and the logs. */
export interface QueuedText {
  kind: string;
  to: string;
  body: string;
  bookingId?: string;
  /** A booking reminder: the start it reminds of (a move withdraws it; docs/decisions/0063). */
  forStartsAt?: Date;
  /** Not before this time. */
  sendAt?: Date;
}

export interface OutgoingText {
  id: string;
  kind: string;
  to: string;
  body: string;
}

/** Hands the text to the provider; resolves with the provider's id of the message, rejects to retry later. */
export type SendText = (text: OutgoingText) => Promise<{ providerId: string }>;

export const textMessages = {
  stopped: "Not sent: the number replied STOP",
} as const;

/** Whether a number's latest reply turned texts off (a STOP not followed by a START). */
export async function textsStopped(db: Pick<Database, "select">, phone: string): Promise<boolean> {
  const [latest] = await db
    .select({ textsOn: textReplies.textsOn })
    .from(textReplies)
    .where(eq(textReplies.phone, phone))
    .orderBy(desc(textReplies.receivedAt))
    .limit(1);
  return latest?.textsOn === false;
}

/**
 * Queues a text in the caller's transaction, so it stands or falls with what caused it. A number that replied STOP
 * gets nothing (null); a reminder already queued for the same booking and start is not queued twice (null).
 */
export async function enqueueText(tx: Executor & Pick<Database, "select">, text: QueuedText): Promise<{ id: string } | null> {
  if (await textsStopped(tx, text.to)) return null;
  const [row] = await tx
    .insert(textOutbox)
    .values({
      kind: text.kind,
      to: text.to,
      body: text.body,
      bookingId: text.bookingId ?? null,
      forStartsAt: text.forStartsAt ?? null,
      ...(text.sendAt ? { nextAttemptAt: text.sendAt } : {}),
    })
    .onConflictDoNothing()
    .returning({ id: textOutbox.id });
  return row ?? null;
}

/** Withdraws a booking's texts of this kind not yet sent (a move or a cancellation: cal.com #6905); returns how many. */
export async function withdrawTexts(tx: Pick<Database, "update">, { bookingId, kind }: { bookingId: string; kind: string }): Promise<number> {
  const withdrawn = await tx
    .update(textOutbox)
    .set({ status: "withdrawn" })
    .where(and(eq(textOutbox.bookingId, bookingId), eq(textOutbox.kind, kind), eq(textOutbox.status, "pending")))
    .returning({ id: textOutbox.id });
  return withdrawn.length;
}

export interface TextFailure {
  id: string;
  kind: string;
  attempts: number;
  error: string;
  gaveUp: boolean;
}

export interface TextSendReport {
  picked: number;
  sent: number;
  retrying: number;
  failed: number;
  failures: TextFailure[];
}


/**
 * Sends the texts that are due, oldest first, as sendDueEmails sends emails (drainOneByOne, messageRetryPolicy). A
 * number that replied STOP after the text was queued is not texted: the row fails with the reason.
 */
export async function sendDueTexts(db: Database, send: SendText, { batchSize = 10, now }: { batchSize?: number; now?: Date } = {}): Promise<TextSendReport> {
  const clock: SQL = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
  const report: TextSendReport = { picked: 0, sent: 0, retrying: 0, failed: 0, failures: [] };
  report.picked = await drainOneByOne(
    db,
    batchSize,
    async (tx) =>
      (
        await tx
          .select()
          .from(textOutbox)
          .where(and(eq(textOutbox.status, "pending"), lte(textOutbox.nextAttemptAt, clock)))
          .orderBy(asc(textOutbox.createdAt))
          .limit(1)
          .for("update", { skipLocked: true })
      )[0],
    async (tx, row) => {
      if (await textsStopped(tx, row.to)) {
        await tx.update(textOutbox).set({ status: "failed", lastError: textMessages.stopped }).where(eq(textOutbox.id, row.id));
        report.failed += 1;
        return;
      }
      let providerId: string;
      try {
        ({ providerId } = await send({ id: row.id, kind: row.kind, to: row.to, body: row.body }));
      } catch (error) {
        const failure = failedAttempt(row, error, clock);
        await tx.update(textOutbox).set(failure.set).where(eq(textOutbox.id, row.id));
        report.failures.push({ id: row.id, kind: row.kind, attempts: failure.attempts, error: failure.lastError, gaveUp: failure.gaveUp });
        if (failure.gaveUp) report.failed += 1;
        else report.retrying += 1;
        return;
      }
      await tx.update(textOutbox).set({ status: "sent", sentAt: clock, providerId }).where(eq(textOutbox.id, row.id));
      report.sent += 1;
    },
  );
  return report;
}

export interface TextOutboxRow {
  id: string;
  kind: string;
  to: string;
  body: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

/** The newest texts, for staff (the outbox page). */
export async function listTexts(db: Database, { limit = 50, statuses }: { limit?: number; statuses?: string[] } = {}): Promise<TextOutboxRow[]> {
  return db
    .select({
      id: textOutbox.id,
      kind: textOutbox.kind,
      to: textOutbox.to,
      body: textOutbox.body,
      status: textOutbox.status,
      attempts: textOutbox.attempts,
      lastError: textOutbox.lastError,
      createdAt: textOutbox.createdAt,
      sentAt: textOutbox.sentAt,
    })
    .from(textOutbox)
    .where(statuses ? inArray(textOutbox.status, statuses) : undefined)
    .orderBy(desc(textOutbox.createdAt))
    .limit(limit);
}

/** The privacy erase: every text written about these bookings goes (their words name her and her number). */
export async function eraseBookingTexts(tx: Pick<Database, "delete">, bookingIds: string[]): Promise<number> {
  if (bookingIds.length === 0) return 0;
  const removed = await tx.delete(textOutbox).where(inArray(textOutbox.bookingId, bookingIds)).returning({ id: textOutbox.id });
  return removed.length;
}

/** The privacy export: the texts written about these bookings, and every STOP or START replied from these numbers. */
export async function textsOfPerson(db: Pick<Database, "select">, { bookingIds, numbers }: { bookingIds: string[]; numbers: string[] }) {
  const [texts, replies] = await Promise.all([
    bookingIds.length === 0
      ? []
      : db
          .select({ kind: textOutbox.kind, to: textOutbox.to, body: textOutbox.body, status: textOutbox.status, createdAt: textOutbox.createdAt, sentAt: textOutbox.sentAt })
          .from(textOutbox)
          .where(inArray(textOutbox.bookingId, bookingIds))
          .orderBy(desc(textOutbox.createdAt)),
    numbers.length === 0
      ? []
      : db
          .select({ phone: textReplies.phone, keyword: textReplies.keyword, textsOn: textReplies.textsOn, receivedAt: textReplies.receivedAt })
          .from(textReplies)
          .where(inArray(textReplies.phone, numbers))
          .orderBy(asc(textReplies.receivedAt)),
  ]);
  return { texts, textReplies: replies };
}
