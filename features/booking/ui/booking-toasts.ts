/** The booking and payment toasts of the spec's error catalogue (section 8), word for word, in one place. */
export const bookingToasts = {
  submitted: { title: "Booking Request Submitted!", description: "We'll contact you within 24 hours to confirm your appointment." },
  bookingFailed: { title: "Booking Failed", description: "Please try again or contact us directly." },
  setupFailed: { title: "Payment Setup Failed", description: "Unable to set up payment. Please try again." },
  paid: { title: "Payment Successful", description: "Thank you! Your appointment is booked and paid." },
  paymentFailed: { title: "Payment Failed", description: "There was an issue processing your payment. Please try again." },
} as const;
