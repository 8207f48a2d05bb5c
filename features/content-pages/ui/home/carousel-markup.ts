/**
 * What the carousel's server markup (testimonial-carousel.tsx) and its script (app/enhance/content/carousel.ts)
 * share. No React here: the script imports it.
 */
export const rotationLabels = { stop: "Stop automatic slide show", start: "Start automatic slide show" } as const;

/** The second and third slides appear only where there is room for them. */
export const slotClasses = ["flex", "hidden md:flex", "hidden lg:flex"] as const;
