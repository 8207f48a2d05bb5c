import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { outbox } from "~/db/schema.server";
import { withdrawTexts } from "~/features/texts/index.server";

/** The kind of the day-before reminder, email and text alike. */
export const REMINDER_TEXT = "booking-reminder";

/**
 * A move or a cancellation withdraws the reminders not yet sent (cal.com #6905), in its own transaction: the text is
 * marked withdrawn, the email (never sent, its words name the old time) is taken out of the outbox. The reminder
 * sweep then reminds of the new time when it is due.
 */
export async function withdrawReminders(tx: Pick<Database, "update" | "delete">, bookingId: string): Promise<void> {
  await withdrawTexts(tx, { bookingId, kind: REMINDER_TEXT });
  await tx.delete(outbox).where(and(eq(outbox.bookingId, bookingId), eq(outbox.kind, REMINDER_TEXT), eq(outbox.status, "pending")));
}
