import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings, clients, consultations, consultationsAtStudio, consultationViews, treatmentConsents } from "~/db/schema.server";
import { consultationForms } from "~/content/consultation-forms";
import { CONSULTATION_VALID_MONTHS, consultationFormFor, type ConsultationState } from "./consultation-rules";
import type { ConsultationGiven } from "./consultation-request";
import { bookingFormOf as bookingForm } from "./booking-form-of";

export { bookingForm };

type Tx = Pick<Database, "select" | "insert" | "delete" | "update" | "execute">;

/**
 * Keeps what readConsultation accepted for one booking: her answers (with the time of her explicit consent, given in
 * the same request) and her consent to the treatment when she typed her name, or her choice to answer at the
 * studio. Answers go to the booking's client record, which the database set from her email.
 */
export async function keepConsultation(db: Tx, bookingId: string, given: ConsultationGiven, now: Date): Promise<void> {
  if (given.kind === "at-studio") {
    await db.insert(consultationsAtStudio).values({ bookingId, chosenAt: now }).onConflictDoNothing();
    return;
  }
  const [booking] = await db.select({ clientId: bookings.clientId }).from(bookings).where(eq(bookings.id, bookingId));
  const clientId = booking?.clientId ?? null;
  const { form, answers, consentName } = given;
  await db.insert(consultations).values({ clientId, bookingId, service: form.service, formVersion: form.version, answers, healthDataConsentAt: now, answeredAt: now });
  if (consentName) {
    await db.insert(treatmentConsents).values({ clientId, bookingId, service: form.service, formVersion: form.version, consentText: form.consentText, signedName: consentName, signedAt: now });
  }
  await db.delete(consultationsAtStudio).where(eq(consultationsAtStudio.bookingId, bookingId));
}

/**
 * Where each booking's consultation stands: done when she answered the form's current version (for this booking or
 * another) within CONSULTATION_VALID_MONTHS before it starts; to do at the studio when she chose that; else to do.
 * Answers to an older version, or older than that, are asked again (DESIGN 11).
 * Bookings of a service without a form are left out.
 */
export async function consultationStates(db: Pick<Database, "select">, ids: readonly string[]): Promise<Map<string, ConsultationState>> {
  const states = new Map<string, ConsultationState>();
  if (ids.length === 0) return states;
  const current = sql.join(
    consultationForms.map((form) => sql`(c.service = ${form.service} and c.form_version = ${form.version})`),
    sql` or `,
  );
  const rows = await db
    .select({
      id: bookings.id,
      items: bookings.items,
      // Named outright: drizzle leaves a lone table's columns unqualified, which inside a subquery bind to the inner table.
      done: sql<boolean>`exists (select 1 from consultations c where (c.booking_id = "bookings"."id" or c.client_id = "bookings"."client_id")
        and c.answered_at > "bookings"."starts_at" - make_interval(months => ${CONSULTATION_VALID_MONTHS}) and (${current}))`,
      atStudio: sql<boolean>`exists (select 1 from consultations_at_studio s where s.booking_id = "bookings"."id")`,
    })
    .from(bookings)
    .where(inArray(bookings.id, [...ids]));
  for (const row of rows) {
    if (!bookingForm(row.items)) continue;
    states.set(row.id, row.done ? "done" : row.atStudio ? "at-studio" : "to-do");
  }
  return states;
}


/** The records a client's answers may sit under: hers and the records merged into it. */
const recordsOf = (clientId: string) => sql`(select ${clients.id} from ${clients} where ${clients.id} = ${clientId} or ${clients.mergedInto} = ${clientId})`;

export interface ConsultationViewer {
  userId: string;
  name: string;
}

/**
 * A client's health answers and treatment consents, newest first, for a member of staff allowed to see them (the
 * caller checks the role, docs/decisions/0059); the read is logged with who, when, which client and where.
 */
export async function readHealthAnswers(db: Pick<Database, "select" | "insert">, clientId: string, viewer: ConsultationViewer, place: string, now = new Date()) {
  const [answers, consents] = await Promise.all([
    db
      .select({ id: consultations.id, bookingId: consultations.bookingId, service: consultations.service, formVersion: consultations.formVersion, answers: consultations.answers, answeredAt: consultations.answeredAt })
      .from(consultations)
      .where(sql`${consultations.clientId} in ${recordsOf(clientId)}`)
      .orderBy(desc(consultations.answeredAt)),
    db
      .select({ id: treatmentConsents.id, service: treatmentConsents.service, formVersion: treatmentConsents.formVersion, consentText: treatmentConsents.consentText, signedName: treatmentConsents.signedName, signedAt: treatmentConsents.signedAt })
      .from(treatmentConsents)
      .where(sql`${treatmentConsents.clientId} in ${recordsOf(clientId)}`)
      .orderBy(desc(treatmentConsents.signedAt)),
  ]);
  await db.insert(consultationViews).values({ clientId, viewedBy: viewer.userId, viewer: viewer.name, place, viewedAt: now });
  return {
    consultations: answers.map((row) => {
      const form = consultationFormFor(row.service);
      // Labels from the form she answered while it is current; an older version's answers show by their ids.
      const labels = new Map(form && form.version === row.formVersion ? form.questions.map((question) => [question.id, question.label]) : []);
      return { ...row, questions: Object.entries(row.answers).map(([id, answer]) => ({ id, label: labels.get(id) ?? id, answer })) };
    }),
    consents,
  };
}

/** The health answers of one booking's client for its card: the same rule and the same log as the record. */
export async function readBookingHealthAnswers(db: Pick<Database, "select" | "insert">, bookingId: string, viewer: ConsultationViewer, now = new Date()) {
  const [booking] = await db.select({ clientId: bookings.clientId }).from(bookings).where(eq(bookings.id, bookingId));
  if (!booking?.clientId) return undefined;
  const read = await readHealthAnswers(db, booking.clientId, viewer, "booking card", now);
  return read.consultations.find((row) => row.bookingId === bookingId) ?? read.consultations[0];
}

/** Who saw a client's answers, newest first (the owner's accountability record). */
export const healthAnswerViews = (db: Pick<Database, "select">, clientId: string) =>
  db.select({ viewer: consultationViews.viewer, place: consultationViews.place, viewedAt: consultationViews.viewedAt }).from(consultationViews).where(eq(consultationViews.clientId, clientId)).orderBy(desc(consultationViews.viewedAt));

/** Her answers and consents, for the privacy export of one email address. */
export async function consultationsOfPerson(db: Pick<Database, "select">, email: string) {
  const hers = or(
    sql`${consultations.bookingId} in (select id from ${bookings} where lower(${bookings.email}) = ${email})`,
    sql`${consultations.clientId} in (select client_id from client_emails where email = ${email})`,
  );
  const consents = or(
    sql`${treatmentConsents.bookingId} in (select id from ${bookings} where lower(${bookings.email}) = ${email})`,
    sql`${treatmentConsents.clientId} in (select client_id from client_emails where email = ${email})`,
  );
  const [answers, signed] = await Promise.all([
    db.select({ service: consultations.service, formVersion: consultations.formVersion, answers: consultations.answers, answeredAt: consultations.answeredAt, healthDataConsentAt: consultations.healthDataConsentAt }).from(consultations).where(hers),
    db.select({ service: treatmentConsents.service, formVersion: treatmentConsents.formVersion, consentText: treatmentConsents.consentText, signedName: treatmentConsents.signedName, signedAt: treatmentConsents.signedAt }).from(treatmentConsents).where(consents),
  ]);
  return { consultations: answers, treatmentConsents: signed };
}

/** The privacy erase: every answer and consent of her bookings and records, and the log of who read them. */
export async function eraseConsultations(tx: Pick<Database, "delete">, { bookingIds, clientIds }: { bookingIds: string[]; clientIds: string[] }): Promise<number> {
  if (bookingIds.length === 0 && clientIds.length === 0) return 0;
  const removed = await tx
    .delete(consultations)
    .where(or(bookingIds.length > 0 ? inArray(consultations.bookingId, bookingIds) : undefined, clientIds.length > 0 ? inArray(consultations.clientId, clientIds) : undefined))
    .returning({ id: consultations.id });
  await tx.delete(treatmentConsents).where(or(bookingIds.length > 0 ? inArray(treatmentConsents.bookingId, bookingIds) : undefined, clientIds.length > 0 ? inArray(treatmentConsents.clientId, clientIds) : undefined));
  if (clientIds.length > 0) await tx.delete(consultationViews).where(inArray(consultationViews.clientId, clientIds));
  return removed.length;
}

/**
 * The retention sweep (docs/decisions/0059): answers and consents kept `years` after her last visit (the latest
 * start among the client's bookings, or the answer itself when she has none), then erased.
 */
export async function sweepConsultations(db: Pick<Database, "delete">, { years, now = new Date() }: { years: number; now?: Date }): Promise<number> {
  const cutoff = sql`${now.toISOString()}::timestamptz - make_interval(years => ${years})`;
  // Named outright: inside the subquery an unqualified client_id would be the booking's.
  const lastVisit = (table: string, own: string) =>
    sql.raw(`greatest("${table}"."${own}", coalesce((select max(b.starts_at) from bookings b where b.client_id = "${table}"."client_id"), "${table}"."${own}"))`);
  const removed = await db
    .delete(consultations)
    .where(sql`${lastVisit("consultations", "answered_at")} < ${cutoff}`)
    .returning({ id: consultations.id });
  await db.delete(treatmentConsents).where(sql`${lastVisit("treatment_consents", "signed_at")} < ${cutoff}`);
  return removed.length;
}

/** A booking of hers for the manage link: is its consultation still hers to answer (active, not yet started)? */
export async function bookingForConsultation(db: Pick<Database, "select">, bookingId: string) {
  const [row] = await db.select({ id: bookings.id, items: bookings.items, status: bookings.status, startsAt: bookings.startsAt }).from(bookings).where(and(eq(bookings.id, bookingId)));
  return row;
}
