import type { BookingSettingsCopy } from "~/features/booking/diary/booking-settings";

/** What /checkout's loader (checkout-page.server.ts) hands the page; the page may not import server modules. */
export interface PaymentSetup {
  bookingId: string;
  clientSecret: string;
  /** Pence, as the server priced the booking. */
  amount: number;
  provider: "stripe" | "demo";
  publishableKey: string | null;
  holdExpiresAt: string | null;
}

/** The held booking as its client gave it on /book: shown on the pay page, which only its client's browser opens. */
export interface CheckoutSummaryData {
  name: string;
  email: string;
  phone: string;
  notes: string | null;
  items: { id: string; name: string; pricePence: number }[];
  /** "Tuesday 8 December 2026 at 10:00", London time. */
  when: string;
  /** Pence, as the server priced the booking. */
  totalPence: number;
}

export interface CheckoutPageData {
  settings: BookingSettingsCopy;
  /** The booking being paid for, rendered by the server; null when there is nothing to pay for. */
  summary: CheckoutSummaryData | null;
  /** null without `?booking=`: the page then takes the booking id from the hand-over in session storage. */
  payment:
    | ({ state: "ready" } & PaymentSetup)
    /** The page branches on the code, never on the sentence. */
    | { state: "refused"; code: "not-found" | "already-paid" | "hold-expired" | "nothing-to-pay"; message: string }
    | null;
}
