import { bookedMessages } from "../rules/booking-messages";

/**
 * The booking and payment toasts of the spec's error catalogue (section 8), in one place. A paid booking is booked,
 * so its toast says "You're booked" with the time; the spec's "request submitted, we'll contact you" stays only for
 * a booking with nothing paid, which staff still confirm (docs/decisions/0038).
 */
export const bookingToasts = {
  submitted: { title: "Booking Request Submitted!", description: bookedMessages.toConfirm },
  held: { title: "Your time is held", description: "Pay now to book it: nothing is booked until your payment goes through." },
  booked: (when: string) => ({ title: bookedMessages.title, description: bookedMessages.when(when) }),
  bookingFailed: { title: "Booking Failed", description: "Please try again or contact us directly." },
  setupFailed: { title: "Payment Setup Failed", description: "Unable to set up payment. Please try again." },
  paid: (when: string) => ({ title: bookedMessages.title, description: `Payment successful. ${bookedMessages.when(when)}` }),
  paymentFailed: { title: "Payment Failed", description: "There was an issue processing your payment. Please try again." },
} as const;
