import { and, desc, eq, gt, inArray, isNotNull, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { allocations, bookings, clientEmails, patchTests } from "~/db/schema.server";
import type { EmailContext } from "~/features/mail";
import { changeStatus, recordChange, type Actor, type Booking } from "../lifecycle/booking-lifecycle.server";
import { activeStatuses } from "../rules/booking-status";
import { patchTestMessages } from "../rules/patch-test-messages";
import { passedTestCovers, patchTestServiceId, patchTestVerdict, type PatchTestEvidence, type PatchTestResult, type PatchTestVerdict } from "../rules/patch-test-rule";

type Reader = Pick<Database, "select">;

/** A patch test as the client record, the API and the booking card show it. */
export interface PatchTestRecord {
  id: string;
  bookingId: string;
  clientId: string | null;
  /** When it was done: its appointment's start. */
  testedAt: Date;
  product: string | null;
  result: PatchTestResult;
  recordedBy: string;
  recordedAt: Date;
}

const recordColumns = {
  id: patchTests.id,
  bookingId: patchTests.bookingId,
  clientId: bookings.clientId,
  testedAt: bookings.startsAt,
  product: patchTests.product,
  result: patchTests.result,
  recordedBy: patchTests.recorder,
  recordedAt: patchTests.recordedAt,
};

const asRecord = (row: { testedAt: Date | null; result: string } & Omit<PatchTestRecord, "testedAt" | "result">): PatchTestRecord => ({
  ...row,
  testedAt: row.testedAt!,
  result: row.result as PatchTestResult,
});

/** A patch-test appointment: the free patch test alone in its basket. */
export const isPatchTestBooking = (booking: Pick<Booking, "items">): boolean => booking.items.length > 0 && booking.items.every((item) => item.id === patchTestServiceId);

/** Her patch tests with their results, newest first (the client record, DESIGN 11). */
export async function patchTestsOf(db: Reader, clientId: string): Promise<PatchTestRecord[]> {
  const rows = await db
    .select(recordColumns)
    .from(patchTests)
    .innerJoin(bookings, eq(bookings.id, patchTests.bookingId))
    .where(and(eq(bookings.clientId, clientId), isNotNull(bookings.startsAt)))
    .orderBy(desc(bookings.startsAt));
  return rows.map(asRecord);
}

/** The patch tests of whoever books with this address (her client record, found by the address, case aside). */
export async function patchTestsOfEmail(db: Reader, email: string): Promise<PatchTestRecord[]> {
  const [client] = await db.select({ clientId: clientEmails.clientId }).from(clientEmails).where(eq(clientEmails.email, email.trim().toLowerCase()));
  return client ? patchTestsOf(db, client.clientId) : [];
}

/** The result recorded on one patch-test appointment, if any. */
export async function patchTestOn(db: Reader, bookingId: string): Promise<PatchTestRecord | undefined> {
  const [row] = await db.select(recordColumns).from(patchTests).innerJoin(bookings, eq(bookings.id, patchTests.bookingId)).where(eq(patchTests.bookingId, bookingId));
  return row ? asRecord(row) : undefined;
}

/** A treatment whose patch-test answer the rule reads: her booked test, or her word that hers is recent. */
export const checksPatchTest = (booking: Pick<Booking, "patchTest">): boolean => booking.patchTest === "booked" || booking.patchTest === "recent";

async function evidenceFor(db: Reader, treatment: Booking): Promise<PatchTestEvidence & { known: number }> {
  const results = treatment.clientId ? await patchTestsOf(db, treatment.clientId) : [];
  let booked: PatchTestEvidence["booked"];
  if (treatment.patchTestBookingId) {
    const [patch] = await db.select({ startsAt: bookings.startsAt, status: bookings.status }).from(bookings).where(eq(bookings.id, treatment.patchTestBookingId));
    const result = results.find((entry) => entry.bookingId === treatment.patchTestBookingId)?.result ?? null;
    if (patch?.startsAt && patch.status !== "cancelled") booked = { startsAt: patch.startsAt, result };
  }
  return { booked, results: results.map(({ testedAt, result }) => ({ testedAt, result })), known: results.length };
}

/**
 * Which times a booking may move to as far as patch tests go: a treatment's own window, or, for a patch-test
 * appointment, that of each treatment it was booked for. Read once, then asked per time (the manage page filters its
 * offered times with it; every move checks with it). A "recent" answer given before results were recorded
 * (docs/decisions/0058) has nothing on record to check against: it stands as it was accepted.
 */
export async function patchTestMoveRule(db: Reader, booking: Booking): Promise<(start: Date, patchStart?: Date) => PatchTestVerdict> {
  if (isPatchTestBooking(booking)) {
    const treatments = await Promise.all((await treatmentsOfPatchTest(db, booking.id)).map(async (treatment) => ({ treatment, rule: await treatmentRule(db, treatment) })));
    return (start) => {
      for (const { treatment, rule } of treatments) {
        const verdict = rule(treatment.startsAt!, start);
        if (verdict !== "ok") return verdict;
      }
      return "ok";
    };
  }
  const rule = await treatmentRule(db, booking);
  return (start, patchStart) => rule(start, patchStart);
}

async function treatmentRule(db: Reader, treatment: Booking): Promise<(start: Date, patchStart?: Date) => PatchTestVerdict> {
  if (!checksPatchTest(treatment)) return () => "ok";
  const evidence = await evidenceFor(db, treatment);
  if (treatment.patchTest === "recent" && evidence.known === 0) return () => "ok";
  return (start, patchStart) => patchTestVerdict(start, patchStart && evidence.booked ? { ...evidence, booked: { ...evidence.booked, startsAt: patchStart } } : evidence);
}

/** The treatments still to come that a patch-test appointment was booked for. */
export async function treatmentsOfPatchTest(db: Reader, patchBookingId: string): Promise<Booking[]> {
  return db
    .select()
    .from(bookings)
    .where(and(eq(bookings.patchTestBookingId, patchBookingId), inArray(bookings.status, activeStatuses)));
}

/** Whether moving this booking to `start` (and its patch test to `patchStart`, when it moves too) keeps every patch-test window it is part of. */
export async function moveKeepsPatchTests(db: Reader, booking: Booking, start: Date, patchStart?: Date): Promise<PatchTestVerdict> {
  return (await patchTestMoveRule(db, booking))(start, patchStart);
}

/** Her bookings still to come that a reaction recorded at `testedAt` stops: the one it was booked for, and any that rest on her earlier tests. */
export async function treatmentsStoppedBy(db: Reader, patch: Pick<Booking, "id" | "clientId">, testedAt: Date): Promise<Booking[]> {
  return db
    .select()
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, activeStatuses),
        or(
          eq(bookings.patchTestBookingId, patch.id),
          patch.clientId ? and(eq(bookings.patchTest, "recent"), eq(bookings.clientId, patch.clientId), gt(bookings.startsAt, testedAt)) : undefined,
        ),
      ),
    );
}

export type RecordResult =
  | { outcome: "recorded"; patchTest: PatchTestRecord; stopped: Booking[] }
  | { outcome: "not-found" }
  | { outcome: "refused"; code: "not-a-patch-test" | "patch-test-cancelled" | "patch-test-not-started" };

/**
 * Staff record what a patch test showed (a second recording corrects the first), audited on its booking with its
 * actor. A reaction returns the treatments it stops: the caller cancels each through the change policy's one path.
 */
export async function recordPatchTestResult(
  db: Database,
  request: { bookingId: string; result: PatchTestResult; product?: string | null; actor: Actor & { kind: "staff" }; recorder: string; onlyOf?: string },
  { emailContext, now = new Date() }: { emailContext: EmailContext; now?: Date },
): Promise<RecordResult> {
  return db.transaction(async (tx): Promise<RecordResult> => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, request.bookingId)).for("update");
    if (!booking) return { outcome: "not-found" };
    // A practitioner records only on her own appointments; to her another's is not there (as in her diary).
    if (request.onlyOf) {
      const [hers] = await tx
        .select({ id: allocations.id })
        .from(allocations)
        .where(and(eq(allocations.bookingId, booking.id), eq(allocations.staffMemberId, request.onlyOf)))
        .limit(1);
      if (!hers) return { outcome: "not-found" };
    }
    if (!isPatchTestBooking(booking)) return { outcome: "refused", code: "not-a-patch-test" };
    if (booking.status === "cancelled") return { outcome: "refused", code: "patch-test-cancelled" };
    if (!booking.startsAt || booking.startsAt.getTime() > now.getTime()) return { outcome: "refused", code: "patch-test-not-started" };
    const product = request.product?.trim() || null;
    await tx
      .insert(patchTests)
      .values({ bookingId: booking.id, result: request.result, product, recordedBy: request.actor.userId, recorder: request.recorder, recordedAt: now })
      .onConflictDoUpdate({ target: patchTests.bookingId, set: { result: request.result, product, recordedBy: request.actor.userId, recorder: request.recorder, recordedAt: now } });
    await recordChange(tx, {
      bookingId: booking.id,
      actor: request.actor,
      fromStatus: booking.status,
      toStatus: booking.status,
      reason: `patch test result: ${request.result}${product ? ` (${product})` : ""}`,
    });
    // A test that was done is a visit that took place: its appointment is completed, so cancelling the treatment it
    // stops leaves it in her history (the change policy cancels a treatment's patch test only while it is to come).
    if (request.result !== "not-done" && booking.status === "confirmed") {
      await changeStatus(tx, { bookingId: booking.id, to: "completed", actor: request.actor, reason: "patch test done" }, { emailContext, now });
    }
    const patchTest = (await patchTestOn(tx, booking.id))!;
    const stopped = request.result === "reacted" ? await treatmentsStoppedBy(tx, booking, booking.startsAt) : [];
    return { outcome: "recorded", patchTest, stopped };
  });
}

/** What pages and emails say of a treatment's patch test: its booked time, or the passed test it rests on. */
export interface PatchTestFacts {
  patchTest: string | null;
  patchTestStartsAt: Date | null;
  patchTestResult: PatchTestResult | null;
  patchTestPassedOn: Date | null;
}

export async function patchTestFactsOf(db: Reader, booking: Pick<Booking, "patchTest" | "patchTestBookingId" | "clientId" | "startsAt">): Promise<PatchTestFacts> {
  const facts: PatchTestFacts = { patchTest: booking.patchTest, patchTestStartsAt: null, patchTestResult: null, patchTestPassedOn: null };
  if (!checksPatchTest(booking)) return facts;
  if (booking.patchTestBookingId) {
    const [patch] = await db.select({ startsAt: bookings.startsAt, status: bookings.status }).from(bookings).where(eq(bookings.id, booking.patchTestBookingId));
    if (patch && patch.status !== "cancelled") facts.patchTestStartsAt = patch.startsAt;
    facts.patchTestResult = (await patchTestOn(db, booking.patchTestBookingId))?.result ?? null;
  }
  if (booking.clientId && booking.startsAt) {
    const start = booking.startsAt;
    const passed = (await patchTestsOf(db, booking.clientId)).find((test) => test.result === "passed" && passedTestCovers(start, test.testedAt));
    facts.patchTestPassedOn = passed?.testedAt ?? null;
  }
  return facts;
}

/**
 * What cancelling this booking does to the other half of a treatment and its patch test, in the client's words (the
 * manage page's confirmation and the cancellation email): a treatment takes its patch test with it (the change policy
 * cancels both); a patch test cancelled alone leaves its treatment booked, without the test it needs.
 */
export async function cancellationEffect(db: Reader, booking: Booking): Promise<string | null> {
  if (isPatchTestBooking(booking)) {
    const [treatment] = await treatmentsOfPatchTest(db, booking.id);
    return treatment?.startsAt ? patchTestMessages.patchCancelledAlone(treatment.service, treatment.startsAt) : null;
  }
  if (!booking.patchTestBookingId) return null;
  const [patch] = await db.select({ startsAt: bookings.startsAt, status: bookings.status }).from(bookings).where(eq(bookings.id, booking.patchTestBookingId));
  return patch?.startsAt && (patch.status === "pending" || patch.status === "confirmed") ? patchTestMessages.cancelledWithTreatment(patch.startsAt) : null;
}

/**
 * Her "recent" answer against her record (docs/decisions/0058): a passed test 24 hours to 6 months before the
 * treatment bears it out; a record that does not (her tests too old or too near, or her latest a reaction) refuses
 * it. With no result on record at all (results began with migration 0048) her word stands, as it always did.
 */
export async function recentAnswerVerdict(db: Reader, email: string, start: Date): Promise<PatchTestVerdict> {
  const results = await patchTestsOfEmail(db, email);
  if (results.length === 0) return "ok";
  return patchTestVerdict(start, { results: results.map(({ testedAt, result }) => ({ testedAt, result })) });
}
