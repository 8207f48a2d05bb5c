import { ChevronLeft, ChevronRight } from "lucide-react";
import { useId } from "react";
import { dayText } from "~/features/booking/appointment-text";
import { dayOfMonth, monthGrid, monthLabel, weekdayInitials, type MonthKey } from "~/features/booking/rules/times/calendar-month";
import type { ClosedDays } from "~/features/schedule";
import { rovingRadioKeys, tabStopIndex } from "./use-roving-radios";

/** What a day without free times is: closed (a bank holiday named), or simply full. */
const dayClosed = (date: string, closed: Readonly<ClosedDays>) =>
  !(date in closed) ? "no free times" : closed[date] ? `closed for ${closed[date]}` : "closed";

/**
 * A month of the booking window as a calendar: days with free times can be chosen, the rest are shown dimmed.
 * One Tab stop; arrows move by a day, Up and Down by a week; the month buttons page through the window.
 */
export function DayGrid({
  months,
  month,
  onMonthChange,
  freeDays,
  closedDays,
  selected,
  onSelect,
}: {
  months: readonly MonthKey[];
  month: MonthKey;
  onMonthChange: (month: MonthKey) => void;
  /** Free times per day: a day missing here has none. */
  freeDays: ReadonlyMap<string, number>;
  /** Days the studio is shut all day: said so, with a bank holiday's name. */
  closedDays: Readonly<ClosedDays>;
  selected: string | undefined;
  onSelect: (date: string) => void;
}) {
  const headingId = useId();
  const position = months.indexOf(month);
  const previous = months[position - 1];
  const next = months[position + 1];
  const days = monthGrid(month).flat();
  const dates = days.filter((day): day is string => day !== null);
  const tabStop = dates[tabStopIndex(dates.map((date) => ({ selected: date === selected, disabled: !freeDays.has(date) })))];

  return (
    <div>
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          onClick={() => previous && onMonthChange(previous)}
          disabled={!previous}
          aria-label={previous ? `Previous month, ${monthLabel(previous)}` : "Previous month"}
          className="flex h-11 w-11 items-center justify-center rounded-full border border-plum-500/60 text-plum-800 hover:bg-blush-100 disabled:border-transparent disabled:text-muted/50"
        >
          <ChevronLeft aria-hidden="true" size={20} />
        </button>
        <h3 id={headingId} aria-live="polite" className="text-xl font-semibold">
          {monthLabel(month)}
        </h3>
        <button
          type="button"
          onClick={() => next && onMonthChange(next)}
          disabled={!next}
          aria-label={next ? `Next month, ${monthLabel(next)}` : "Next month"}
          className="flex h-11 w-11 items-center justify-center rounded-full border border-plum-500/60 text-plum-800 hover:bg-blush-100 disabled:border-transparent disabled:text-muted/50"
        >
          <ChevronRight aria-hidden="true" size={20} />
        </button>
      </div>
      <div aria-hidden="true" className="mt-3 grid grid-cols-7 gap-1 text-center text-xs font-semibold tracking-wide text-muted uppercase">
        {weekdayInitials.map((day) => (
          <span key={day.short}>{day.short}</span>
        ))}
      </div>
      <div role="radiogroup" aria-labelledby={headingId} onKeyDown={rovingRadioKeys(7)} className="mt-1 grid grid-cols-7 gap-1">
        {days.map((date, index) => {
          if (date === null) return <span key={`empty-${index}`} aria-hidden="true" />;
          const free = freeDays.get(date) ?? 0;
          const isSelected = date === selected;
          return (
            <button
              key={date}
              type="button"
              role="radio"
              aria-checked={isSelected}
              aria-label={`${dayText(date)}, ${free > 0 ? `${free} ${free === 1 ? "time" : "times"} free` : dayClosed(date, closedDays)}`}
              disabled={free === 0}
              tabIndex={date === tabStop ? 0 : -1}
              onClick={() => onSelect(date)}
              className={`relative flex aspect-square min-h-11 flex-col items-center justify-center rounded-xl text-base font-semibold transition-colors ${
                isSelected
                  ? "bg-plum-700 text-white"
                  : free > 0
                    ? "bg-blush-100 text-plum-900 hover:bg-blush-200"
                    : "text-muted/60 line-through decoration-1"
              }`}
            >
              {dayOfMonth(date)}
              {free > 0 && (
                <span
                  aria-hidden="true"
                  className={`absolute bottom-1.5 h-1.5 w-1.5 rounded-full ${isSelected ? "bg-gold-400" : "bg-plum-600"}`}
                />
              )}
            </button>
          );
        })}
      </div>
    </div>
  );
}
