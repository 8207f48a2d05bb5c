/** Spec section 9: the home page's reviews carousel shows a new review every 5 seconds, at most 3 at a time. */
export const ROTATE_EVERY_MS = 5000;
export const MAX_VISIBLE_SLIDES = 3;

/** The slide `by` steps away from `current`, wrapping round both ends. */
export function stepSlide(current: number, by: number, count: number): number {
  if (count === 0) return 0;
  return (((current + by) % count) + count) % count;
}

/** The slides on show when `first` leads, in order and wrapping round: never more than there are slides. */
export function visibleSlides(first: number, count: number): number[] {
  return Array.from({ length: Math.min(MAX_VISIBLE_SLIDES, count) }, (_, slot) => stepSlide(first, slot, count));
}
