/** Client reviews: first name and initial only, shown on the home carousel and the testimonials page. */

export interface Testimonial {
  id: string;
  name: string;
  /** The treatment as the client named it; the home carousel picks brow reviews by this text. */
  service: string;
  /** Stars from 1 to 5. */
  rating: number;
  text: string;
  /** When she gave it: a year and month ("2026-09"). */
  given: string;
  /** Where it came from, as shown under it. */
  source: string;
}

export const testimonials: readonly Testimonial[] = [
  {
    id: "amelia-r",
    name: "Amelia R.",
    service: "Dream Shade (Henna Brows)",
    rating: 5,
    given: "2026-10",
    source: "Feedback form after her appointment",
    text: "I've had sparse brows since my teens and always relied on a pencil. After Dream Shade I woke up with soft, full brows that look like mine, only better. The patch test was quick and everything was explained so kindly.",
  },
  {
    id: "priya-s",
    name: "Priya S.",
    service: "Brow Lift (Lamination)",
    rating: 5,
    given: "2026-10",
    source: "Feedback form after her appointment",
    text: "My brows grew in every direction and now they sit up beautifully with one brush in the morning. The studio feels calm and magical, and the shape was mapped perfectly to my face. Already booked my next lift.",
  },
  {
    id: "hannah-m",
    name: "Hannah M.",
    service: "Tint Spell",
    rating: 5,
    given: "2026-09",
    source: "Feedback form after her appointment",
    text: "My brows are so fair they vanish in photos. Tint Spell made every hair show up without looking drawn on, and the shade matched my colouring perfectly. Gentle, precise and genuinely lovely to chat to.",
  },
  {
    id: "sophie-l",
    name: "Sophie L.",
    service: "Cloud Wax",
    rating: 5,
    given: "2026-09",
    source: "Feedback form after her appointment",
    text: "The quickest, least painful brow wax I've ever had. Clean lines, no redness by the evening, and I was given clear aftercare tips to take home. It really did feel as light as a cloud.",
  },
  {
    id: "grace-o",
    name: "Grace O.",
    service: "Henna Brows",
    rating: 5,
    given: "2026-08",
    source: "Feedback form after her appointment",
    text: "I was nervous about looking too dark, but the henna softened into the most natural shade after a day. The attention to detail is incredible: every stray hair tidied and the arch spot on.",
  },
  {
    id: "chloe-b",
    name: "Chloe B.",
    service: "Brow Lift and Tint Spell",
    rating: 5,
    given: "2026-08",
    source: "Feedback form after her appointment",
    text: "I treated myself to the lift with a tint and I'm obsessed. Fluffy, glossy brows that last for weeks. The whole appointment felt like a little pamper session rather than a chore.",
  },
  {
    id: "emily-t",
    name: "Emily T.",
    service: "Cloud Wax",
    rating: 5,
    given: "2026-07",
    source: "Feedback form after her appointment",
    text: "Booking online was simple, I was seen right on time and my brows were shaped to suit my face rather than a trend. Friendly, professional and spotlessly clean. I won't go anywhere else now.",
  },
  {
    id: "zara-k",
    name: "Zara K.",
    service: "The Glow Lift (Facial RF)",
    rating: 5,
    given: "2025-11",
    source: "Feedback form after her appointment",
    text: "The facial RF felt like a warm massage and my skin had such a fresh glow afterwards. I'm on the waitlist for when it returns, because I'd love to do a full course.",
  },
  {
    id: "lucy-w",
    name: "Lucy W.",
    service: "Inch Away",
    rating: 5,
    given: "2025-10",
    source: "Feedback form after her appointment",
    text: "Relaxing, no downtime and the plan was tailored to me, with honest advice about water, movement and what to expect. I loved how supported I felt between sessions and can't wait for it to be back.",
  },
];

const carouselServices = /brow|henna|tint|wax/i;

/** The home carousel shows only reviews whose service mentions Brow, Henna, Tint or Wax (spec section 2). */
export const browTestimonials: readonly Testimonial[] = testimonials.filter((testimonial) =>
  carouselServices.test(testimonial.service),
);

/**
 * What the site can show of its reviews: how many are on it and their average, never a count it cannot show
 * (issue 11). Pages that quote a rating read this; /testimonials adds the quotes staff approved (features/reviews).
 */
export function summariseReviews(shown: readonly Pick<Testimonial, "rating">[]) {
  return {
    ratingValue: shown.length === 0 ? 0 : shown.reduce((sum, testimonial) => sum + testimonial.rating, 0) / shown.length,
    reviewCount: shown.length,
  } as const;
}

export const reviewSummary = summariseReviews(testimonials);
