import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { revokeLinks } from "~/lib/links/links.server";
import { fields } from "~/lib/forms";
import { membershipAdminMessages } from "~/features/memberships";
import { bookings, clientEmails, clients, contacts, outbox, patchTests, timeRequests, waitlist } from "~/db/schema.server";
import { eraseBookingTexts, textsOfPerson } from "~/features/texts/index.server";
import { erasePersonFromVouchers, vouchersOfPerson } from "~/features/vouchers/index.server";
import { eraseMarketingConsents, marketingHistoryOf } from "~/features/marketing/index.server";
import { consultationsOfPerson, eraseConsultations } from "~/features/consultations/index.server";
import { erasePersonFromMemberships, hasLiveMembership, lockMembershipEmail, membershipsOfPerson } from "~/features/memberships/index.server";
import { patchTestsOfEmail } from "~/features/booking/index.server";
import { eraseReviews, reviewsOfPerson } from "~/features/reviews/index.server";

/** A person's right of access and erasure (UK GDPR): everything held for one email address, and its removal. */
const sameEmail = (column: typeof contacts.email | typeof bookings.email | typeof waitlist.email | typeof timeRequests.email | typeof outbox.to | typeof outbox.replyTo, email: string) =>
  sql`lower(${column}) = lower(${email.trim()})`;

/**
 * The one address a request is about, whole and normalised (trimmed, lower case), or null. "@", a domain or part of
 * an address would match other people's rows: an erasure once rewrote every email in the outbox that way.
 */
export function privacyEmail(value: unknown): string | null {
  const parsed = fields.email.safeParse(value);
  return parsed.success ? parsed.data.toLowerCase() : null;
}

/** What a privacy request without one whole address is told, by the page and the API alike. */
export const privacyMessages = {
  lookFor: "Enter the whole email address to look for.",
  erase: "Enter the whole email address to erase.",
} as const;

/** Raised when a caller passes something that is not one whole address (callers answer 400 before this). */
export class NotOneAddressError extends Error {
  constructor() {
    super("A privacy request names one whole email address.");
  }
}

const regexEscaped = (text: string) => text.replace(/[\\.+*?^$()[\]{}|]/g, "\\$&");

/**
 * Her address as a whole word in a notice's text: not inside a longer address (ann@x.com is not in joann@x.com nor
 * in ann@x.com.au), while a full stop ending the sentence still counts.
 */
const mentions = (email: string) =>
  sql`lower(${outbox.subject} || ' ' || ${outbox.text}) ~ ${`(?<![a-z0-9._%+'-])${regexEscaped(email)}(?![a-z0-9_-]|\\.[a-z0-9])`}`;

export async function findPersonalData(db: Database, given: string) {
  const email = privacyEmail(given);
  if (!email) throw new NotOneAddressError();
  const [foundContacts, foundBookings, foundWaitlist, foundEmails, foundVouchers, foundMemberships, foundMarketing, foundHealth, foundPatchTests, foundReviews, foundTimeRequests] = await Promise.all([
    db.select().from(contacts).where(sameEmail(contacts.email, email)).orderBy(desc(contacts.createdAt)),
    db.select().from(bookings).where(sameEmail(bookings.email, email)).orderBy(desc(bookings.createdAt)),
    db.select().from(waitlist).where(sameEmail(waitlist.email, email)).orderBy(desc(waitlist.createdAt)),
    db
      .select({ id: outbox.id, kind: outbox.kind, subject: outbox.subject, status: outbox.status, createdAt: outbox.createdAt, sentAt: outbox.sentAt })
      .from(outbox)
      .where(sameEmail(outbox.to, email))
      .orderBy(desc(outbox.createdAt)),
    vouchersOfPerson(db, email),
    membershipsOfPerson(db, email),
    marketingHistoryOf(db, email),
    consultationsOfPerson(db, email),
    // Her patch tests' results, under the client record her address is filed under (docs/decisions/0058).
    patchTestsOfEmail(db, email),
    reviewsOfPerson(db, email),
    db
      .select({ items: timeRequests.items, fromDate: timeRequests.fromDate, toDate: timeRequests.toDate, partOfDay: timeRequests.partOfDay, name: timeRequests.name, phone: timeRequests.phone, textsOk: timeRequests.textsOk, createdAt: timeRequests.createdAt, withdrawnAt: timeRequests.withdrawnAt, bookedAt: timeRequests.bookedAt })
      .from(timeRequests)
      .where(sameEmail(timeRequests.email, email))
      .orderBy(desc(timeRequests.createdAt)),
  ]);
  // Her texts and her STOP/START replies, by the numbers her bookings asked texts at (docs/decisions/0063).
  const numbers = [...new Set(foundBookings.flatMap((booking) => (booking.textTo ? [booking.textTo] : [])))];
  const { texts, textReplies } = await textsOfPerson(db, { bookingIds: foundBookings.map((booking) => booking.id), numbers });
  return {
    email,
    contacts: foundContacts,
    bookings: foundBookings,
    waitlist: foundWaitlist,
    emails: foundEmails,
    vouchers: foundVouchers,
    memberships: foundMemberships,
    /** Every marketing choice she made, oldest first, with the words' version and id (docs/decisions/0037). */
    marketing: foundMarketing,
    /** Her consultation answers and consents to treatment (docs/decisions/0059). */
    consultations: foundHealth.consultations,
    treatmentConsents: foundHealth.treatmentConsents,
    patchTests: foundPatchTests.map(({ testedAt, product, result, recordedBy, recordedAt }) => ({ testedAt, product, result, recordedBy, recordedAt })),
    /** The review requests sent to her and her ratings, a published quote marked (docs/decisions/0065). */
    reviews: foundReviews,
    texts,
    textReplies,
    /** Her requests to be told when a time frees (docs/decisions/0064). */
    timeRequests: foundTimeRequests,
  };
}

/** Erasure refused: she has a live membership (features/memberships membershipAdminMessages.liveOnErase). */
export class LiveMembershipError extends Error {
  constructor() {
    super(membershipAdminMessages.liveOnErase);
  }
}

/** What an erased studio notice says instead of the client's details. */
export const erasedNotice = {
  subject: "Client details erased on request",
  text: "This notice held a client's name and contact details, erased at her request (UK GDPR).",
  lastError: "Erased on request before it was sent",
} as const;

/**
 * Erases a person: messages, waitlist entries and the emails sent to her go; bookings stay as financial records
 * (amount, date, payment) with the name, contact details and notes removed, and so do gift vouchers she bought or
 * was given (amount, balance, redemptions) without her name, email or the message. Her marketing choices go too. The studio's own notices about her
 * (a new booking, a change, a message: linked by booking, reply-to or her address in the text) keep their place in
 * the mail log with their words replaced, and one not yet sent is not sent.
 */
export async function erasePersonalData(db: Database, given: string) {
  const email = privacyEmail(given);
  if (!email) throw new NotOneAddressError();
  return db.transaction(async (tx) => {
    // A live membership is still billed to her: erasing her address would leave money moving for nobody
    // (docs/decisions/0028). Checked under the lock joins and cancellations take for her address.
    await lockMembershipEmail(tx, email);
    if (await hasLiveMembership(tx, email)) throw new LiveMembershipError();
    const hers = await tx.select({ id: bookings.id, clientId: bookings.clientId }).from(bookings).where(sameEmail(bookings.email, email));
    const bookingIds = hers.map((booking) => booking.id);
    const [addressOf] = await tx.select({ clientId: clientEmails.clientId }).from(clientEmails).where(eq(clientEmails.email, email));
    const clientIds = [...new Set([...hers.flatMap((booking) => (booking.clientId ? [booking.clientId] : [])), ...(addressOf ? [addressOf.clientId] : [])])];
    // Her health answers go first, while her bookings still name her (docs/decisions/0059).
    const healthAnswers = await eraseConsultations(tx, { bookingIds, clientIds });
    const removedContacts = await tx.delete(contacts).where(sameEmail(contacts.email, email)).returning({ id: contacts.id });
    const removedWaitlist = await tx.delete(waitlist).where(sameEmail(waitlist.email, email)).returning({ id: waitlist.id });
    await revokeLinks(tx, "unsubscribe", removedWaitlist.map((entry) => entry.id));
    // Her requests for freed times go, and their offers with them (docs/decisions/0064).
    const removedTimeRequests = await tx.delete(timeRequests).where(sameEmail(timeRequests.email, email)).returning({ id: timeRequests.id });
    await revokeLinks(tx, "time-request-withdraw", removedTimeRequests.map((request) => request.id));
    const removedEmails = await tx.delete(outbox).where(sameEmail(outbox.to, email)).returning({ id: outbox.id });
    const scrubbed = await tx
      .update(outbox)
      .set({
        subject: erasedNotice.subject,
        text: erasedNotice.text,
        html: `<p>${erasedNotice.text}</p>`,
        replyTo: null,
        attachments: [],
        status: sql`case when ${outbox.status} = 'pending' then 'failed' else ${outbox.status} end`,
        lastError: sql`case when ${outbox.status} = 'pending' then ${erasedNotice.lastError} else ${outbox.lastError} end`,
      })
      .where(
        or(
          bookingIds.length > 0 ? inArray(outbox.bookingId, bookingIds) : undefined,
          sameEmail(outbox.replyTo, email),
          mentions(email),
        ),
      )
      .returning({ id: outbox.id });
    // Her patch-test results are about her skin: they go, though the anonymised appointments stay (decision 0058).
    if (bookingIds.length > 0) await tx.delete(patchTests).where(inArray(patchTests.bookingId, bookingIds));
    // Her texts (her number, her first name) go with them; her STOP stays, as the number's suppression (decision 0063).
    await eraseBookingTexts(tx, bookingIds);
    const anonymised = await tx
      .update(bookings)
      .set({
        name: "Erased on request",
        email: sql`'erased-' || ${bookings.id} || '@invalid'`,
        phone: "",
        textsOk: false,
        textTo: null,
        notes: null,
        // Named, so the database does not file the erased address as a client of its own (bookings_link_client).
        clientId: null,
        updatedAt: sql`now()`,
      })
      .where(sameEmail(bookings.email, email))
      .returning({ id: bookings.id });
    // Her record goes with her (notes, merges, the records merged into it); one with another address of hers left stays.
    await tx.delete(clientEmails).where(eq(clientEmails.email, email));
    const clientRecords =
      clientIds.length === 0
        ? []
        : await tx
            .delete(clients)
            .where(
              and(
                inArray(clients.id, clientIds),
                sql`not exists (select 1 from ${clientEmails} where ${clientEmails.clientId} = ${clients.id})`,
                sql`not exists (select 1 from ${bookings} where ${bookings.clientId} = ${clients.id})`,
              ),
            )
            .returning({ id: clients.id });
    const vouchersAnonymised = await erasePersonFromVouchers(tx, email);
    const membershipsAnonymised = await erasePersonFromMemberships(tx, email);
    const marketingChoices = await eraseMarketingConsents(tx, email);
    // Her ratings go, and a quote of hers on /testimonials with them (docs/decisions/0065).
    const reviews = await eraseReviews(tx, email);
    return {
      contacts: removedContacts.length,
      waitlist: removedWaitlist.length,
      timeRequests: removedTimeRequests.length,
      emails: removedEmails.length,
      noticesScrubbed: scrubbed.length,
      bookingsAnonymised: anonymised.length,
      clientRecords: clientRecords.length,
      vouchersAnonymised,
      membershipsAnonymised,
      marketingChoices,
      healthAnswers,
      reviews,
    };
  });
}
