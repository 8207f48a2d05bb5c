import type { Slot } from "~/features/booking/rules/times/availability";
import { rovingRadioKeys, tabStopIndex } from "./use-roving-radios";

/** The free start times of one day as a radio group of buttons. */
export function TimeSlots({
  label,
  slots,
  selected,
  onSelect,
}: {
  label: string;
  slots: readonly Slot[];
  selected: Slot | undefined;
  onSelect: (slot: Slot) => void;
}) {
  const tabStop = tabStopIndex(slots.map((slot) => ({ selected: slot.start === selected?.start })));
  return (
    <div
      role="radiogroup"
      aria-label={label}
      onKeyDown={rovingRadioKeys()}
      className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-3 xl:grid-cols-4"
    >
      {slots.map((slot, index) => {
        const isSelected = slot.start === selected?.start;
        return (
          <button
            key={slot.start}
            type="button"
            role="radio"
            aria-checked={isSelected}
            tabIndex={index === tabStop ? 0 : -1}
            onClick={() => onSelect(slot)}
            className={`min-h-11 rounded-full border-2 px-3 font-semibold tabular-nums transition-colors ${
              isSelected ? "border-plum-700 bg-plum-700 text-white" : "border-plum-500/60 bg-white text-plum-800 hover:bg-blush-100"
            }`}
          >
            {slot.time}
          </button>
        );
      })}
    </div>
  );
}
