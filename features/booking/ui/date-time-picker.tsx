import { useStudio } from "~/app/ui/use-studio";
import { CircleAlert, Clock, LoaderCircle, RefreshCw } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Link } from "react-router";
import { telHref } from "~/features/studio";
import { dayText, studioToday } from "~/features/booking/appointment-text";
import type { Slot } from "~/features/booking/availability";
import type { BasketItem } from "~/features/booking/basket";
import { itemsParam, slotsByDate } from "~/features/booking/booking-selection";
import { monthOf, monthsBetween, type MonthKey } from "~/features/booking/calendar-month";
import { addDays } from "~/lib/zoned-time";
import { AVAILABILITY_DAYS, fetchAvailability } from "./booking-api";
import { DayGrid } from "./day-grid";
import { TimeSlots } from "./time-slots";

type Load = { state: "loading" } | { state: "error" } | { state: "ready"; slots: Slot[] };

/**
 * Step 2: the real free times for the basket's total duration over the next 8 weeks (GET /api/availability), as
 * a month calendar and the chosen day's times. `refresh` changes when the times must be asked for again (a time
 * was just taken); a chosen time that is no longer free is let go.
 */
export function DateTimePicker({
  items,
  refresh,
  selected,
  onSelect,
}: {
  items: readonly BasketItem[];
  refresh: number;
  selected: Slot | undefined;
  onSelect: (slot: Slot | undefined) => void;
}) {
  const studio = useStudio();
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [day, setDay] = useState<string | undefined>(selected?.date);
  const [month, setMonth] = useState<MonthKey | undefined>(selected ? monthOf(selected.date) : undefined);
  const param = itemsParam(items);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: "loading" });
    fetchAvailability(items, controller.signal).then(
      (answer) => setLoad(answer.ok ? { state: "ready", slots: answer.data.slots } : { state: "error" }),
      () => undefined, // aborted: a newer request is on its way
    );
    return () => controller.abort();
    // items is read through its param, so a new array with the same choices does not fetch again
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [param, refresh, attempt]);

  const byDate = useMemo(() => (load.state === "ready" ? slotsByDate(load.slots) : new Map<string, Slot[]>()), [load]);
  const freeDays = useMemo(() => new Map([...byDate].map(([date, slots]) => [date, slots.length])), [byDate]);
  const today = studioToday();
  const months = monthsBetween(today, addDays(today, AVAILABILITY_DAYS - 1));

  // Once the times arrive, keep the chosen time only if it is still free, and open the calendar where it matters.
  useEffect(() => {
    if (load.state !== "ready") return;
    const stillFree = selected && byDate.get(selected.date)?.some((slot) => slot.start === selected.start);
    if (selected && !stillFree) onSelect(undefined);
    const firstFree = load.slots[0]?.date;
    const focusDay = stillFree ? selected.date : day && byDate.has(day) ? day : firstFree;
    setDay(focusDay);
    setMonth(monthOf(focusDay ?? firstFree ?? today));
    // only when new times arrive
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load]);

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
        <button type="button" onClick={() => setAttempt((count) => count + 1)} className="btn-primary mt-4">
          <RefreshCw aria-hidden="true" size={18} />
          Try again
        </button>
      </div>
    );
  }

  if (load.slots.length === 0) {
    return (
      <div className="rounded-3xl border border-blush-200 bg-white p-6">
        <p className="font-semibold text-plum-900">We're fully booked for these treatments over the next 8 weeks.</p>
        <p className="mt-2 text-muted">
          Try fewer treatments in one visit, or{" "}
          <a href={telHref(studio.phone)} className="font-semibold text-plum-700 underline underline-offset-4">
            call us on {studio.phone}
          </a>{" "}
          or{" "}
          <Link to="/contact" className="font-semibold text-plum-700 underline underline-offset-4">
            send us a message
          </Link>{" "}
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
          month={month ?? months[0]!}
          onMonthChange={setMonth}
          freeDays={freeDays}
          selected={day}
          onSelect={(date) => {
            setDay(date);
            if (selected && selected.date !== date) onSelect(undefined);
          }}
        />
        <p className="mt-3 text-sm text-muted">Days with a dot have free times.</p>
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
