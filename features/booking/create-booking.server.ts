import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings } from "~/db/schema.server";
import { claimEarlyAccess } from "~/features/studio/index.server";
import { type EmailContext } from "~/features/mail";
import { enqueueEmail } from "~/features/mail/index.server";
import { recordMarketingOptIns } from "~/features/marketing/index.server";
import { claimIncludedCredit, lockMembershipEmail, memberBenefitsFor } from "~/features/memberships/index.server";
import { existingWallTime, toWallTime } from "~/lib/zoned-time";
import { needsPatchTestAnswer, priceBasket, type BookableMenu } from "./rules/basket";
import type { BookingRequest } from "./rules/booking-form";
import { clientMenu } from "./booking-menu.server";
import { earlyStartRequest, startsInCancellationPeriod } from "./rules/cancellation-period";
import { createCourseFor } from "./courses/course-records.server";
import type { SlotCheck } from "./rules/times/availability";
import type { BookingSettings } from "./rules/times/booking-settings";
import { allocate, appointmentRow, appointmentSpan, insertIntoDiary, type Executor } from "./diary/diary.server";
import { planTime } from "./lifecycle/plan-time.server";
import { diaryItemsOf } from "./diary/diary-columns.server";
import { inDiary } from "./diary/occupancy.server";
import { bookingReceivedEmail, studioBookingNotice } from "./emails/booking-emails";
import { practitionerNameOf } from "./diary/booking-practitioner.server";
import { changeStatus } from "./lifecycle/booking-lifecycle.server";
import { issueManageToken } from "./manage/manage-links.server";
import { markOfferTaken, takeOfferHold } from "./offers/offer-hold.server";
import { amountDuePence } from "./rules/amount-due";
import { memberPrice, type MemberPrice } from "./rules/member-price";
import { bookedTestFits, patchTestServiceId } from "./rules/patch-test-rule";
import { recentAnswerVerdict } from "./patch-tests/patch-tests.server";
import { textableNumber } from "~/features/texts";

/** Her reminder by text, with the number made E.164 (submitBooking refused a number no text reaches). */
function textsChoice(request: Pick<BookingRequest, "textsOk" | "phone">): { textsOk: boolean; textTo: string | null } {
  const textTo = request.textsOk ? textableNumber(request.phone) : null;
  return { textsOk: textTo !== null, textTo };
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
      /** Who will treat her (DESIGN 10): the one she named, or the one "any" gave the time to. */
      practitionerId: string;
    }
  | { outcome: "unavailable"; reason: Exclude<SlotCheck, "available"> }
  /** Henna or tint in the basket and no answer about a patch test. */
  | { outcome: "patch-test-required" }
  /** The patch test's own time is missing, outside 24-48 hours before the treatment, or not free. */
  | { outcome: "patch-test-time"; reason: "missing" | "window" | Exclude<SlotCheck, "available"> }
  /** She said her patch test is recent, and her record says otherwise (too old, too near, or a reaction). */
  | { outcome: "patch-test-recent"; reacted: boolean }
  /** A free booking (a patch test alone) while the same client already has enough of them to come. */
  | { outcome: "too-many-free" }
  /** A paid appointment inside the 14-day cancellation period without her express request to start (0035). */
  | { outcome: "early-start-required" };

/** Free appointments a client may hold at once: patch tests cannot be booked in bulk. */
export const maxOpenFreeBookings = 2;

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
    alsoKeep,
  }: {
    settings: BookingSettings;
    emailContext: EmailContext;
    now?: Date;
    /** The signed-in client (features/accounts): a Dreams Club member's price applies to her bookings. */
    member?: { email: string };
    /** What else the request brought that must stand or fall with the booking (her consultation's answers). */
    alsoKeep?: (tx: Pick<Database, "select" | "insert" | "delete" | "update" | "execute">, bookingId: string) => Promise<void>;
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
    if (!bookedTestFits(start, patchStart)) return { outcome: "patch-test-time", reason: "window" };
  }
  // Her word that her patch test is recent, against what her record says (docs/decisions/0058).
  if (asked && request.patchTest === "recent") {
    const verdict = await recentAnswerVerdict(db, request.email, start);
    if (verdict !== "ok") return { outcome: "patch-test-recent", reacted: verdict === "reacted" };
  }
  // Reg 36(1): a paid treatment inside the cancellation period starts only at her express request. A free one (a
  // patch test alone) is no contract to pay for a service, so it is not asked.
  const earlyStart = basket.totalPence > 0 && startsInCancellationPeriod(start, now);
  if (earlyStart && !request.earlyStartRequested) return { outcome: "early-start-required" };
  const patchBasket = patchStart ? priceBasket([{ id: patchTestServiceId, type: "service" }], menu) : undefined;
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
    return db.transaction(async (tx): Promise<CreateBookingResult> => {
      // A freed time held for her (docs/decisions/0064): its hold gives way to this booking, in this transaction.
      const offer = request.offer ? await takeOfferHold(tx, request.offer, start) : undefined;
      // The link again, its entry locked till commit: of two tabs booking through one link, the second waits here
      // and then finds the first one's hold (docs/decisions/0020).
      if (grant) await clientMenu(tx, request.items, { access: request.access, now, lock: true });
      const { check, plan } = await planTime(tx, { items: diaryItemsOf(basket.lines), practitioner: request.practitionerId, start, now, settings, emailContext });
      if (!plan) throw new RefusedBooking({ outcome: "unavailable", reason: check });
      let patchTestBookingId: string | null = null;
      if (patchStart && patchBasket) {
        // Her patch test with whoever will do her treatment, where that practitioner is free then.
        const patchPlan = await planTime(tx, { items: diaryItemsOf(patchBasket.lines), start: patchStart, now, settings, prefer: plan.practitionerId, emailContext });
        if (!patchPlan.plan) throw new RefusedBooking({ outcome: "patch-test-time", reason: patchPlan.check });
        const patchWall = toWallTime(patchStart, settings.timeZone);
        // Tied to its treatment: it holds its time as long as the treatment's hold, and stands once that is paid.
        const [patch] = await tx
          .insert(bookings)
          .values({
            ...appointmentRow({ ...request, notes: null }, patchBasket, patchWall, appointmentSpan(patchStart, patchBasket.durationMinutes, settings)),
            holdExpiresAt,
            policyAcceptedAt: now,
            // Her patch test is an appointment of its own: reminded by text as she asked for the treatment.
            ...textsChoice(request),
          })
          .returning({ id: bookings.id });
        await allocate(tx, patch!.id, patchPlan.plan);
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
          ...textsChoice(request),
        })
        .returning();
      let row = inserted;
      await allocate(tx, row!.id, plan);
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
        await enqueueEmail(tx, bookingReceivedEmail({ ...row!, practitioner: await practitionerNameOf(tx, row!.id) }, emailContext), { bookingId: row!.id });
        await enqueueEmail(tx, studioBookingNotice(row!, emailContext), { bookingId: row!.id });
      }
      if (grant) await claimEarlyAccess(tx, grant, row!.id, { paid: amountDuePence(row!) === 0 });
      await recordMarketingOptIns(tx, request.email, request, "booking", now);
      if (alsoKeep) await alsoKeep(tx, row!.id);
      if (offer) await markOfferTaken(tx, offer, row!.id);
      const manageToken = await issueManageToken(tx, row!.id);
      return {
        outcome: "created",
        id: row!.id,
        totalPence: basket.totalPence,
        memberPence: row!.memberPence,
        holdExpiresAt: row!.holdExpiresAt,
        patchTestBookingId,
        manageToken,
        practitionerId: plan.practitionerId,
      } as const;
    }).catch((error: unknown) => {
      if (error instanceof RefusedBooking) return error.result;
      throw error;
    });
  }
}

/**
 * A refusal found inside the booking's transaction, thrown to roll it back: what the attempt changed before it was
 * refused (a freed time's hold given way, lapsed holds cancelled) stands as it was, so her offer still holds its time.
 */
class RefusedBooking extends Error {
  constructor(readonly result: Exclude<CreateBookingResult, { outcome: "created" }>) {
    super("refused");
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
