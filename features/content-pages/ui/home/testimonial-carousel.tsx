import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import type { Testimonial } from "~/content/testimonials";
import { visibleSlides } from "~/features/content-pages/carousel";
import { rotationLabels, slotClasses } from "./carousel-markup";
import { TestimonialCard } from "./testimonial-card";

const controlClass =
  "inline-flex size-11 items-center justify-center rounded-full border-2 border-plum-700 bg-white text-plum-700 transition-colors hover:bg-blush-100";

/**
 * The WAI-ARIA APG carousel, rendered on the server with its first slides on show. Every review is in the HTML;
 * app/enhance/content/carousel.ts reveals the controls and rotates them: it pauses while the pointer or keyboard
 * focus is inside, never runs under prefers-reduced-motion, and previous/next stop it for good (spec section 4).
 * Without JavaScript the first reviews simply stay put, with no dead buttons.
 */
export function TestimonialCarousel({ items, label }: { items: readonly Testimonial[]; label: string }) {
  const count = items.length;
  if (count === 0) return null;
  const shown = visibleSlides(0, count);
  return (
    <section data-carousel aria-roledescription="carousel" aria-label={label}>
      <div data-carousel-controls hidden className="flex items-center justify-center gap-3">
        <button type="button" data-carousel-rotation className={controlClass} aria-label={rotationLabels.stop}>
          <span data-carousel-icon="stop" className="contents">
            <Pause aria-hidden="true" width={20} height={20} />
          </span>
          <span data-carousel-icon="start" hidden className="contents">
            <Play aria-hidden="true" width={20} height={20} />
          </span>
        </button>
        <button type="button" data-carousel-step="-1" className={controlClass} aria-label="Previous review">
          <ChevronLeft aria-hidden="true" width={22} height={22} />
        </button>
        <button type="button" data-carousel-step="1" className={controlClass} aria-label="Next review">
          <ChevronRight aria-hidden="true" width={22} height={22} />
        </button>
      </div>
      <div data-carousel-slides aria-live="off" className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {items.map((item, itemIndex) => {
          const slot = shown.indexOf(itemIndex);
          return (
            <div
              key={item.id}
              data-carousel-slide
              role="group"
              aria-roledescription="slide"
              aria-label={`${itemIndex + 1} of ${count}`}
              hidden={slot === -1}
              className={slotClasses[slot] ?? slotClasses[0]}
            >
              <TestimonialCard testimonial={item} />
            </div>
          );
        })}
      </div>
    </section>
  );
}
