import { bankHolidaysBetween } from "~/features/schedule";
import { addDays, toWallTime, weekdayOf } from "~/lib/zoned-time";

/**
 * A London date at least `minDays` ahead that falls on `weekday` and is not a bank holiday (closed by default), so
 * tests do not depend on today's date.
 */
export function nextWeekday(weekday: string, minDays = 3): string {
  let date = addDays(toWallTime(new Date(), "Europe/London").date, minDays);
  while (weekdayOf(date) !== weekday || bankHolidaysBetween(date, date).length > 0) date = addDays(date, 1);
  return date;
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
