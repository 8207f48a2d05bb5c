import { desc, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings, contacts, outbox, waitlist } from "~/db/schema.server";

/** A person's right of access and erasure (UK GDPR): everything held for one email address, and its removal. */
const sameEmail = (column: typeof contacts.email | typeof bookings.email | typeof waitlist.email | typeof outbox.to, email: string) =>
  sql`lower(${column}) = lower(${email.trim()})`;

export async function findPersonalData(db: Database, email: string) {
  const [foundContacts, foundBookings, foundWaitlist, foundEmails] = await Promise.all([
    db.select().from(contacts).where(sameEmail(contacts.email, email)).orderBy(desc(contacts.createdAt)),
    db.select().from(bookings).where(sameEmail(bookings.email, email)).orderBy(desc(bookings.createdAt)),
    db.select().from(waitlist).where(sameEmail(waitlist.email, email)).orderBy(desc(waitlist.createdAt)),
    db
      .select({ id: outbox.id, kind: outbox.kind, subject: outbox.subject, status: outbox.status, createdAt: outbox.createdAt, sentAt: outbox.sentAt })
      .from(outbox)
      .where(sameEmail(outbox.to, email))
      .orderBy(desc(outbox.createdAt)),
  ]);
  return { email: email.trim(), contacts: foundContacts, bookings: foundBookings, waitlist: foundWaitlist, emails: foundEmails };
}

/**
 * Erases a person: messages, waitlist entries and emails go; bookings stay as financial records (amount, date,
 * payment) with the name, contact details and notes removed.
 */
export async function erasePersonalData(db: Database, email: string) {
  return db.transaction(async (tx) => {
    const removedContacts = await tx.delete(contacts).where(sameEmail(contacts.email, email)).returning({ id: contacts.id });
    const removedWaitlist = await tx.delete(waitlist).where(sameEmail(waitlist.email, email)).returning({ id: waitlist.id });
    const removedEmails = await tx.delete(outbox).where(sameEmail(outbox.to, email)).returning({ id: outbox.id });
    const anonymised = await tx
      .update(bookings)
      .set({
        name: "Erased on request",
        email: sql`'erased-' || ${bookings.id} || '@invalid'`,
        phone: "",
        notes: null,
        updatedAt: sql`now()`,
      })
      .where(sameEmail(bookings.email, email))
      .returning({ id: bookings.id });
    return {
      contacts: removedContacts.length,
      waitlist: removedWaitlist.length,
      emails: removedEmails.length,
      bookingsAnonymised: anonymised.length,
    };
  });
}

