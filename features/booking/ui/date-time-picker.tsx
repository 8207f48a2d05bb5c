import { CircleAlert, Clock, LoaderCircle, RefreshCw } from "lucide-react";
import { useMemo, useState } from "react";
import { dayText } from "~/features/booking/appointment-text";
import type { Slot } from "~/features/booking/rules/times/availability";
import type { BookPageData } from "~/features/booking/pages/book-page";
import { slotsByDate } from "~/features/booking/rules/booking-selection";
import { monthOf, monthsBetween, type MonthKey } from "~/features/booking/rules/times/calendar-month";
import { addDays } from "~/lib/zoned-time";
import type { ClosedDays } from "~/features/schedule";
import { DayGrid } from "./day-grid";
import { TimeSlots } from "./time-slots";

const noClosedDays: ClosedDays = {};

/** The month's bank holidays the studio is closed on, named, so a crossed-out weekday is not a mystery. */
function ClosedHolidays({ month, closed }: { month: MonthKey; closed: ClosedDays }) {
  const holidays = Object.entries(closed).flatMap(([date, name]) => (name && monthOf(date) === month ? [{ date, name }] : []));
  if (holidays.length === 0) return null;
  return (
    <ul aria-label="Bank holidays we're closed" className="mt-2 grid gap-1 text-sm">
      {holidays.map((holiday) => (
        <li key={holiday.date}>
          Closed {dayText(holiday.date)} ({holiday.name})
        </li>
      ))}
    </ul>
  );
}

/**
 * Step 2: the real free times for the basket's total duration over the booking horizon (the loader's, for the
 * basket in the URL), as a month calendar and the chosen day's times. The calendar opens on the chosen day, or
 * the first day with a free time.
 */
export function DateTimePicker({
  page,
  loading,
  onRetry,
  chosenDate,
  selected,
  onSelect,
  onDay,
}: {
  page: BookPageData;
  loading: boolean;
  onRetry: () => void;
  chosenDate: string | undefined;
  selected: Slot | undefined;
  onSelect: (slot: Slot | undefined) => void;
  onDay: (date: string) => void;
}) {
  const availability = page.availability;
  const slots = useMemo(() => (availability?.state === "ready" ? availability.slots : []), [availability]);
  const byDate = useMemo(() => slotsByDate(slots), [slots]);
  const freeDays = useMemo(() => new Map([...byDate].map(([date, daySlots]) => [date, daySlots.length])), [byDate]);
  const closed = availability?.state === "ready" ? availability.closedDays : noClosedDays;
  const months = monthsBetween(page.today, addDays(page.today, page.horizonDays));
  const day = chosenDate && byDate.has(chosenDate) ? chosenDate : slots[0]?.date;
  const [month, setMonth] = useState<MonthKey | undefined>();
  const load = loading || !availability ? { state: "loading" as const } : availability.state === "ready" ? { state: "ready" as const, slots } : { state: "error" as const };

  if (load.state === "loading") {
    return (
      <p role="status" className="flex items-center gap-3 rounded-3xl bg-white p-6 text-lg font-medium text-plum-800">
        <LoaderCircle aria-hidden="true" className="animate-spin" size={22} />
        Finding available times...
      </p>
    );
  }

  if (load.state === "error") {
    return (
      <div role="alert" className="rounded-3xl border border-red-700 bg-red-50 p-6">
        <p className="flex items-start gap-2 font-semibold text-red-800">
          <CircleAlert aria-hidden="true" size={20} className="mt-0.5 shrink-0" />
          We couldn't load the available times just now.
        </p>
        <p className="mt-2 text-ink">Please check your connection and try again, or call us and we'll find a time together.</p>
        <button type="button" onClick={onRetry} className="btn-primary mt-4">
          <RefreshCw aria-hidden="true" size={18} />
          Try again
        </button>
      </div>
    );
  }

  if (load.slots.length === 0) {
    return (
      <div className="rounded-3xl border border-blush-200 bg-white p-6">
        <p className="font-semibold text-plum-900">We're fully booked for these treatments over the next {page.settings.horizon}.</p>
        <p className="mt-2 text-muted">
          Try fewer treatments in one visit, or{" "}
          <a href={page.phone.href} className="font-semibold text-plum-700 underline underline-offset-4">
            call us on {page.phone.text}
          </a>{" "}
          or{" "}
          <a href="/contact" className="font-semibold text-plum-700 underline underline-offset-4">
            send us a message
          </a>{" "}
          and we'll look for a cancellation.
        </p>
      </div>
    );
  }

  const daySlots = day ? (byDate.get(day) ?? []) : [];
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="rounded-3xl border border-blush-200 bg-white p-4 sm:p-5">
        <DayGrid
          months={months}
          month={month ?? monthOf(day ?? page.today)}
          onMonthChange={setMonth}
          freeDays={freeDays}
          closedDays={closed}
          selected={day}
          onSelect={(date) => {
            setMonth(monthOf(date));
            onDay(date);
          }}
        />
        <p className="mt-3 text-sm text-muted">Days with a dot have free times.</p>
        <ClosedHolidays month={month ?? monthOf(day ?? page.today)} closed={closed} />
      </div>
      <div className="rounded-3xl border border-blush-200 bg-white p-4 sm:p-5">
        <h3 className="text-xl font-semibold">{day ? dayText(day) : "Choose a day"}</h3>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
          <Clock aria-hidden="true" size={16} />
          All times are UK time
        </p>
        <div className="mt-4">
          {day ? (
            <TimeSlots label={`Free times on ${dayText(day)}`} slots={daySlots} selected={selected} onSelect={onSelect} />
          ) : (
            <p className="text-muted">Pick a day in the calendar and its free times will appear here.</p>
          )}
        </div>
      </div>
    </div>
  );
}
