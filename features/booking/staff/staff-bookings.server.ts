import type { FieldErrors } from "~/lib/forms";
import type { RefusalKind } from "~/lib/use-case";
/**
 * Bookings staff make for a phone or walk-in client, and payments taken at the studio (DESIGN 3b). A staff booking
 * has no hold: it occupies its time from the start (occupancy.server.ts), paid at the studio or through a link
 * emailed to the client; every step is audited with the member of staff as the actor.
 */
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings } from "~/db/schema.server";
import { type EmailContext } from "~/features/mail";
import { enqueueEmail } from "~/features/mail/index.server";
import { existingWallTime } from "~/lib/zoned-time";
import { nextGridStart, type SlotCheck } from "../rules/times/availability";
import { BasketError, priceBasket } from "../rules/basket";
import { changeStatus, recordChange, type Actor } from "../lifecycle/booking-lifecycle.server";
import { bookingMessages, slotRefusal } from "../rules/booking-messages";
import { bookingSettingsCopy, staffBookingSettings, type BookingSettings } from "../rules/times/booking-settings";
import { statusMessages } from "../rules/booking-status";
import type { PaymentProvider } from "~/features/payments";
import { allocate, isActivePractitioner, appointmentRow, appointmentSpan, findBooking, freeTimes, insertIntoDiary } from "../diary/diary.server";
import { planTime } from "../lifecycle/plan-time.server";
import { diaryItemsOf } from "../diary/diary-columns.server";
import { moveDay } from "../changes/move-times.server";
import { bookableMenu } from "../booking-menu.server";
import { bookingReceivedEmail, paymentLinkEmail } from "../emails/booking-emails";
import { practitionerNameOf } from "../diary/booking-practitioner.server";
import { staffBookingMessages, staffPaymentLabels, type StaffBookingRequest } from "./staff-booking-form";

export type CreateStaffBookingResult =
  | { outcome: "created"; id: string; totalPence: number; startsAt: Date; practitionerId: string }
  | { outcome: "unavailable"; reason: Exclude<SlotCheck, "available"> }
  | { outcome: "invalid-items"; message: string }
  | { outcome: "unknown-practitioner" };

/** Books the time for the client, priced from the catalogue; the exclusion constraint refuses a double booking. */
export async function createStaffBooking(
  db: Database,
  request: StaffBookingRequest,
  actor: Actor,
  { settings, emailContext, now = new Date() }: { settings: BookingSettings; emailContext: EmailContext; now?: Date },
): Promise<CreateStaffBookingResult> {
  let basket: ReturnType<typeof priceBasket>;
  const menu = await bookableMenu(db);
  try {
    basket = priceBasket(request.items, menu);
  } catch (error) {
    if (error instanceof BasketError) return { outcome: "invalid-items", message: error.message };
    throw error;
  }
  if (request.practitionerId !== undefined && !(await isActivePractitioner(db, request.practitionerId))) return { outcome: "unknown-practitioner" };
  // Staff are not bound by the online lead time; a walk-in starts at the next time on the grid (0042).
  const staffSettings = staffBookingSettings(settings);
  const wall = request.startNow ? nextGridStart(now, settings) : { date: request.preferredDate ?? "", time: request.preferredTime ?? "" };
  const start = existingWallTime(wall.date, wall.time, settings.timeZone);
  if (!start) return { outcome: "unavailable", reason: "off-grid" };
  const span = appointmentSpan(start, basket.durationMinutes, settings);
  const payAtStudio = request.payment === "studio" || basket.totalPence === 0;

  return insertIntoDiary(
    () =>
      db.transaction(async (tx): Promise<CreateStaffBookingResult> => {
        const { check, plan } = await planTime(tx, { items: diaryItemsOf(basket.lines), practitioner: request.practitionerId, start, now, settings: staffSettings, emailContext });
        if (!plan) return { outcome: "unavailable", reason: check };
        const [row] = await tx
          .insert(bookings)
          .values({
            ...appointmentRow({ ...request, email: request.email ?? null }, basket, wall, span),
            holdExpiresAt: null,
            source: "staff",
            payAtStudio,
          })
          .returning();
        const booking = row!;
        await allocate(tx, booking.id, plan);
        await recordChange(tx, {
          bookingId: booking.id,
          actor,
          fromStatus: "pending",
          toStatus: "pending",
          reason: `booked by the studio: ${staffPaymentLabels[request.payment].toLowerCase()}`,
        });
        const named = { ...booking, practitioner: await practitionerNameOf(tx, booking.id) };
        await enqueueEmail(tx, bookingReceivedEmail(named, emailContext), { bookingId: booking.id });
        if (!payAtStudio) await enqueueEmail(tx, paymentLinkEmail(named, emailContext), { bookingId: booking.id });
        return { outcome: "created", id: booking.id, totalPence: booking.totalPence, startsAt: start, practitionerId: plan.practitionerId };
      }),
    { outcome: "unavailable", reason: "taken" },
  );
}

export type StaffFreeTimesResult =
  | { outcome: "found"; times: string[]; heldBack?: number; patchMovable?: boolean; patchTests?: Map<string, Date> }
  | { outcome: "not-found" }
  | { outcome: "invalid-items"; message: string }
  | { outcome: "unknown-practitioner" };

/**
 * The free start times staff's dialogs offer on one London date: for a move, what the move accepts (moveDay: her
 * practitioner tried first, her patch test's window kept, or the test moving too with `withPatchTest`); for a new
 * booking, the chosen services, without the online lead time (docs/decisions/0042).
 */
export async function staffFreeTimes(
  db: Database,
  query: { date: string; services: readonly string[]; except?: string; practitioner?: string; withPatchTest?: boolean },
  { settings, now = new Date() }: { settings: BookingSettings; now?: Date },
): Promise<StaffFreeTimesResult> {
  if (query.practitioner !== undefined && !(await isActivePractitioner(db, query.practitioner))) return { outcome: "unknown-practitioner" };
  if (query.except) {
    const booking = await findBooking(db, query.except);
    if (!booking) return { outcome: "not-found" };
    const day = await moveDay(db, booking, query.date, { settings, now, withPatchTest: query.withPatchTest, practitioner: query.practitioner ?? "any" });
    return { outcome: "found", ...day };
  }
  let items: ReturnType<typeof diaryItemsOf>;
  try {
    items = diaryItemsOf(priceBasket(query.services.map((id) => ({ id, type: "service" as const })), await bookableMenu(db)).lines);
  } catch (error) {
    if (error instanceof BasketError) return { outcome: "invalid-items", message: error.message };
    throw error;
  }
  const { slots } = await freeTimes(db, { items, settings: staffBookingSettings(settings), practitioner: query.practitioner, from: query.date, days: 1, now });
  return { outcome: "found", times: slots.filter((slot) => slot.date === query.date).map((slot) => slot.time) };
}

export type StudioPaymentResult =
  | { outcome: "changed"; paymentStatus: string }
  | { outcome: "not-found" }
  | { outcome: "refused"; code: "transition-not-allowed" | "payment-transition-not-allowed" | "not-paid-in-studio"; message: string };

/**
 * Records that the client paid at the studio: unpaid (or failed) → paid, with the member of staff as the actor. A
 * payment the emailed link had started is cancelled, so the card cannot pay as well; the booking keeps no provider
 * payment, which is how a refund knows to send staff to the till (refunds.server.ts).
 */
export async function recordStudioPayment(
  db: Database,
  bookingId: string,
  actor: Actor,
  { emailContext, provider }: { emailContext: EmailContext; provider: PaymentProvider },
): Promise<StudioPaymentResult> {
  let intentToCancel: string | null = null;
  const result = await db.transaction(async (tx): Promise<StudioPaymentResult> => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
    if (!booking) return { outcome: "not-found" };
    if (booking.source !== "staff") return { outcome: "refused", code: "not-paid-in-studio", message: statusMessages.notPaidInStudio };
    if (booking.status !== "pending" && booking.status !== "confirmed") {
      return { outcome: "refused", code: "transition-not-allowed", message: `A ${booking.status} booking cannot be paid.` };
    }
    const paid = await changeStatus(tx, { bookingId, paymentStatus: "paid", actor, reason: "paid at the studio", also: { paidNow: true } }, { emailContext });
    if (paid.outcome === "not-found") return { outcome: "not-found" };
    if (paid.outcome === "refused") return { outcome: "refused", code: "payment-transition-not-allowed", message: paid.message };
    intentToCancel = booking.paymentIntentId;
    await tx.update(bookings).set({ payAtStudio: true, paymentIntentId: null }).where(eq(bookings.id, bookingId));
    return { outcome: "changed", paymentStatus: paid.booking.paymentStatus };
  });
  if (intentToCancel) await provider.cancel(intentToCancel).catch(() => undefined);
  return result;
}

/**
 * How a staff booking's refusal is answered, by the API and the dashboard alike: a time someone has taken, or one
 * the studio is closed at, is a conflict with the diary (409); a time off the rules is a field error (400).
 */
export function staffBookingRefusal(result: Exclude<CreateStaffBookingResult, { outcome: "created" }>, settings: BookingSettings): { kind: RefusalKind; code: string; message: string; fieldErrors: FieldErrors } {
  if (result.outcome === "invalid-items") return { kind: "refused", code: "invalid-items", message: result.message, fieldErrors: { items: [result.message] } };
  if (result.outcome === "unknown-practitioner") {
    return { kind: "refused", code: "unknown-practitioner", message: bookingMessages.practitioner, fieldErrors: { practitionerId: [bookingMessages.practitioner] } };
  }
  const refused = slotRefusal(result.reason, bookingSettingsCopy(settings));
  const { code } = refused;
  const message = result.reason === "too-soon" ? staffBookingMessages.passed : refused.message;
  const conflict = result.reason === "taken" || result.reason === "closed";
  return { kind: conflict ? "conflict" : "refused", code, message, fieldErrors: { preferredTime: [message] } };
}
