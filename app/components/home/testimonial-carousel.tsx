import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { useEffect, useState, useSyncExternalStore, type FocusEvent } from "react";
import type { Testimonial } from "~/content/testimonials";
import { TestimonialCard } from "./testimonial-card";

/** Spec section 9: a new review every 5 seconds, at most 3 at once. */
export const ROTATE_EVERY_MS = 5000;
const MAX_VISIBLE = 3;

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

function subscribeToReducedMotion(onChange: () => void) {
  const media = window.matchMedia(reducedMotionQuery);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => false,
  );
}

/** The second and third slides appear only where there is room for them. */
const slotClass = ["flex", "hidden md:flex", "hidden lg:flex"];

const controlClass =
  "inline-flex size-11 items-center justify-center rounded-full border-2 border-plum-700 bg-white text-plum-700 transition-colors hover:bg-blush-100";

/**
 * The WAI-ARIA APG carousel: rotation pauses while the pointer or keyboard focus is inside it and never runs under
 * prefers-reduced-motion; previous and next stop it for good (spec section 4).
 */
export function TestimonialCarousel({ items, label }: { items: readonly Testimonial[]; label: string }) {
  const count = items.length;
  const [index, setIndex] = useState(0);
  const [autoplay, setAutoplay] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const rotating = autoplay && !hovered && !focused && !reducedMotion && count > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), ROTATE_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [rotating, count]);

  if (count === 0) return null;

  const step = (by: number) => {
    setAutoplay(false);
    setIndex((current) => (current + by + count) % count);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  const visible = Array.from({ length: Math.min(MAX_VISIBLE, count) }, (_, slot) => (index + slot) % count);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="flex items-center justify-center gap-3">
        <button
          type="button"
          className={controlClass}
          onClick={() => setAutoplay((on) => !on)}
          aria-label={autoplay ? "Stop automatic slide show" : "Start automatic slide show"}
        >
          {autoplay ? <Pause aria-hidden="true" width={20} height={20} /> : <Play aria-hidden="true" width={20} height={20} />}
        </button>
        <button type="button" className={controlClass} onClick={() => step(-1)} aria-label="Previous review">
          <ChevronLeft aria-hidden="true" width={22} height={22} />
        </button>
        <button type="button" className={controlClass} onClick={() => step(1)} aria-label="Next review">
          <ChevronRight aria-hidden="true" width={22} height={22} />
        </button>
      </div>
      <div aria-live={rotating ? "off" : "polite"} className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {visible.map((itemIndex, slot) => {
          const item = items[itemIndex]!;
          return (
            <div
              key={item.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${itemIndex + 1} of ${count}`}
              className={slotClass[slot]}
            >
              <TestimonialCard testimonial={item} />
            </div>
          );
        })}
      </div>
    </section>
  );
}
