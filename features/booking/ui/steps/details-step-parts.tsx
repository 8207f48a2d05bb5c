import type { PricedBasket } from "~/features/booking/rules/basket";
import type { Slot } from "~/features/booking/rules/times/availability";
import { appointmentText } from "~/features/booking/appointment-text";
import { bookingMessages } from "~/features/booking/rules/booking-messages";
import { formatTotal } from "~/lib/money";

/** Step 3 reached without a free time (it was taken, or the link was old): back to choosing one. */
export function SlotTakenNotice({ onChooseTime }: { onChooseTime: () => void }) {
  return (
    <div role="alert" className="rounded-3xl border border-blush-200 bg-white p-6">
      <p className="font-semibold text-plum-900">{bookingMessages.taken}</p>
      <button type="button" onClick={onChooseTime} className="btn-primary mt-4">
        Choose a time
      </button>
    </div>
  );
}

/** What is being booked, when and for how much, above her details. */
export function BookingSentence({ basket, slot, practitioner }: { basket: PricedBasket; slot: Slot; practitioner?: string }) {
  return (
    <p>
      You're booking <strong>{basket.label}</strong>
      {practitioner && (
        <>
          {" "}
          with <strong>{practitioner}</strong>
        </>
      )}{" "}
      on <strong>{appointmentText(slot.date, slot.time)}</strong>.{" "}
      {basket.totalPence === 0 ? (
        <>There's nothing to pay.</>
      ) : (
        <>
          Total: <strong>{formatTotal(basket.totalPence)}</strong>, paid securely by card on the next page.
        </>
      )}
    </p>
  );
}
