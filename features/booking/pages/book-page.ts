import type { Slot } from "~/features/booking/rules/times/availability";
import type { ClosedDays } from "~/features/schedule";
import type { BookingSettingsCopy } from "~/features/booking/rules/times/booking-settings";
import type { FieldErrors } from "~/lib/forms";
import type { SlotRefusalCode } from "~/features/booking/rules/booking-messages";
import type { EarlyAccessRefusal } from "~/features/studio";
import type { ConsultationRefusalCode, PublicConsultationForm } from "~/features/consultations";

/**
 * What /book's loader and action (book-page.server.ts) hand the page, written once here because the page may not
 * import server modules, even for types; the server functions are declared to return exactly these.
 */

/** A bookable treatment as the booking page shows it: no descriptions, FAQs or other catalogue prose. */
export interface MenuService {
  id: string;
  name: string;
  emoji: string;
  technique: string;
  category: "face" | "body";
  /** Her price: a Dreams Club member's (her discount off) when she is signed in as one. */
  pricePence: number;
  /** Her month's included treatment may pay for it: one such line per booking, the dearest, costs nothing. */
  included?: true;
  durationMinutes: number;
  /** Henna or tint: the client must say how the patch test is covered. */
  needsPatchTestAnswer: boolean;
  /** `sessions` above 1: a course, booked on its own (docs/decisions/0021). */
  packages: { name: string; pricePence: number; durationMinutes: number; sessions: number }[];
}

export interface WaitlistLink {
  id: string;
  name: string;
  emoji: string;
  category: "face" | "body";
  url: string;
}

/**
 * What the early-access link in the address allows (docs/decisions/0020): its service at the early-bird price until
 * the public opening (ISO), or why it cannot book.
 */
export type EarlyAccessNote =
  | { state: "valid"; serviceId: string; serviceName: string; pricePence: number; usualPricePence: number; opensAt: string }
  | { state: "refused"; message: string };

export type { PractitionerOption } from "../rules/booking-selection";
import type { PractitionerOption } from "../rules/booking-selection";

/** `closedDays`: the days the studio is shut all day, a bank holiday named (features/schedule). */
export type Availability = { state: "ready"; slots: Slot[]; closedDays: ClosedDays } | { state: "invalid"; message: string };

export interface BookPageData {
  menu: MenuService[];
  waitlists: WaitlistLink[];
  /** A signed-in member's note that the prices shown are hers (memberNote); null for anyone else. */
  memberNote: string | null;
  patchTestTiming: string;
  /** The patch-test note about arriving early, for the confirmation of a free booking. */
  arriveEarly: string | undefined;
  phone: { text: string; href: string };
  settings: BookingSettingsCopy;
  /** The studio's date today, YYYY-MM-DD: where the calendar starts. */
  today: string;
  horizonDays: number;
  /** Free times for the basket in the URL, once the choice reaches the calendar; null before. */
  availability: Availability | null;
  /**
   * Who does every treatment in the basket, once the choice reaches the calendar (null before); the page offers a
   * choice only when there are two or more.
   */
  practitioners: PractitionerOption[] | null;
  /** The practitioner the free times are for: the one the address names, when she does the basket; null for any. */
  practitioner: string | null;
  /** Free patch-test times 24 to 48 hours before the chosen time, when the client books her patch test; null otherwise. */
  patchTestSlots: Slot[] | null;
  /** The address carries an early-access link: what it allows; null otherwise. */
  earlyAccess: EarlyAccessNote | null;
  /**
   * A signed-in client's details as we know them (her email, and the name and phone of her latest booking), filled
   * in for her so she need not type them again (WCAG 3.3.7); null for anyone else.
   */
  known: { name: string; email: string; phone: string } | null;
  /** The consultation form a treatment in the basket asks before payment (DESIGN 11); null when none does. */
  consultationForm: PublicConsultationForm | null;
  /** A freed time held for her by the offer in the address (docs/decisions/0064): until when (ISO); null otherwise. */
  heldOffer: { heldUntil: string } | null;
  /** The plain form that asks to be told when a time frees, for this basket (docs/decisions/0064). */
  tellMePath: string;
}

/** Why a booking was not held; the page branches on the code, never on the sentence. */
export type BookingRefusalCode =
  | "invalid"
  | "throttled"
  | "basket"
  | "patch-test-required"
  | "patch-test-time"
  | "too-many-free-bookings"
  | "early-start-required"
  | EarlyAccessRefusal
  | SlotRefusalCode
  | ConsultationRefusalCode;

export type BookActionData =
  /** manageHref: the booking's manage page (its own token: docs/decisions/0012). */
  /** duePence: left to pay by card; memberPence: what her Dreams Club membership took off (0029), both the server's. */
  /** practitioner: the name of who will treat her, for the page's confirmation; null when not known. */
  | { ok: true; id: string; totalPence: number; memberPence: number; duePence: number; holdExpiresAt: string | null; manageHref: string; practitioner: string | null }
  | { ok: false; code: BookingRefusalCode; message: string; fieldErrors?: FieldErrors; details?: { reasons?: string[]; suggestion?: PublicConsultationForm["suggestion"] } };
