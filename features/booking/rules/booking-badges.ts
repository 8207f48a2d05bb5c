import { isBookingStatus, isPaymentStatus, wasEverPaid, type BookingStatus, type PaymentStatus } from "./booking-status";

/**
 * How the admin dashboard marks a booking's state. Status colours are the spec's (section 4): confirmed green,
 * cancelled red, completed blue, anything else yellow. Payment state (DESIGN section 3) has its own badge. Each
 * badge carries its word, so colour is never the only signal.
 */
export type BadgeTone = "green" | "red" | "blue" | "yellow" | "grey";

/** One tone per status, so a status added to the list cannot go without one. */
const statusTones: Record<BookingStatus, BadgeTone> = {
  pending: "yellow",
  confirmed: "green",
  completed: "blue",
  cancelled: "red",
  "no-show": "grey",
};

export function statusTone(status: string): BadgeTone {
  return isBookingStatus(status) ? statusTones[status] : "yellow";
}

const capitalise = (word: string) => (word ? word[0]!.toUpperCase() + word.slice(1) : word);

export function statusLabel(status: string): string {
  return isBookingStatus(status) ? capitalise(status) : capitalise(status || "unknown");
}

const paymentTones: Record<PaymentStatus, BadgeTone> = { paid: "green", unpaid: "yellow", failed: "red", partially_refunded: "blue", refunded: "blue" };

export function paymentTone(paymentStatus: string): BadgeTone {
  return isPaymentStatus(paymentStatus) ? paymentTones[paymentStatus] : "grey";
}

export function paymentLabel(paymentStatus: string): string {
  return capitalise((paymentStatus || "unknown").replaceAll("_", " "));
}

/** A booking that costs nothing and took no money (the free patch test): never "Unpaid", to her or to staff. */
export const isFreeBooking = (booking: { totalPence: number; paymentStatus: string }) => booking.totalPence === 0 && !wasEverPaid(booking.paymentStatus);
export const freePaymentLabel = "Free: nothing to pay";

/** Outbox messages' tone is mail's (the Mail tab's badge), offered here beside the booking's badges. */
export { mailTone } from "~/features/mail";
