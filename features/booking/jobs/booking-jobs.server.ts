import { and, isNotNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings, outbox } from "~/db/schema.server";
import { type EmailContext } from "~/features/mail";
import type { PaymentProvider } from "~/features/payments";
import { bookingReminderEmail } from "../emails/booking-emails";
import { practitionerNameOf } from "../diary/booking-practitioner.server";
import { patchTestFactsOf } from "../patch-tests/patch-tests.server";
import { cancelLapsedHolds } from "../lifecycle/booking-lifecycle.server";

/**
 * Cancels what is in the diary but no longer occupies it (unpaid, hold lapsed), with an audit row each, and then
 * their payments, so a late card cannot pay for a lost slot.
 */
export async function sweepExpiredHolds(db: Database, provider: PaymentProvider, emailContext: EmailContext): Promise<number> {
  const expired = await db.transaction((tx) => cancelLapsedHolds(tx, { emailContext }));
  await Promise.all(
    expired.flatMap((row) => (row.paymentIntentId ? [provider.cancel(row.paymentIntentId).catch(() => undefined)] : [])),
  );
  return expired.length;
}

/**
 * Queues the 24-hour reminder for bookings that start in the next 24 hours and are confirmed or paid. A booking made
 * less than 24 hours ahead is not reminded: its confirmation arrived moments ago. The unique index on the outbox
 * makes a second reminder impossible, so every instance may run this.
 */
export async function queueReminders(db: Database, emailContext: EmailContext): Promise<number> {
  const due = await db
    .select()
    .from(bookings)
    .where(
      and(
        sql`${bookings.startsAt} between now() + interval '2 hours' and now() + interval '24 hours'`,
        sql`${bookings.createdAt} <= ${bookings.startsAt} - interval '24 hours'`,
        sql`(${bookings.status} = 'confirmed' or (${bookings.status} = 'pending' and ${bookings.paymentStatus} = 'paid'))`,
        sql`not exists (select 1 from outbox where outbox.booking_id = ${bookings.id} and outbox.kind = 'booking-reminder')`,
        // A client staff booked without an email address gets no reminder (docs/decisions/0042).
        isNotNull(bookings.email),
      ),
    );
  let queued = 0;
  for (const booking of due) {
    const reminder = bookingReminderEmail({ ...booking, ...(await patchTestFactsOf(db, booking)), practitioner: await practitionerNameOf(db, booking.id) }, emailContext);
    if (!reminder) continue;
    const { kind, to, toName, subject, text, html, attachments } = reminder;
    const inserted = await db
      .insert(outbox)
      .values({ kind, to, toName, subject, text, html, attachments, bookingId: booking.id })
      .onConflictDoNothing()
      .returning({ id: outbox.id });
    queued += inserted.length;
  }
  return queued;
}

