import { rotationLabels, slotClasses } from "~/features/content-pages/ui/home/carousel-markup";
import { ROTATE_EVERY_MS, stepSlide, visibleSlides } from "~/features/content-pages/carousel";

/** Brings the server-rendered carousels (data-carousel) to life; see testimonial-carousel.tsx. */
export function enhanceCarousels(doc: Document): void {
  doc.querySelectorAll<HTMLElement>("[data-carousel]").forEach(enhanceCarousel);
}

function enhanceCarousel(root: HTMLElement): void {
  const view = root.ownerDocument.defaultView;
  const controls = root.querySelector<HTMLElement>("[data-carousel-controls]");
  const rotation = root.querySelector<HTMLButtonElement>("[data-carousel-rotation]");
  const track = root.querySelector<HTMLElement>("[data-carousel-slides]");
  const slides = [...root.querySelectorAll<HTMLElement>("[data-carousel-slide]")];
  if (!view || !controls || !rotation || !track || slides.length === 0) return;

  const reducedMotion = view.matchMedia("(prefers-reduced-motion: reduce)");
  let first = 0;
  let autoplay = true;
  let hovered = false;
  let focused = false;
  let timer: number | undefined;

  const show = (): void => {
    const shown = visibleSlides(first, slides.length);
    slides.forEach((slide, index) => (slide.hidden = !shown.includes(index)));
    // Moving the slides keeps them in reading order when the run wraps round past the last review.
    shown.forEach((index, slot) => {
      const slide = slides[index]!;
      slide.className = slotClasses[slot] ?? slotClasses[0];
      track.append(slide);
    });
  };

  const update = (): void => {
    const rotating = autoplay && !hovered && !focused && !reducedMotion.matches && slides.length > 1;
    track.setAttribute("aria-live", rotating ? "off" : "polite");
    rotation.setAttribute("aria-label", autoplay ? rotationLabels.stop : rotationLabels.start);
    rotation.querySelectorAll<HTMLElement>("[data-carousel-icon]").forEach((icon) => {
      icon.hidden = (icon.dataset.carouselIcon === "stop") !== autoplay;
    });
    if (rotating && timer === undefined) {
      timer = view.setInterval(() => {
        first = stepSlide(first, 1, slides.length);
        show();
      }, ROTATE_EVERY_MS);
    } else if (!rotating && timer !== undefined) {
      view.clearInterval(timer);
      timer = undefined;
    }
  };

  rotation.addEventListener("click", () => {
    autoplay = !autoplay;
    update();
  });
  root.querySelectorAll<HTMLButtonElement>("[data-carousel-step]").forEach((button) =>
    button.addEventListener("click", () => {
      autoplay = false;
      first = stepSlide(first, Number(button.dataset.carouselStep), slides.length);
      show();
      update();
    }),
  );
  root.addEventListener("mouseenter", () => {
    hovered = true;
    update();
  });
  root.addEventListener("mouseleave", () => {
    hovered = false;
    update();
  });
  root.addEventListener("focusin", () => {
    focused = true;
    update();
  });
  root.addEventListener("focusout", (event) => {
    if (root.contains(event.relatedTarget as Node | null)) return;
    focused = false;
    update();
  });
  reducedMotion.addEventListener("change", update);

  controls.hidden = false;
  update();
}
