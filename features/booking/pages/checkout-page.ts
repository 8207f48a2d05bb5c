import type { BookingSettingsCopy } from "~/features/booking/rules/times/booking-settings";
import type { CheckoutVoucher } from "~/features/booking/vouchers/booking-vouchers";

/** What /checkout's loader (checkout-page.server.ts) hands the page; the page may not import server modules. */
export interface PaymentSetup {
  bookingId: string;
  clientSecret: string;
  /** Pence to pay by card: the price less what a gift voucher pays (amountDuePence). */
  amount: number;
  provider: "stripe" | "demo";
  publishableKey: string | null;
  holdExpiresAt: string | null;
}

/** The held booking as its client gave it on /book: shown on the pay page, which only its client's browser opens. */
export interface CheckoutSummaryData {
  name: string;
  email: string | null;
  phone: string;
  notes: string | null;
  /** memberPence: what her Dreams Club membership takes off the line; included: the month's included treatment. */
  items: { id: string; name: string; pricePence: number; memberPence: number; included: boolean }[];
  /** "Tuesday 8 December 2026 at 10:00", London time. */
  when: string;
  /** Pence, as the server priced the booking. */
  totalPence: number;
  /** What her Dreams Club membership took off, as the server recorded it (docs/decisions/0029). */
  memberPence: number;
  /** The gift voucher paying towards it, if one is (the code masked); the card pays the rest. */
  voucher: CheckoutVoucher | null;
  /** Pence left to pay by card. */
  duePence: number;
  /** Her patch test (patchTestLine): its time, or the passed test it rests on; null when none is needed. */
  patchTest: string | null;
}

export interface CheckoutPageData {
  settings: BookingSettingsCopy;
  /** The booking being paid for, rendered by the server; null when there is nothing to pay for. */
  summary: CheckoutSummaryData | null;
  /** null without `?booking=`: the page then takes the booking id from the hand-over in session storage. */
  payment:
    | ({ state: "ready" } & PaymentSetup)
    /** A gift voucher pays it all: confirmed without a card (docs/decisions/0026). */
    | { state: "covered"; bookingId: string; holdExpiresAt: string | null }
    /** The page branches on the code, never on the sentence. */
    | { state: "refused"; code: "not-found" | "already-paid" | "hold-expired" | "nothing-to-pay"; message: string }
    | null;
}
