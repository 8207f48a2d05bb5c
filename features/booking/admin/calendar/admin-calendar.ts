import type { DiaryItemView, StaffDiary } from "../../diary/staff-diary";
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

/** What the hour grid draws: the diary's columns and items as GET /api/diary and the dashboard loader send them. */
export type GridItem = DiaryItemView;
export type GridDiary = Pick<StaffDiary, "columns" | "items">;

/** One column of the grid: a person, room or machine on one London date. */
export interface GridColumn {
  key: string;
  columnId: string;
  kind: GridDiary["columns"][number]["kind"];
  name: string;
  date: string;
}

/** The day view: a column per practitioner, room and machine; the week view: one practitioner, a column per day. */
export function gridColumns(diary: GridDiary, view: CalendarView, anchor: string, person: string): { columns: GridColumn[]; person?: GridDiary["columns"][number] } {
  if (view === "day") return { columns: diary.columns.map((column) => ({ key: column.id, columnId: column.id, kind: column.kind, name: column.name, date: anchor })) };
  const practitioners = diary.columns.filter((column) => column.kind === "practitioner");
  const chosen = practitioners.find((column) => column.id === person) ?? practitioners[0];
  if (!chosen) return { columns: [] };
  return { person: chosen, columns: viewDays("week", anchor).map((date) => ({ key: date, columnId: chosen.id, kind: chosen.kind, name: chosen.name, date })) };
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** Minutes from the date's midnight on the studio's clock: before it 0, on a later date 24 hours. */
function minuteOn(instant: string, date: string): number {
  const wall = studioWallTime(new Date(instant));
  return wall.date < date ? 0 : wall.date > date ? 24 * 60 : minutesOf(wall.time);
}

/** The hours the grid spans: the studio's day as breaks outline it, and any item outside it; 09:00–18:00 at least. */
export function gridHours(items: readonly GridItem[], dates: readonly string[]): { from: number; to: number } {
  let from = 9 * 60;
  let to = 18 * 60;
  for (const item of items) {
    if (item.kind === "closure") continue;
    for (const date of dates) {
      const start = minuteOn(item.startsAt, date);
      const end = minuteOn(item.endsAt, date);
      if (end <= start) continue;
      from = Math.min(from, start);
      to = Math.max(to, end);
    }
  }
  return { from: Math.floor(from / 60) * 60, to: Math.min(24 * 60, Math.ceil(to / 60) * 60) };
}

export interface PlacedItem extends GridItem {
  /** Minutes from the top of the grid, and the length shown (cut to the grid's hours). */
  top: number;
  length: number;
  start: string;
  end: string;
}

const clock = (instant: string) => studioWallTime(new Date(instant)).time;

/** The items of one column, placed on its date between the grid's hours, closures and leave behind the rest. */
export function placeItems(items: readonly GridItem[], column: GridColumn, hours: { from: number; to: number }): PlacedItem[] {
  const layer = { closure: 0, leave: 1, break: 2, hold: 3, booking: 3 } as const;
  return items
    .filter((item) => item.columnId === column.columnId)
    .map((item) => {
      const start = Math.max(hours.from, minuteOn(item.startsAt, column.date));
      const end = Math.min(hours.to, minuteOn(item.endsAt, column.date));
      return { ...item, top: start - hours.from, length: end - start, start: clock(item.startsAt), end: clock(item.endsAt) };
    })
    .filter((item) => item.length > 0)
    .sort((a, b) => layer[a.kind] - layer[b.kind] || a.top - b.top);
}

/** The free half hours of a practitioner's column, where staff may start a booking: nothing drawn there. */
export function freeStarts(placed: readonly PlacedItem[], hours: { from: number; to: number }, step = 30): string[] {
  const starts: string[] = [];
  for (let minute = hours.from; minute < hours.to; minute += step) {
    const top = minute - hours.from;
    if (placed.some((item) => item.top < top + step && item.top + item.length > top)) continue;
    starts.push(`${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`);
  }
  return starts;
}
