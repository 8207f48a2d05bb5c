import { and, eq, gt, isNotNull, ne, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings, outbox } from "~/db/schema.server";
import { availableSlots, checkSlot, outsideHours, type Busy, type Slot, type SlotCheck } from "./diary/availability";
import { EarlyAccessError, needsPatchTestAnswer, priceBasket, type BasketItem, type BookableMenu } from "./basket";
import { bookableFacts, earlyAccessMessages, earlyAccessRefusalMessage, earlyBirdName, earlyBirdPrice, type ServiceFacts } from "~/features/studio";
import { checkEarlyAccess, claimEarlyAccess, currentServiceFacts, type EarlyAccessCheck, type EarlyAccessGrant } from "~/features/studio/index.server";
import type { BookingSettings } from "./diary/booking-settings";
import type { BookingRequest } from "./booking-form";
import { cancelLapsedHolds, changeStatus, type Booking } from "./lifecycle/booking-lifecycle.server";
import { wasEverPaid } from "./lifecycle/booking-status";
import { inDiary, occupies, overlaps } from "./diary/occupancy.server";
import { issueManageToken } from "./manage/manage-links.server";
import { executeRefund, requestRefund } from "./changes/refunds.server";
import { earlyStartRequest, startsInCancellationPeriod } from "./changes/cancellation-period";
import { createCourseFor } from "./courses/course-records.server";
import { bookingReceivedEmail, bookingReminderEmail, studioBookingNotice } from "~/features/booking/emails/booking-emails";
import { type EmailContext } from "~/features/mail";
import { enqueueEmail } from "~/features/mail/index.server";
import { recordMarketingOptIns } from "~/features/marketing/index.server";
import type { PaymentOutcome, PaymentProvider } from "./payments/payments";
import { amountDuePence } from "./payments/amount-due";
import { executeStrayRefund, recordStrayPayment, type StrayReason } from "./payments/stray-payments.server";
import { recordOpenPayment } from "./payments/open-payments.server";
import { formatTotal } from "~/lib/money";
import { addDays, existingWallTime, fromWallTime, toWallTime } from "~/lib/zoned-time";
import { isUuid } from "~/lib/ids";
import { holdScheduleSteady, scheduleBetween } from "~/features/schedule/index.server";
import { recordVoucherPayment, type VoucherPaymentApplied } from "~/features/vouchers/index.server";
import { takeVoucherOff } from "./vouchers/take-voucher-off.server";
import { claimIncludedCredit, lockMembershipEmail, memberBenefitsFor } from "~/features/memberships/index.server";
import { memberPrice, type MemberPrice } from "./payments/member-price";
import type { WeeklyHours } from "~/features/studio";

export type { BookingSettings };

type Executor = Pick<Database, "select" | "update" | "insert" | "execute" | "delete">;

export async function busySpans(db: Executor, from: Date, to: Date, except?: string): Promise<Busy[]> {
  const rows = await db
    .select({ start: bookings.startsAt, end: bookings.blockedUntil })
    .from(bookings)
    // `overlaps` with the diary's predicate is bookings_no_overlap's own index (GiST on the span, partial on
    // inDiary): only the window is read, however long the history (bench/availability.md).
    .where(and(occupies, overlaps(from, to), except ? ne(bookings.id, except) : undefined));
  return rows.map((row) => ({ start: row.start!.getTime(), end: row.end!.getTime() }));
}

/** What can be booked online now, at today's prices and durations (DESIGN 9: staff change them). */
export async function bookableMenu(db: Pick<Database, "select">): Promise<BookableMenu> {
  return bookableFacts(await currentServiceFacts(db));
}

/**
 * What an early-access link allows now (docs/decisions/0020): the link's own state, and "in use" while the booking
 * that last claimed it still occupies its time by the diary's rule (a lapsed hold frees it).
 */
export async function checkEarlyAccessLink(db: Executor, token: string, options: { now?: Date; lock?: boolean } = {}): Promise<EarlyAccessCheck> {
  const check = await checkEarlyAccess(db, token, options);
  if (check.outcome === "valid" && check.grant.claimedBy) {
    const [claim] = await db.select({ id: bookings.id }).from(bookings).where(and(eq(bookings.id, check.grant.claimedBy), occupies));
    if (claim) return { outcome: "refused", code: "early-access-in-use" };
  }
  return check;
}

/**
 * What a client may book now (docs/decisions/0020): the bookable menu, and, with a valid early-access link, its
 * launched service at the early-bird price (the treatment itself; its packages wait for the public opening). A
 * launched service in the basket without a valid link, or a link that cannot book, is an EarlyAccessError.
 */
export async function clientMenu(
  db: Executor,
  items: readonly BasketItem[],
  { access, now = new Date(), lock = false }: { access?: string; now?: Date; lock?: boolean } = {},
): Promise<{ menu: BookableMenu; grant: EarlyAccessGrant | undefined }> {
  const facts = await currentServiceFacts(db);
  const menu = bookableFacts(facts);
  let grant: EarlyAccessGrant | undefined;
  if (access) {
    const check = await checkEarlyAccessLink(db, access, { now, lock });
    if (check.outcome === "refused") throw new EarlyAccessError(check.code, earlyAccessRefusalMessage(check.code));
    grant = check.grant;
  }
  let early: ServiceFacts | undefined;
  for (const item of items) {
    const service = facts.find((entry) => entry.id === item.id && entry.state === "live" && entry.earlyAccessUntil);
    if (!service) continue;
    if (grant?.slug !== service.slug || item.type !== "service") {
      throw new EarlyAccessError("early-access-only", earlyAccessMessages.only(service.name, new Date(service.earlyAccessUntil!)));
    }
    // Named so on the booking, its emails and the staff list: why it cost less.
    early = { ...service, name: earlyBirdName(service.name), pricePence: earlyBirdPrice(service), packages: [] };
  }
  // A link for a service not in this basket books nothing through it.
  return early ? { menu: [...menu, early], grant } : { menu, grant: undefined };
}

/** Free start times for a basket over `days` London days from `from`. */
export async function findAvailability(
  db: Database,
  query: { items: BasketItem[]; from: string; days: number; now: Date; settings: BookingSettings; access?: string },
): Promise<{ timeZone: string; slots: Slot[] }> {
  const { menu } = await clientMenu(db, query.items, { access: query.access, now: query.now });
  const basket = priceBasket(query.items, menu);
  return freeTimes(db, { ...query, durationMinutes: basket.durationMinutes });
}

/** Free start times for an appointment of `durationMinutes`, not counting the booking being moved (`except`). */
export async function freeTimes(
  db: Database,
  query: { durationMinutes: number; from: string; days: number; now: Date; settings: BookingSettings; except?: string },
): Promise<{ timeZone: string; slots: Slot[] }> {
  const { timeZone } = query.settings;
  // Days past the horizon offer nothing, however far: never turned into instants (9999-12-31 has no next week).
  if (query.from > addDays(toWallTime(query.now, timeZone).date, query.settings.horizonDays + 1)) return { timeZone, slots: [] };
  const from = fromWallTime(query.from, "00:00", timeZone);
  const to = fromWallTime(addDays(query.from, query.days + 1), "00:00", timeZone);
  const [busy, schedule] = await Promise.all([busySpans(db, from, to, query.except), scheduleBetween(db, from, to, timeZone)]);
  const slots = availableSlots({ ...query, busy, settings: query.settings, ...schedule });
  return { timeZone, slots };
}

/** The span an appointment takes in the diary: its time, then the buffer no other booking may meet. */
export function appointmentSpan(start: Date, durationMinutes: number, settings: Pick<BookingSettings, "bufferMinutes">) {
  const endsAt = new Date(start.getTime() + durationMinutes * 60_000);
  return { startsAt: start, endsAt, blockedUntil: new Date(endsAt.getTime() + settings.bufferMinutes * 60_000) };
}

/** The columns every new appointment fills alike: who it is for, what was booked as the server priced it, and when. */
export function appointmentRow(
  client: { name: string; email: string | null; phone: string; notes?: string | null },
  basket: ReturnType<typeof priceBasket>,
  wall: { date: string; time: string },
  span: ReturnType<typeof appointmentSpan>,
) {
  return {
    name: client.name,
    email: client.email,
    phone: client.phone,
    notes: client.notes ?? null,
    service: basket.label,
    items: basket.lines.map(({ patchTest: _patchTest, sessions: _sessions, ...line }) => line),
    totalPence: basket.totalPence,
    preferredDate: wall.date,
    preferredTime: wall.time,
    ...span,
  };
}

/**
 * Runs a diary insert, answering "taken" when the exclusion constraint refuses it, and running it again when two
 * racing inserts deadlocked inside the constraint's check (the retry sees the winner's committed booking).
 */
export async function insertIntoDiary<T>(insert: () => Promise<T>, taken: T): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await insert();
    } catch (error) {
      const code = postgresCode(error);
      if (code === EXCLUSION_VIOLATION) return taken;
      if (code && RETRYABLE.has(code) && attempt < 5) {
        await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
        continue;
      }
      throw error;
    }
  }
}

/** Whether a start time can be booked now, against the diary (less the booking being moved, when one is). */
export async function checkTime(
  db: Executor,
  { start, durationMinutes, now, settings, except }: { start: Date; durationMinutes: number; now: Date; settings: BookingSettings; except?: string },
): Promise<SlotCheck> {
  const day = 86_400_000;
  const [from, to] = [new Date(start.getTime() - day), new Date(start.getTime() + day)];
  await holdScheduleSteady(db);
  const [busy, schedule] = await Promise.all([busySpans(db, from, to, except), scheduleBetween(db, from, to, settings.timeZone)]);
  return checkSlot({ start, durationMinutes, busy, now, settings, ...schedule });
}

export type CreateBookingResult =
  /** manageToken: the first manage link's token, for the answer to whoever booked (only its hash is stored). */
  | {
      outcome: "created";
      id: string;
      totalPence: number;
      /** What her membership took off (docs/decisions/0029); the card pays amountDuePence. */
      memberPence: number;
      holdExpiresAt: Date | null;
      patchTestBookingId: string | null;
      manageToken: string;
    }
  | { outcome: "unavailable"; reason: Exclude<SlotCheck, "available"> }
  /** Henna or tint in the basket and no answer about a patch test. */
  | { outcome: "patch-test-required" }
  /** The patch test's own time is missing, outside 24-48 hours before the treatment, or not free. */
  | { outcome: "patch-test-time"; reason: "missing" | "window" | Exclude<SlotCheck, "available"> }
  /** A free booking (a patch test alone) while the same client already has enough of them to come. */
  | { outcome: "too-many-free" }
  /** A paid appointment inside the 14-day cancellation period without her express request to start (0035). */
  | { outcome: "early-start-required" };

/** A patch test goes 24 to 48 hours before the treatment (DESIGN 3). */
export const patchTestWindowHours = { min: 24, max: 48 } as const;
/** Free appointments a client may hold at once: patch tests cannot be booked in bulk. */
export const maxOpenFreeBookings = 2;
const PATCH_TEST_ID = "patch-test";

const EXCLUSION_VIOLATION = "23P01";
/** Two inserts of overlapping spans can each wait for the other inside the exclusion check; one is aborted. */
const RETRYABLE = new Set(["40P01", "40001"]);

function postgresCode(error: unknown): string | undefined {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === "string") return code;
  }
  return undefined;
}

/**
 * Holds a slot for the basket, priced from the catalogue (any amount the browser sent is ignored). The checks give
 * clear answers; the exclusion constraint is what makes a double booking impossible, whatever races.
 */
export async function createBooking(
  db: Database,
  request: BookingRequest,
  {
    settings,
    emailContext,
    now = new Date(),
    member,
  }: {
    settings: BookingSettings;
    emailContext: EmailContext;
    now?: Date;
    /** The signed-in client (features/accounts): a Dreams Club member's price applies to her bookings. */
    member?: { email: string };
  },
): Promise<CreateBookingResult> {
  const { menu, grant } = await clientMenu(db, request.items, { access: request.access, now });
  const basket = priceBasket(request.items, menu);
  const asked = needsPatchTestAnswer(request.items, menu);
  if (asked && !request.patchTest) return { outcome: "patch-test-required" };
  // A time the spring clock change skips is none of the times offered, never moved to another.
  const wallStart = existingWallTime(request.preferredDate, request.preferredTime, settings.timeZone);
  if (!wallStart) return { outcome: "unavailable", reason: "off-grid" };
  const start: Date = wallStart;
  let patchStart: Date | undefined;
  if (asked && request.patchTest === "booked") {
    if (!request.patchTestDate || !request.patchTestTime) return { outcome: "patch-test-time", reason: "missing" };
    const patchWall = existingWallTime(request.patchTestDate, request.patchTestTime, settings.timeZone);
    if (!patchWall) return { outcome: "patch-test-time", reason: "off-grid" };
    patchStart = patchWall;
    const gapHours = (start.getTime() - patchStart.getTime()) / 3_600_000;
    if (gapHours < patchTestWindowHours.min || gapHours > patchTestWindowHours.max) return { outcome: "patch-test-time", reason: "window" };
  }
  // Reg 36(1): a paid treatment inside the cancellation period starts only at her express request. A free one (a
  // patch test alone) is no contract to pay for a service, so it is not asked.
  const earlyStart = basket.totalPence > 0 && startsInCancellationPeriod(start, now);
  if (earlyStart && !request.earlyStartRequested) return { outcome: "early-start-required" };
  const patchBasket = patchStart ? priceBasket([{ id: PATCH_TEST_ID, type: "service" }], menu) : undefined;
  if (basket.totalPence === 0) {
    const [{ open }] = (await db
      .select({ open: sql<number>`count(*)::int` })
      .from(bookings)
      .where(and(inDiary, eq(bookings.totalPence, 0), gt(bookings.startsAt, now), sql`lower(${bookings.email}) = lower(${request.email})`))) as [{ open: number }];
    if (open >= maxOpenFreeBookings) return { outcome: "too-many-free" };
  }
  const span = appointmentSpan(start, basket.durationMinutes, settings);
  // A free booking (only a patch test) has nothing to pay, so nothing to hold for.
  const holdExpiresAt = basket.totalPence > 0 ? new Date(now.getTime() + settings.holdMinutes * 60_000) : null;

  return insertIntoDiary(insertHeldBooking, { outcome: "unavailable", reason: "taken" });

  function insertHeldBooking(): Promise<CreateBookingResult> {
    return db.transaction(async (tx) => {
      // Whatever the constraint still counts here but no longer occupies the time is cancelled first, so the
      // insert is refused only by a booking that availability also sees.
      await cancelLapsedHolds(tx, { emailContext, within: { start, end: span.blockedUntil } });
      // The link again, its entry locked till commit: of two tabs booking through one link, the second waits here
      // and then finds the first one's hold (docs/decisions/0020).
      if (grant) await clientMenu(tx, request.items, { access: request.access, now, lock: true });
      const check = await checkTime(tx, { start, durationMinutes: basket.durationMinutes, now, settings });
      if (check !== "available") return { outcome: "unavailable", reason: check } as const;
      let patchTestBookingId: string | null = null;
      if (patchStart && patchBasket) {
        const patchCheck = await checkTime(tx, { start: patchStart, durationMinutes: patchBasket.durationMinutes, now, settings });
        if (patchCheck !== "available") return { outcome: "patch-test-time", reason: patchCheck } as const;
        const patchWall = toWallTime(patchStart, settings.timeZone);
        // Tied to its treatment: it holds its time as long as the treatment's hold, and stands once that is paid.
        const [patch] = await tx
          .insert(bookings)
          .values({
            ...appointmentRow({ ...request, notes: null }, patchBasket, patchWall, appointmentSpan(patchStart, patchBasket.durationMinutes, settings)),
            holdExpiresAt,
            policyAcceptedAt: now,
          })
          .returning({ id: bookings.id });
        patchTestBookingId = patch!.id;
      }

      // Her membership is read under its lock, so of two bookings made at once only one prices in the last
      // included treatment; the other waits and sees it used (docs/decisions/0029).
      const priced = await memberPriceFor(tx, member, basket.lines, menu, start, settings.timeZone);
      const booked = appointmentRow(request, basket, { date: request.preferredDate, time: request.preferredTime }, span);
      const [inserted] = await tx
        .insert(bookings)
        .values({
          ...booked,
          items: booked.items.map((item, index) => {
            const line = priced.lines[index]!;
            return line.memberPence > 0 ? { ...item, memberPence: line.memberPence, ...(line.included ? { included: true } : {}) } : item;
          }),
          memberPence: priced.memberPence,
          holdExpiresAt,
          policyAcceptedAt: now,
          ...(earlyStart ? { earlyStartRequestedAt: now, earlyStartWording: earlyStartRequest.version } : {}),
          patchTest: request.patchTest ?? null,
          patchTestBookingId,
        })
        .returning();
      let row = inserted;
      if (priced.usesCredit) {
        const claim = await claimIncludedCredit(tx, member!.email, row!.id, start, settings.timeZone);
        if (claim.outcome !== "claimed") throw new Error(`The included treatment priced in could not be claimed: ${claim.outcome}`);
      }
      // Her membership pays it all: it stands now, paid without a card, as a voucher paying it all does (0026).
      if (basket.totalPence > 0 && amountDuePence(row!) === 0) {
        const paid = await changeStatus(
          tx,
          { bookingId: row!.id, paymentStatus: "paid", actor: { kind: "client" }, reason: "included in the Dreams Club membership", also: { paidNow: true } },
          { emailContext, now },
        );
        if (paid.outcome !== "changed") throw new Error(`A booking included in a membership could not be marked paid: ${paid.outcome}`);
        row = paid.booking;
      }
      // A package of sessions becomes a course now, with this appointment its first session; it opens once paid.
      await createCourseFor(tx, row!.id, basket, { now, expiryMonths: settings.courseExpiryMonths });
      // Nothing to pay means nothing to wait for: the booking stands now, so say so now.
      if (basket.totalPence === 0) {
        await enqueueEmail(tx, bookingReceivedEmail(row!, emailContext), { bookingId: row!.id });
        await enqueueEmail(tx, studioBookingNotice(row!, emailContext), { bookingId: row!.id });
      }
      if (grant) await claimEarlyAccess(tx, grant, row!.id, { paid: amountDuePence(row!) === 0 });
      await recordMarketingOptIns(tx, request.email, request, "booking", now);
      const manageToken = await issueManageToken(tx, row!.id);
      return {
        outcome: "created",
        id: row!.id,
        totalPence: basket.totalPence,
        memberPence: row!.memberPence,
        holdExpiresAt: row!.holdExpiresAt,
        patchTestBookingId,
        manageToken,
      } as const;
    });
  }
}

/**
 * A signed-in member's price for a basket (nothing off for anyone else, or while her perks are paused), in the
 * booking's transaction: her membership's lock is taken first, so her credits cannot change until it commits.
 */
export async function memberPriceFor(
  db: Executor,
  member: { email: string } | undefined,
  lines: readonly { id: string; type: "service" | "package"; pricePence: number }[],
  menu: BookableMenu,
  at: Date,
  timeZone: string,
): Promise<MemberPrice> {
  if (member) await lockMembershipEmail(db, member.email);
  const perks = member ? await memberBenefitsFor(db, member.email, at, timeZone) : undefined;
  return memberPrice(
    lines.map((line) => ({ ...line, kind: menu.find((service) => service.id === line.id)?.kind })),
    perks,
  );
}

export type { Booking };

export async function findBooking(db: Database, id: string): Promise<Booking | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

export type StartPaymentResult =
  | { outcome: "ready"; clientSecret: string; amountPence: number; holdExpiresAt: Date | null }
  | { outcome: "not-found" }
  | { outcome: "refused"; reason: "already-paid" | "hold-expired" | "nothing-to-pay" };

/**
 * Why a booking cannot be paid for (by card or gift voucher) now, if it cannot: paid already, nothing left to pay
 * by card (free, or a voucher covers it all), or its hold has lapsed. A booking staff made holds its time without
 * a hold: its client pays through the link they emailed.
 */
export function paymentRefusal(booking: Booking, now: Date): "already-paid" | "hold-expired" | "nothing-to-pay" | undefined {
  if (booking.paymentStatus !== "unpaid" && booking.paymentStatus !== "failed") return "already-paid";
  // Free (a patch test alone): it stands without a hold.
  if (booking.totalPence === 0) return "nothing-to-pay";
  const staffMade = booking.source === "staff" && !booking.holdExpiresAt && (booking.status === "pending" || booking.status === "confirmed");
  if (!staffMade && (booking.status === "cancelled" || !booking.holdExpiresAt || booking.holdExpiresAt <= now)) return "hold-expired";
  if (amountDuePence(booking) === 0) return "nothing-to-pay";
  return undefined;
}

/**
 * Creates (or reuses) the provider's payment for a held booking, or one staff made (which holds its time without
 * a hold: the client pays through the link they emailed), for the amount the server priced.
 */
export async function startPayment(
  db: Database,
  provider: PaymentProvider,
  bookingId: string,
  emailContext: EmailContext,
  now = new Date(),
): Promise<StartPaymentResult> {
  const booking = await findBooking(db, bookingId);
  if (!booking) return { outcome: "not-found" };
  const refused = paymentRefusal(booking, now);
  if (refused) return { outcome: "refused", reason: refused };
  const duePence = amountDuePence(booking);
  if (booking.paymentIntentId) {
    let existing = await provider.retrieve(booking.paymentIntentId);
    if (existing.status !== "canceled" && existing.status !== "succeeded" && existing.amountPence === duePence) {
      return { outcome: "ready", clientSecret: existing.clientSecret, amountPence: duePence, holdExpiresAt: booking.holdExpiresAt };
    }
    // Replaced by a payment for the right amount: the old one must never succeed as well. The provider refuses to
    // cancel one that has just succeeded; the retrieval after tells.
    if (existing.status !== "canceled" && existing.status !== "succeeded") {
      existing = await provider.cancel(existing.id).then(
        () => existing,
        () => provider.retrieve(existing.id),
      );
    }
    // Paid already, and its record lost (a crash before the webhook was applied): recorded now, never paid twice.
    if (existing.status === "succeeded") {
      await applyPaymentOutcome(db, { eventId: `retrieved:${existing.id}:succeeded`, provider: provider.name, kind: "succeeded", intent: existing }, emailContext, provider);
      return { outcome: "refused", reason: "already-paid" };
    }
  }
  const intent = await provider.createIntent({
    bookingId: booking.id,
    amountPence: duePence,
    email: booking.email ?? undefined,
    description: booking.service,
    // A payment replaced (a voucher applied, then removed) is not answered again for the same amount: the key
    // names the one it replaces.
    idempotencyKey: `booking-${booking.id}-${duePence}${booking.paymentIntentId ? `-after-${booking.paymentIntentId}` : ""}`,
  });
  await recordOpenPayment(db, { paymentIntentId: intent.id, provider: provider.name, bookingId: booking.id });
  await db.update(bookings).set({ paymentIntentId: intent.id, updatedAt: sql`now()` }).where(eq(bookings.id, booking.id));
  return { outcome: "ready", clientSecret: intent.clientSecret, amountPence: duePence, holdExpiresAt: booking.holdExpiresAt };
}

export type PaymentApplied =
  | "duplicate"
  | "unknown-booking"
  | "paid"
  | "already-paid"
  | "failed"
  | "replaced"
  | "refunded-late"
  /** A payment the booking did not need (another amount, or the booking already settled): refunded in full (0032). */
  | "refunded-stray"
  | VoucherPaymentApplied;

export const lateRefundNote = "Your payment arrived after your booking had been cancelled, so we have refunded it in full.";

/**
 * Records a payment outcome once (the event id is the key), from a verified webhook or a server-side retrieval.
 * Succeeded marks the booking paid and queues the client's booking and payment emails and the studio's notice in
 * the same transaction; failed or canceled is recorded unless it is already paid, so events arriving twice or out
 * of order end in the same state. A success the booking did not ask for (another amount, or a booking already
 * settled) is refunded in full, unless it paid the whole amount a gift voucher had just reduced: then the voucher
 * comes off and the card pays it (docs/decisions/0032).
 */
export async function applyPaymentOutcome(
  db: Database,
  outcome: PaymentOutcome,
  emailContext: EmailContext,
  /** Refunds a payment that arrives for a cancelled booking now; without it, the refund sweeper makes it. */
  refunder?: PaymentProvider,
): Promise<PaymentApplied> {
  let lateRefund: string | undefined;
  let strayRefund: string | undefined;
  let retired: string | null = null;
  const applied = await db.transaction(async (tx): Promise<PaymentApplied> => {
    const inserted = await tx.execute(sql`
      insert into payment_events (id, provider, type, payment_intent_id)
      values (${outcome.eventId}, ${outcome.provider}, ${outcome.kind}, ${outcome.intent.id})
      on conflict (id) do nothing
      returning id`);
    if (inserted.length === 0) return "duplicate";
    // A gift voucher bought online is paid through the same events; its payment's metadata names it (decision 0025).
    if (outcome.intent.voucherId) return recordVoucherPayment(tx, outcome, emailContext);

    const [booking] = await tx
      .select()
      .from(bookings)
      .where(outcome.intent.bookingId ? eq(bookings.id, outcome.intent.bookingId) : eq(bookings.paymentIntentId, outcome.intent.id))
      .for("update");
    if (!booking) return "unknown-booking";

    const actor = { kind: "payment" } as const;
    const settled = wasEverPaid(booking.paymentStatus);
    if (outcome.kind === "succeeded") {
      // Money the diary does not account for never stays with the provider: it goes back in full (0032).
      const refundStray = async (reason: StrayReason): Promise<PaymentApplied> => {
        strayRefund = await recordStrayPayment(tx, booking, { intent: outcome.intent, provider: outcome.provider, reason });
        return "refunded-stray";
      };
      if (settled) return ownPayment(booking, outcome.intent) ? "already-paid" : refundStray("already-paid");
      if (outcome.intent.currency.toLowerCase() !== "gbp") return refundStray("amount-mismatch");
      if (outcome.intent.amountPence !== amountDuePence(booking)) {
        // Set up for the whole amount, then a gift voucher applied in another tab while this was being confirmed:
        // the card paid it all, so the voucher comes off (its part back on it) and the booking is paid by card.
        if (booking.voucherPence === 0 || outcome.intent.amountPence !== amountDuePence({ ...booking, voucherPence: 0 })) {
          return refundStray("amount-mismatch");
        }
        await takeVoucherOff(
          tx,
          booking,
          actor,
          (returned) => `gift voucher taken off: card payment ${outcome.intent.id} paid the whole ${formatTotal(outcome.intent.amountPence)} (${formatTotal(returned)} back on the voucher)`,
        );
        // The payment set up for the rest must not be paid as well.
        if (booking.paymentIntentId && booking.paymentIntentId !== outcome.intent.id) retired = booking.paymentIntentId;
      }
      const paid = await changeStatus(
        tx,
        { bookingId: booking.id, paymentStatus: "paid", actor, reason: outcome.eventId, also: { paymentIntentId: outcome.intent.id, paidNow: true } },
        { emailContext },
      );
      if (paid.outcome !== "changed") throw new Error(`Payment ${outcome.eventId} could not be recorded: ${paid.outcome}`);
      // The money always matches the diary (DESIGN 3b): a payment for a booking that is no longer held goes back.
      if (paid.booking.status === "cancelled") {
        const refund = await requestRefund(tx, paid.booking, {
          amountPence: amountDuePence(paid.booking),
          reason: lateRefundNote,
          actor: { kind: "system" },
          key: `late-payment-${outcome.intent.id}`,
        });
        if (refund.outcome === "requested") lateRefund = refund.refundId;
        return "refunded-late";
      }
      return "paid";
    }
    if (settled) return "already-paid";
    // A payment replaced by one for another amount (a gift voucher applied or removed) was cancelled on purpose:
    // its end says nothing about the payment the client is making now.
    if (booking.paymentIntentId && booking.paymentIntentId !== outcome.intent.id) return "replaced";
    // Only the site cancels a payment, and only one it no longer wants (replaced, its hold lapsed, the booking
    // cancelled): Stripe's payment_intent.canceled can arrive before the replacement is recorded, and is no failure
    // of the client's card.
    if (outcome.kind === "canceled") return "replaced";
    if (booking.paymentStatus !== "failed") {
      await changeStatus(tx, { bookingId: booking.id, paymentStatus: "failed", actor, reason: outcome.eventId }, { emailContext });
    }
    return "failed";
  });
  if (lateRefund && refunder) await executeRefund(db, refunder, lateRefund, emailContext).catch(() => undefined);
  // Without a provider here, or if it fails now, retryStrayRefunds asks again a minute later.
  if (strayRefund && refunder) await executeStrayRefund(db, refunder, strayRefund, emailContext).catch(() => undefined);
  if (retired && refunder) await refunder.cancel(retired).catch(() => undefined);
  return applied;
}

/**
 * The booking's own card payment, seen again (a webhook and the server's retrieval report the same success): the
 * booking names it and its card part is what it paid. A voucher or the studio settled it otherwise.
 */
function ownPayment(booking: Booking, intent: PaymentOutcome["intent"]): boolean {
  return booking.paymentIntentId === intent.id && amountDuePence(booking) === intent.amountPence;
}

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
 * Asks the provider for the state of a booking's payment (a server-side retrieval) and records a success, for
 * pages that must not wait for the webhook. Returns the booking as it now stands.
 */
export async function syncPayment(
  db: Database,
  provider: PaymentProvider,
  bookingId: string,
  emailContext: EmailContext,
): Promise<Booking | undefined> {
  const booking = await findBooking(db, bookingId);
  if (!booking?.paymentIntentId || booking.paymentStatus === "paid") return booking;
  const intent = await provider.retrieve(booking.paymentIntentId);
  if (intent.status !== "succeeded") return booking;
  await applyPaymentOutcome(db, { eventId: `retrieved:${intent.id}:succeeded`, provider: provider.name, kind: "succeeded", intent }, emailContext, provider);
  return findBooking(db, bookingId);
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
    const reminder = bookingReminderEmail(booking, emailContext);
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

/** What staff need to contact a client whose booking a schedule change left in closed time. */
const affectedColumns = {
  id: bookings.id,
  name: bookings.name,
  email: bookings.email,
  phone: bookings.phone,
  service: bookings.service,
  startsAt: bookings.startsAt,
  endsAt: bookings.endsAt,
  status: bookings.status,
  paymentStatus: bookings.paymentStatus,
};

/** The bookings in the diary that meet [start, end): whom staff must call when the studio closes then. */
export function bookingsMeeting(db: Database, start: Date, end: Date) {
  return db.select(affectedColumns).from(bookings).where(and(inDiary, overlaps(start, end))).orderBy(bookings.startsAt).limit(500);
}

/** Bookings to come that the week's hours no longer cover: whom staff must call after shortening the hours. */
export async function bookingsOutsideHours(db: Database, hours: WeeklyHours, timeZone: string, now = new Date()) {
  const upcoming = await db.select(affectedColumns).from(bookings).where(and(inDiary, gt(bookings.startsAt, now))).orderBy(bookings.startsAt);
  return upcoming.filter((booking) => outsideHours(booking.startsAt!, (booking.endsAt!.getTime() - booking.startsAt!.getTime()) / 60_000, hours, timeZone)).slice(0, 500);
}
