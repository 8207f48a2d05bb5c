import { bankHolidaysBetween } from "~/features/schedule";
import { studioToday } from "~/lib/studio-clock";
import { addDays, weekdayOf } from "~/lib/zoned-time";

const isBankHoliday = (date: string) => bankHolidaysBetween(date, date).length > 0;

/**
 * A London date at least `minDays` after today that falls on `weekday` and is not a bank holiday (closed by
 * default), so tests do not depend on today's date. `now` is the real clock unless a test injects its own.
 */
export function nextWeekday(weekday: string, minDays = 3, now: Date = new Date()): string {
  let date = addDays(studioToday(now), minDays);
  while (weekdayOf(date) !== weekday || isBankHoliday(date)) date = addDays(date, 1);
  return date;
}

/** Open all day on every weekday (content/studio's seeded hours: 09:00-18:00), and never on a bank holiday. */
const openWeekdays = new Set(["monday", "tuesday", "wednesday", "thursday", "friday"]);
/** 90 minutes apart from opening: room for a treatment and its buffer before the next, the last ending by 18:00. */
export const slotTimes = ["09:00", "10:30", "12:00", "13:30", "15:00", "16:30"] as const;

export type Slot = { preferredDate: string; preferredTime: string };

/** Every time handed out in this test file. A file has a database of its own, so no two of its tests meet. */
const handedOut = new Set<string>();

export interface FreshSlotOptions {
  /** The clock: the real one unless the test injects its own. */
  now?: () => Date;
  /** The earliest day is this many days after today: past the 24-hour notice, or inside or outside the 14 days. */
  minDays?: number;
  /** Start times to use within a day (each must leave room for the treatment before closing). */
  times?: readonly string[];
}

/**
 * The one fresh-slot builder: each call gives a London date and time that no earlier call in this file gave, on a
 * weekday that is not a bank holiday, inside opening hours, at least `minDays` ahead of `now()`. Whatever day the
 * suite runs (a year ahead, on a clock-change Sunday, at Christmas), the times are open and bookable.
 */
export function freshSlots({ now = () => new Date(), minDays = 8, times = slotTimes }: FreshSlotOptions = {}): () => Slot {
  return function freshSlot() {
    for (let date = addDays(studioToday(now()), minDays); ; date = addDays(date, 1)) {
      if (!openWeekdays.has(weekdayOf(date)) || isBankHoliday(date)) continue;
      const time = times.find((candidate) => !handedOut.has(`${date} ${candidate}`));
      if (time === undefined) continue;
      handedOut.add(`${date} ${time}`);
      return { preferredDate: date, preferredTime: time };
    }
  };
}

/** A valid booking request; override any field. */
export function bookingRequest(overrides: Record<string, unknown> = {}) {
  return {
    name: "Grace Okafor",
    email: "grace@example.com",
    phone: "07700 900789",
    service: "Dream Shade",
    preferredDate: nextWeekday("tuesday"),
    preferredTime: "10:00",
    notes: "First time with henna.",
    items: [{ id: "henna-brows", type: "service" }],
    policyAccepted: true,
    patchTest: "recent",
    // Most test times fall inside the 14-day cancellation period: she asks to start early (docs/decisions/0035).
    earlyStartRequested: true,
    ...overrides,
  };
}
