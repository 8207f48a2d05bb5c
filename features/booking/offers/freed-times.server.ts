import { and, asc, eq, gte, isNull, notExists, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings, staffMembers, timeOffers, timeRequests } from "~/db/schema.server";
import type { EmailContext } from "~/features/mail";
import { enqueueEmail } from "~/features/mail/index.server";
import { textableNumber } from "~/features/texts";
import { enqueueText } from "~/features/texts/index.server";
import { issueLink } from "~/lib/links/links.server";
import { toWallTime } from "~/lib/zoned-time";
import { BasketError, priceBasket } from "../rules/basket";
import { clientMenu } from "../booking-menu.server";
import type { BookingSettings } from "../rules/times/booking-settings";
import { allocate, appointmentRow, appointmentSpan, readFreeTimes } from "../diary/diary.server";
import { planTime } from "../lifecycle/plan-time.server";
import { diaryItemsOf } from "../diary/diary-columns.server";
import type { Transaction } from "../lifecycle/booking-lifecycle.server";
import { timeOfferEmail, timeOfferText } from "./time-offer-emails";
import { releaseHold } from "./hold-release.server";
import { inPartOfDay, type PartOfDay } from "./time-request-form";
import type { TimeRequest } from "./time-requests.server";

/**
 * Freed times go to waiting clients (issue 24 item 3, docs/decisions/0064). A job compares the line with the diary:
 * whatever freed a time (a cancellation, a move, a lapsed hold, new hours, leave or a closure removed), the first
 * request in line whose basket, days and part of day fit a free time gets it, held for her alone by a booking of its
 * own that the diary counts like any hold. Offers whose window passed are ended first, so their times go to the next
 * in line in the same run.
 */

export interface FreedTimesContext {
  settings: BookingSettings;
  emailContext: EmailContext;
  now?: Date;
}

/** One instance compares at a time: two that each read the same free time would offer it twice. */
const COMPARING_LOCK = 24_003;
/** The line read per run, oldest first; the rest wait for the next run. */
const LINE_PER_RUN = 200;

export async function offerFreedTimes(db: Database, context: FreedTimesContext): Promise<{ lapsed: number; offered: number }> {
  const lapsed = await db.transaction((tx) => lapseOffers(tx, context));
  const offered = await db.transaction(async (tx) => {
    const [lock] = (await tx.execute(sql`select pg_try_advisory_xact_lock(${COMPARING_LOCK}) as locked`)) as unknown as { locked: boolean }[];
    if (!lock?.locked) return 0;
    const now = context.now ?? new Date();
    const today = toWallTime(now, context.settings.timeZone).date;
    const line = await tx
      .select()
      .from(timeRequests)
      .where(
        and(
          isNull(timeRequests.withdrawnAt),
          isNull(timeRequests.bookedAt),
          // A request expires after its last day.
          gte(timeRequests.toDate, today),
          notExists(tx.select({ id: timeOffers.id }).from(timeOffers).where(and(eq(timeOffers.requestId, timeRequests.id), eq(timeOffers.state, "offered")))),
        ),
      )
      .orderBy(asc(timeRequests.createdAt), asc(timeRequests.id))
      .limit(LINE_PER_RUN);
    let count = 0;
    for (const request of line) if (await offerTo(tx, request, { ...context, now, today })) count++;
    return count;
  });
  return { lapsed, offered };
}

/**
 * Ends the offers whose window has passed (by the database's clock, as the diary's holds are) and takes their holds
 * out of the diary. Rows another instance is ending are skipped. An offer whose time staff have since closed (a
 * closure, shorter hours, her hours or leave) ends too (docs/decisions/0072): her link could no longer book it, so
 * her request goes back to the head of the line and this run offers her a time that can be booked, if one fits.
 */
async function lapseOffers(tx: Transaction, context: FreedTimesContext): Promise<number> {
  const live = await tx
    .select({ offer: timeOffers, items: bookings.items, expired: sql<boolean>`${timeOffers.expiresAt} <= now()` })
    .from(timeOffers)
    .leftJoin(bookings, eq(bookings.id, timeOffers.holdBookingId))
    .where(eq(timeOffers.state, "offered"))
    .for("update", { of: timeOffers, skipLocked: true });
  let ended = 0;
  for (const { offer, items, expired } of live) {
    if (!expired && items) {
      const { plan } = await planTime(tx, {
        items: diaryItemsOf(items),
        start: offer.startsAt,
        practitioner: offer.practitionerId ?? undefined,
        except: offer.holdBookingId ?? undefined,
        now: context.now ?? new Date(),
        settings: context.settings,
        emailContext: context.emailContext,
      });
      if (plan) continue;
    }
    await tx.update(timeOffers).set({ state: "lapsed", endedAt: sql`now()` }).where(eq(timeOffers.id, offer.id));
    await releaseHold(tx, offer.holdBookingId);
    ended++;
  }
  return ended;
}

async function offerTo(tx: Transaction, request: TimeRequest, context: Required<FreedTimesContext> & { today: string }): Promise<boolean> {
  const { settings, now } = context;
  const from = request.fromDate > context.today ? request.fromDate : context.today;
  let basket;
  try {
    basket = priceBasket(request.items, (await clientMenu(tx, request.items, { now })).menu);
  } catch (error) {
    // A treatment no longer bookable online: nothing to offer until it is again.
    if (error instanceof BasketError) return false;
    throw error;
  }
  const items = diaryItemsOf(basket.lines);
  const practitioner = request.practitionerId ?? undefined;
  const days = Math.round((Date.parse(`${request.toDate}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
  const { slots } = (await readFreeTimes(tx, { from, days, now, settings, ...(practitioner ? { practitioner } : {}) }))(items);
  // A time she let lapse is not offered to her again: it goes down the line.
  const before = new Set((await tx.select({ startsAt: timeOffers.startsAt }).from(timeOffers).where(eq(timeOffers.requestId, request.id))).map((row) => row.startsAt.getTime()));
  const slot = slots.find((candidate) => inPartOfDay(request.partOfDay as PartOfDay, candidate.time) && !before.has(Date.parse(candidate.start)));
  if (!slot) return false;
  const start = new Date(slot.start);
  const { plan } = await planTime(tx, { items, practitioner: practitioner ?? slot.practitionerId, start, now, settings, emailContext: context.emailContext });
  if (!plan) return false;
  const expiresAt = new Date(now.getTime() + settings.offerMinutes * 60_000);
  try {
    // A savepoint: a booking made this instant that takes the time refuses only this offer, not the run.
    await tx.transaction(async (offerTx) => {
      const [hold] = await offerTx
        .insert(bookings)
        .values({
          ...appointmentRow({ name: request.name, email: request.email, phone: request.phone ?? "" }, basket, { date: slot.date, time: slot.time }, appointmentSpan(start, basket.durationMinutes, settings)),
          holdExpiresAt: expiresAt,
        })
        .returning({ id: bookings.id });
      await allocate(offerTx, hold!.id, plan);
      const [offer] = await offerTx
        .insert(timeOffers)
        .values({ requestId: request.id, holdBookingId: hold!.id, startsAt: start, practitionerId: plan.practitionerId, expiresAt })
        .returning({ id: timeOffers.id });
      // The offer's state and window are its own; the link only names it, and names it after it lapses too.
      const token = await issueLink(offerTx, { kind: "time-offer", subject: offer!.id, singleUse: false });
      // She chose whom on /book: the offer names her, as the request did.
      const [chosen] = request.practitionerId ? await offerTx.select({ name: staffMembers.name }).from(staffMembers).where(eq(staffMembers.id, request.practitionerId)) : [];
      await enqueueEmail(
        offerTx,
        timeOfferEmail(
          { name: request.name, email: request.email, label: basket.label, startsAt: start, expiresAt, windowMinutes: settings.offerMinutes, token, practitionerName: chosen?.name ?? null },
          context.emailContext,
        ),
      );
      await queueOfferText(offerTx, request, { label: basket.label, startsAt: start, expiresAt }, context.emailContext);
    });
    return true;
  } catch (error) {
    if (isExclusionViolation(error)) return false;
    throw error;
  }
}

/**
 * The text beside the offer's email, for a client who chose texts (decision 0064): it names the time and how long it
 * is held, and sends her to the email for the link. The link is not in the text: the text outbox keeps what it sends
 * as written, and a working token is never stored (the email's link is kept only as its hash).
 */
async function queueOfferText(
  tx: Transaction,
  request: Pick<TimeRequest, "textsOk" | "phone" | "name">,
  offer: { label: string; startsAt: Date; expiresAt: Date },
  context: EmailContext,
): Promise<void> {
  const to = request.textsOk && request.phone ? textableNumber(request.phone) : null;
  if (!to) return;
  await enqueueText(tx, { kind: "time-offer", to, body: timeOfferText({ name: request.name, ...offer }, context) });
}

function isExclusionViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === "23P01") return true;
  }
  return false;
}
