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

export interface CheckoutPageData {
  settings: BookingSettingsCopy;
  /** null without `?booking=`: the page then takes the booking id from the hand-over in session storage. */
  payment:
    | ({ state: "ready" } & PaymentSetup)
    /** The page branches on the code, never on the sentence. */
    | { state: "refused"; code: "not-found" | "already-paid" | "hold-expired" | "nothing-to-pay"; message: string }
    | null;
}
