import type { Ref } from "react";
import type { PricedBasket } from "~/features/booking/rules/basket";
import type { BookPageData } from "~/features/booking/pages/book-page";

const stepTitles = ["Choose your treatments", "Select a date and time", "Your details"] as const;

/** The step's heading (focused when she moves to a step, so it is announced) and what to do on it. */
export function StepIntro({
  step,
  basket,
  settings,
  headingRef,
}: {
  step: 1 | 2 | 3;
  basket: PricedBasket | undefined;
  settings: BookPageData["settings"];
  headingRef: Ref<HTMLHeadingElement>;
}) {
  return (
    <div>
      <h2 id="booking-step-title" ref={headingRef} tabIndex={-1} className="text-3xl font-semibold focus:outline-none">
        {stepTitles[step - 1]}
      </h2>
      {step === 1 && (
        <p className="mt-2 text-muted">
          Tap a treatment to add it to your booking, and tap it again to take it out. You can book several in one
          visit.
        </p>
      )}
      {step === 2 && basket && (
        <p className="mt-2 text-muted">
          Free times for your {basket.lines.length === 1 ? "treatment" : `${basket.lines.length} treatments`} in one
          visit, over the next {settings.horizon}.
        </p>
      )}
      {step === 3 && (
        <p className="mt-2 text-muted">
          Nearly there: tell us who's coming and we'll hold your time for {settings.hold} while you pay.
        </p>
      )}
    </div>
  );
}
