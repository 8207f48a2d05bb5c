import { studioWallTime } from "~/lib/studio-clock";
import { addDays, isValidDate, isValidTime, weekdayOf } from "~/lib/zoned-time";

/**
 * The staff calendar: a day or a Monday-first week of appointments on the studio's clock (lib/studio-clock).
 * Dates are YYYY-MM-DD strings; cancelled bookings hold no place in the diary and are left out.
 */
export type CalendarView = "day" | "week";

const MONDAY_FIRST = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

/** The Monday on or before `date`. */
export function weekStart(date: string): string {
  return addDays(date, -MONDAY_FIRST.indexOf(weekdayOf(date)));
}

export function viewDays(view: CalendarView, anchor: string): string[] {
  if (view === "day") return [anchor];
  const monday = weekStart(anchor);
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/** The day or week before (-1) or after (+1) the one shown. */
export function shiftAnchor(view: CalendarView, anchor: string, step: -1 | 1): string {
  return addDays(anchor, step * (view === "day" ? 1 : 7));
}

export interface CalendarBooking {
  status: string;
  startsAt?: string | Date | null;
  endsAt?: string | Date | null;
  preferredDate?: string | null;
  preferredTime?: string | null;
}

export type CalendarEntry<T extends CalendarBooking> = T & { date: string; start: string; end?: string };

/** Where a booking sits in the diary: its start instant, or for an old request the date and time it asked for. */
function placeOf(booking: CalendarBooking): { date: string; start: string; end?: string } | undefined {
  if (booking.startsAt) {
    const starts = new Date(booking.startsAt);
    if (Number.isNaN(starts.getTime())) return undefined;
    const { date, time } = studioWallTime(starts);
    const ends = booking.endsAt ? new Date(booking.endsAt) : undefined;
    return { date, start: time, end: ends && !Number.isNaN(ends.getTime()) ? studioWallTime(ends).time : undefined };
  }
  if (booking.preferredDate && isValidDate(booking.preferredDate)) {
    const time = booking.preferredTime && isValidTime(booking.preferredTime) ? booking.preferredTime : "00:00";
    return { date: booking.preferredDate, start: time };
  }
  return undefined;
}

/** Each day of the view with its appointments in time order (an empty list for a free day). */
export function appointmentsByDay<T extends CalendarBooking>(
  bookings: readonly T[],
  days: readonly string[],
): { date: string; entries: CalendarEntry<T>[] }[] {
  const byDay = new Map<string, CalendarEntry<T>[]>(days.map((day) => [day, []]));
  for (const booking of bookings) {
    if (booking.status === "cancelled") continue;
    const place = placeOf(booking);
    if (place) byDay.get(place.date)?.push({ ...booking, ...place });
  }
  return days.map((date) => ({
    date,
    entries: byDay.get(date)!.sort((a, b) => a.start.localeCompare(b.start)),
  }));
}
