/**
 * The booking's policies and what a patch test is, as /policies, /book, the checkout and the booking's emails say
 * them: copy shared by the booking and the content pages, so it sits below both.
 */

/** What a patch test is, shared by the callout, the requirements section and the printable brow guide. */
export const patchTestSummary =
  "A patch test is a free 15-minute appointment: we place a tiny amount of the product behind your ear or on your inner arm and check your skin reacts well before the full treatment.";

export const patchTestTiming =
  "Book it at least 24 hours before your treatment (24-48 hours before is ideal). A patch test with us in the last 6 months still counts.";

/**
 * When to arrive, and why: only a treatment with a consultation form has a consultation to go through (the booking's
 * emails choose by the treatment booked; /policies says it for the ones that have one).
 */
export const arrivalNotes = {
  consultation: "Please arrive 10 minutes early so we can go through your consultation without rushing your treatment.",
  treatment: "Please arrive 10 minutes early so your treatment can start on time.",
  patchTest: "Please arrive 10 minutes early, with clean, make-up-free skin around the test area.",
} as const;

export const patchTestNotes: readonly string[] = [
  "Your patch test is free, whether or not you go on to book the treatment.",
  arrivalNotes.patchTest,
  "Keep the test area dry and uncovered until your treatment, and tell us straight away if you notice itching, redness or swelling.",
  "If you react, we will not go ahead with the treatment and will talk you through other options.",
];

export interface BookingPolicy {
  id: string;
  title: string;
  points: readonly string[];
}

export const bookingPolicies: readonly BookingPolicy[] = [
  {
    id: "preparation",
    title: "Preparing for your appointment",
    points: [
      arrivalNotes.consultation,
      "Come with make-up-free brows, and avoid tweezing, threading or waxing them for 2 weeks beforehand.",
      "Waxing: stop using retinol on the area 48-72 hours before, and allow at least 2 weeks of hair growth.",
      "Henna and tint: book your free patch test at least 24 hours before your treatment.",
      "Tell us about any allergies, medication or skin conditions when you book, or at the latest on arrival.",
    ],
  },
  {
    id: "payment",
    title: "Payment",
    points: [
      "Full payment is taken online by card when you book; paying secures your appointment.",
      "Your chosen time is held while you pay (checkout shows until when); if the hold runs out, simply choose a time again.",
      "Patch tests are free and never charged.",
      "Prices are shown in pounds and include everything: there are no hidden fees.",
      "Card details are handled by our secure payment provider; we never see or store your full card number.",
    ],
  },
  {
    id: "health-and-safety",
    title: "Health and safety",
    points: [
      "Every client completes a short consultation so we can check a treatment is right for you.",
      "We may postpone or decline a treatment if your skin is broken, irritated or sunburnt in the area, or if a patch test shows a reaction.",
      "Tools are cleaned and sanitised between clients, and we use single-use applicators wherever possible.",
      "We use professional, high-quality products from trusted suppliers.",
      "Please let us know if you are pregnant or breastfeeding, or if your health or medication changes between visits.",
    ],
  },
];
