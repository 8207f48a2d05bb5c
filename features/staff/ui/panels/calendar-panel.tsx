import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useState } from "react";
import { appointmentsByDay, shiftAnchor, viewDays, type CalendarView } from "~/features/staff/admin-calendar";
import { studioToday } from "~/lib/studio-clock";
import { formatDayHeading, formatViewRange } from "~/features/staff/dashboard-dates";
import type { AdminBooking } from "~/features/staff/ui/admin-data";
import { PaymentBadge, StatusBadge } from "~/features/staff/ui/booking-badges";
import { countOf, ResultsStatus } from "~/features/staff/ui/results-status";

const toggleClass =
  "inline-flex min-h-11 items-center rounded-full px-5 font-semibold text-plum-800 transition-colors hover:bg-white/70 aria-pressed:bg-plum-700 aria-pressed:text-white";
const navClass =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full border-2 border-plum-700 bg-white px-3 font-semibold text-plum-700 hover:bg-blush-100";

/** The diary: a day or a Monday-first week of appointments at their London times; cancelled ones are left out. */
export function CalendarPanel({
  bookings,
  loading,
  view,
  date,
  onMove,
}: {
  /** The appointments of the day or week shown; undefined while the tab's data loads. */
  bookings: AdminBooking[] | undefined;
  /** A new address is loading: `bookings` are still the last day's or week's. */
  loading: boolean;
  view: CalendarView;
  /** The day shown (or a day of the week shown); empty for today. */
  date: string;
  onMove: (view: CalendarView, date: string) => void;
}) {
  const today = studioToday();
  // The day asked for, ahead of the address: "Next week" pressed three times while the first week still loads moves
  // three weeks, each press from the last one, not three times from the week the address still shows.
  const [asked, setAsked] = useState({ view, date });
  useEffect(() => setAsked({ view, date }), [view, date]);
  const pending = asked.view !== view || asked.date !== date;
  const anchor = asked.date || today;
  const move = (nextView: CalendarView, next: string) => {
    const wanted = { view: nextView, date: next === today ? "" : next };
    setAsked(wanted);
    onMove(wanted.view, wanted.date);
  };
  const setView = (next: CalendarView) => move(next, asked.date);
  const setAnchor = (next: string) => move(asked.view, next);
  const shownView = asked.view;
  // Until the asked day's appointments arrive, none are shown under its name (the last week's would read as empty).
  const shown = pending || loading ? undefined : bookings;
  const days = appointmentsByDay(shown ?? [], viewDays(shownView, anchor));
  const total = days.reduce((sum, day) => sum + day.entries.length, 0);
  const unit = shownView === "day" ? "day" : "week";

  return (
    <section aria-labelledby="calendar-heading">
      <h2 id="calendar-heading" className="text-2xl font-semibold">
        Calendar
      </h2>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label="Calendar view" className="flex gap-1 rounded-full bg-blush-100 p-1">
          <button type="button" aria-pressed={shownView === "day"} onClick={() => setView("day")} className={toggleClass}>
            Day
          </button>
          <button type="button" aria-pressed={shownView === "week"} onClick={() => setView("week")} className={toggleClass}>
            Week
          </button>
        </div>
        <div role="group" aria-label={`Choose the ${unit}`} className="flex gap-2">
          <button type="button" aria-label={`Previous ${unit}`} onClick={() => setAnchor(shiftAnchor(shownView, anchor, -1))} className={navClass}>
            <ChevronLeft aria-hidden="true" size={20} />
          </button>
          <button type="button" onClick={() => setAnchor(today)} className={navClass}>
            Today
          </button>
          <button type="button" aria-label={`Next ${unit}`} onClick={() => setAnchor(shiftAnchor(shownView, anchor, 1))} className={navClass}>
            <ChevronRight aria-hidden="true" size={20} />
          </button>
        </div>
      </div>
      <p aria-live="polite" className="mt-4 font-display text-xl font-semibold text-plum-900">
        {formatViewRange(shownView, anchor)}
        {shown !== undefined && <span className="sr-only">: {countOf(total, "appointment")}</span>}
      </p>
      <div className="mt-4 grid gap-4">
        <ResultsStatus loading={shown === undefined} hasData={shown !== undefined} loadingText="Loading appointments..." summary="" />
        {shown !== undefined && (
          <ol aria-label={`Appointments, ${formatViewRange(shownView, anchor)}`} className="grid gap-3">
            {days.map(({ date, entries }) => (
              <li key={date} className={`grid gap-3 rounded-2xl border bg-white p-4 sm:grid-cols-[13rem_1fr] ${date === today ? "border-plum-500" : "border-blush-200"}`}>
                <h3 className="text-lg font-semibold">
                  {formatDayHeading(date)}
                  {date === today && <span className="ml-2 rounded-full bg-plum-700 px-2 py-0.5 align-middle font-sans text-xs font-semibold text-white">Today</span>}
                </h3>
                {entries.length === 0 ? (
                  <p className="text-muted">No appointments</p>
                ) : (
                  <ul className="grid gap-2">
                    {entries.map((entry) => (
                      <li key={entry.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-blush-50 px-3 py-2">
                        <span className="font-semibold tabular-nums">
                          {entry.start}
                          {entry.end && `–${entry.end}`}
                        </span>
                        <span className="min-w-0 break-words">
                          <span className="font-semibold">{entry.name}</span>
                          <span className="text-muted"> · {entry.service}</span>
                        </span>
                        <span className="flex flex-wrap gap-1.5">
                          <StatusBadge status={entry.status} />
                          <PaymentBadge paymentStatus={entry.paymentStatus} />
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
