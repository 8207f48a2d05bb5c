import { ChevronLeft, ChevronRight } from "lucide-react";
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
  view,
  date,
  onMove,
}: {
  /** The appointments of the day or week shown; undefined while the tab's data loads. */
  bookings: AdminBooking[] | undefined;
  view: CalendarView;
  /** The day shown (or a day of the week shown); empty for today. */
  date: string;
  onMove: (view: CalendarView, date: string) => void;
}) {
  const today = studioToday();
  const anchor = date || today;
  const setView = (next: CalendarView) => onMove(next, date);
  const setAnchor = (next: string) => onMove(view, next === today ? "" : next);
  const days = appointmentsByDay(bookings ?? [], viewDays(view, anchor));
  const total = days.reduce((sum, day) => sum + day.entries.length, 0);
  const unit = view === "day" ? "day" : "week";

  return (
    <section aria-labelledby="calendar-heading">
      <h2 id="calendar-heading" className="text-2xl font-semibold">
        Calendar
      </h2>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label="Calendar view" className="flex gap-1 rounded-full bg-blush-100 p-1">
          <button type="button" aria-pressed={view === "day"} onClick={() => setView("day")} className={toggleClass}>
            Day
          </button>
          <button type="button" aria-pressed={view === "week"} onClick={() => setView("week")} className={toggleClass}>
            Week
          </button>
        </div>
        <div role="group" aria-label={`Choose the ${unit}`} className="flex gap-2">
          <button type="button" aria-label={`Previous ${unit}`} onClick={() => setAnchor(shiftAnchor(view, anchor, -1))} className={navClass}>
            <ChevronLeft aria-hidden="true" size={20} />
          </button>
          <button type="button" onClick={() => setAnchor(today)} className={navClass}>
            Today
          </button>
          <button type="button" aria-label={`Next ${unit}`} onClick={() => setAnchor(shiftAnchor(view, anchor, 1))} className={navClass}>
            <ChevronRight aria-hidden="true" size={20} />
          </button>
        </div>
      </div>
      <p aria-live="polite" className="mt-4 font-display text-xl font-semibold text-plum-900">
        {formatViewRange(view, anchor)}
        <span className="sr-only">: {countOf(total, "appointment")}</span>
      </p>
      <div className="mt-4 grid gap-4">
        <ResultsStatus loading={bookings === undefined} hasData={bookings !== undefined} loadingText="Loading appointments..." summary="" />
        {bookings !== undefined && (
          <ol aria-label={`Appointments, ${formatViewRange(view, anchor)}`} className="grid gap-3">
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
