/**
 * The booking messages (spec section 5, verbatim), apart from booking-form.ts so pages can say them without loading
 * Zod; booking-form re-exports them.
 */
export const bookingMessages = {
  date: "Please choose a date",
  time: "Please choose a time",
  items: "Please select a service",
  notes: "Notes must be 1,000 characters or fewer",
  closed: "We're closed then: please choose a time within our opening hours.",
  offGrid: "Please choose one of the times offered.",
  tooSoon: "Please choose a time at least a couple of hours from now.",
  tooFar: "We take bookings up to 8 weeks ahead: please choose an earlier date.",
  taken: "Sorry, that time has just been taken. Please choose another.",
  holdExpired: "Your held time has expired. Please choose your time again.",
  alreadyPaid: "This booking is already paid.",
  nothingToPay: "This booking has nothing to pay.",
  patchTest: "Please tell us about your patch test",
  /** The booking policy's consent, which /book requires (its action checks it with the schema). */
  policy: "Please accept the booking policy",
} as const;
