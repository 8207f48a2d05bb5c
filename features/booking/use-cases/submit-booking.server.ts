import { randomBytes, randomUUID } from "node:crypto";
import type { Database } from "~/db/client.server";
import type { EmailContext } from "~/features/mail";
import { filledHoneypot, parseForm } from "~/lib/forms";
import { countAttempt, releaseStored, reserveStored, type Visitor } from "~/lib/throttle.server";
import { invalid, refuse, throttled, namedUseCase, type Outcome } from "~/lib/use-case";
import { BasketError, EarlyAccessError, priceBasket } from "../rules/basket";
import { bookingMessages, bookingRequestSchema, type BookingErrorCode } from "../rules/booking-form";
import { clientMenu, practitionersFor } from "../booking-menu.server";
import { bookingRefusal } from "../booking-refusals.server";
import { bookingSettingsCopy, type BookingSettings } from "../rules/times/booking-settings";
import { createBooking } from "../create-booking.server";
import { amountDuePence } from "../rules/amount-due";
import { consultationFormForItems, readConsultation, type ConsultationRefusalCode } from "~/features/consultations";
import { keepConsultation } from "~/features/consultations/index.server";
import { studioToday } from "~/lib/studio-clock";
import { textableNumber } from "~/features/texts";

export interface BookingContext {
  db: Database;
  settings: BookingSettings;
  emailContext: EmailContext;
  /** The server's clock; tests hand in a fixed one. */
  now?: Date;
}

/** Who asks: the throttle's visitor and, when she is signed in, the client whose member price applies (0029). */
export type BookingVisitor = Visitor & { member?: { email: string } };

export type SubmitBookingOutcome = Outcome<
  | { dropped: true; id: string; manageToken: string }
  | { dropped?: undefined; id: string; totalPence: number; memberPence: number; duePence: number; holdExpiresAt: Date | null; manageToken: string; practitionerId: string },
  BookingErrorCode | "invalid" | "throttled" | "basket" | ConsultationRefusalCode
>;

/** A basket the menu refuses (not bookable online, an early-access link's rule) as the visitor is told it. */
function basketRefusal(error: unknown) {
  if (error instanceof EarlyAccessError) return refuse("conflict", error.code, error.message);
  if (error instanceof BasketError) return invalid({ message: error.message, fieldErrors: { items: [error.message] } }, "basket");
  throw error;
}

/**
 * A booking request held as a booking, from /book's action and POST /api/bookings alike: the attempts cap, the
 * honeypot, the API's schema (consent, phone and patch-test rules are the same whichever way a booking comes), the
 * cap on stored bookings, then createBooking. A refusal stores nothing and costs an attempt, not a booking
 * (docs/decisions/0015).
 */
export const submitBooking = namedUseCase("booking.create", async (context: BookingContext, visitor: BookingVisitor, payload: unknown): Promise<SubmitBookingOutcome> => {
  const { db, settings, emailContext, now } = context;
  const attempt = await countAttempt(db, visitor);
  if (!attempt.allowed) return throttled(attempt.retryAfter);
  // A bot is told it booked, with ids that lead nowhere; nothing is kept.
  if (filledHoneypot(payload)) return { ok: true, dropped: true, id: randomUUID(), manageToken: randomBytes(32).toString("base64url") };
  const parsed = parseForm(bookingRequestSchema, payload);
  if (!parsed.success) return invalid(parsed.error);
  // A reminder by text needs a number a text reaches (made E.164 where it is stored, createBooking).
  if (parsed.data.textsOk && !textableNumber(parsed.data.phone)) {
    return invalid({ message: bookingMessages.textsPhone, fieldErrors: { phone: [bookingMessages.textsPhone] } });
  }
  const named = parsed.data.practitionerId;
  // Only someone who does the whole basket may be named: anyone else is her mistake to fix, not a time taken.
  if (named && !(await practitionersFor(db, parsed.data.items)).some((member) => member.id === named)) {
    return invalid({ message: bookingMessages.practitioner, fieldErrors: { practitionerId: [bookingMessages.practitioner] } });
  }
  // A treatment with a consultation form is read, and its rules applied, before anything is held (DESIGN 11); a
  // basket that cannot be booked at all says so first.
  const consultationForm = consultationFormForItems(parsed.data.items);
  if (consultationForm) {
    try {
      priceBasket(parsed.data.items, (await clientMenu(db, parsed.data.items, { access: parsed.data.access, ...(now ? { now } : {}) })).menu);
    } catch (error) {
      return basketRefusal(error);
    }
  }
  const consultation = consultationForm && readConsultation(consultationForm, (payload as { consultation?: unknown }).consultation, studioToday(now));
  if (consultation && !consultation.ok) return consultation;
  const reserved = await reserveStored(db, visitor, "booking");
  if (!reserved.allowed) return throttled(reserved.retryAfter);
  let result;
  try {
    // Her answers are kept in the booking's own transaction: both stand, or neither (nothing acknowledged is lost).
    const alsoKeep = consultation ? (tx: Parameters<typeof keepConsultation>[0], id: string) => keepConsultation(tx, id, consultation.consultation, now ?? new Date()) : undefined;
    result = await createBooking(db, parsed.data, { settings, emailContext, member: visitor.member, ...(now ? { now } : {}), ...(alsoKeep ? { alsoKeep } : {}) });
  } catch (error) {
    await releaseStored(db, visitor, "booking");
    return basketRefusal(error);
  }
  if (result.outcome !== "created") {
    // A time someone else took (or any refusal) stored nothing: it costs the visitor an attempt, not a booking.
    await releaseStored(db, visitor, "booking");
    const { kind, code, message, fieldErrors } = bookingRefusal(result, bookingSettingsCopy(settings));
    return refuse(kind, code, message, fieldErrors);
  }
  return {
    ok: true,
    id: result.id,
    totalPence: result.totalPence,
    // What a member's price took off and what is left to pay by card, as the server computed them (0029).
    memberPence: result.memberPence,
    duePence: amountDuePence({ totalPence: result.totalPence, memberPence: result.memberPence, voucherPence: 0 }),
    holdExpiresAt: result.holdExpiresAt,
    manageToken: result.manageToken,
    practitionerId: result.practitionerId,
  };
});
