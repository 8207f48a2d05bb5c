import { and, eq, isNotNull, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings, openPayments, outbox } from "~/db/schema.server";
import { type EmailContext } from "~/features/mail";
import type { PaymentProvider } from "~/features/payments";
import { reconcilePayment } from "~/features/payments/index.server";
import { holdLapsing } from "../diary/occupancy.server";
import { bookingReminderEmail } from "../emails/booking-emails";
import { bookingReminderText } from "../emails/booking-reminder-text";
import { enqueueText } from "~/features/texts/index.server";
import { REMINDER_TEXT } from "../lifecycle/withdraw-reminders.server";
import { practitionerNameOf } from "../diary/booking-practitioner.server";
import { patchTestFactsOf } from "../patch-tests/patch-tests.server";
import { cancelLapsedHolds } from "../lifecycle/booking-lifecycle.server";

/**
 * Cancels what is in the diary but no longer occupies it (unpaid, hold lapsed), with an audit row each, and then
 * their payments, so a late card cannot pay for a lost slot. A hold that ended with its payment still open is
 * asked about first (docs/decisions/0072): a card charged before a crash cut its record off is recorded, not
 * cancelled and refunded; one still payable is cancelled at the provider, and its hold then goes with the rest.
 */
export async function sweepExpiredHolds(db: Database, provider: PaymentProvider, emailContext: EmailContext): Promise<number> {
  const inFlight = await db
    .select({ payment: openPayments })
    .from(openPayments)
    .innerJoin(bookings, eq(bookings.id, openPayments.bookingId))
    .where(and(eq(openPayments.provider, provider.name), holdLapsing))
    .limit(50);
  // Each on its own: one the provider cannot answer keeps its hold till a later sweep asks again.
  for (const { payment } of inFlight) await reconcilePayment(db, provider, payment, emailContext).catch(() => undefined);
  const expired = await db.transaction((tx) => cancelLapsedHolds(tx, { emailContext }));
  await Promise.all(
    expired.flatMap((row) => (row.paymentIntentId ? [provider.cancel(row.paymentIntentId).catch(() => undefined)] : [])),
  );
  return expired.length;
}

/**
 * Who is reminded, by email and by text alike: bookings that start 2 to 24 hours from now and are confirmed or paid.
 * A booking made less than 24 hours ahead is not reminded: its confirmation arrived moments ago.
 */
const reminderDue = (clock: SQL) =>
  and(
    sql`${bookings.startsAt} between ${clock} + interval '2 hours' and ${clock} + interval '24 hours'`,
    sql`${bookings.createdAt} <= ${bookings.startsAt} - interval '24 hours'`,
    sql`(${bookings.status} = 'confirmed' or (${bookings.status} = 'pending' and ${bookings.paymentStatus} = 'paid'))`,
  );

/**
 * Queues the 24-hour reminders: the email, and the text for a client who asked for one (docs/decisions/0063). The
 * unique indexes on both outboxes make a second reminder impossible, so every instance may run this. `now` is the
 * database's clock unless a test moves time.
 */
export async function queueReminders(db: Database, emailContext: EmailContext, { now }: { now?: Date } = {}): Promise<number> {
  const clock: SQL = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
  const due = await db
    .select()
    .from(bookings)
    .where(
      and(
        reminderDue(clock),
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
  return queued + (await queueReminderTexts(db, emailContext, clock));
}

/** The reminder texts due: one per booking and start (a move's new time gets its own), only where she chose texts. */
async function queueReminderTexts(db: Database, emailContext: EmailContext, clock: SQL): Promise<number> {
  const due = await db
    .select()
    .from(bookings)
    .where(
      and(
        reminderDue(clock),
        eq(bookings.textsOk, true),
        isNotNull(bookings.textTo),
        sql`not exists (select 1 from text_outbox t where t.booking_id = ${bookings.id} and t.kind = ${REMINDER_TEXT} and t.for_starts_at = ${bookings.startsAt} and t.status <> 'withdrawn')`,
      ),
    );
  let queued = 0;
  for (const booking of due) {
    const startsAt = booking.startsAt!;
    const text = await enqueueText(db, { kind: REMINDER_TEXT, to: booking.textTo!, body: bookingReminderText({ ...booking, startsAt }, emailContext), bookingId: booking.id, forStartsAt: startsAt });
    if (text) queued += 1;
  }
  return queued;
}
