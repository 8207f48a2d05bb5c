import { formatDays, formatDuration } from "~/lib/display-time";
import type { AvailabilitySettings } from "./availability";

/** The studio's booking settings (BOOKING_* variables), as the server reads them and the pages state them. */
export interface BookingSettings extends AvailabilitySettings {
  holdMinutes: number;
  /** Months a course (a package of sessions) may be used after it is bought (COURSE_EXPIRY_MONTHS). */
  courseExpiryMonths: number;
  /** Days a launched service is open only to its waitlist (LAUNCH_EARLY_ACCESS_DAYS; docs/decisions/0020). */
  earlyAccessDays: number;
  /** Minutes a freed time is held for the waiting client it is offered to (WAITLIST_OFFER_MINUTES; decision 0064). */
  offerMinutes: number;
}

/**
 * The settings a staff booking is checked against: staff book a walk-in or a phone client at the desk, so the online
 * lead time does not bind them; every other rule (hours, grid, horizon, the diary) does (docs/decisions/0042).
 */
export function staffBookingSettings<T extends BookingSettings>(settings: T): T {
  return { ...settings, leadMinutes: 0 };
}

/**
 * The settings in words, for every page, message and email that states them (DESIGN 1: copy reads the setting).
 * Plain strings, so a loader can hand them to the page without the page importing the server.
 */
export function bookingSettingsCopy(settings: Pick<BookingSettings, "horizonDays" | "leadMinutes" | "holdMinutes">) {
  return {
    horizon: formatDays(settings.horizonDays),
    lead: formatDuration(settings.leadMinutes),
    hold: formatDuration(settings.holdMinutes),
  };
}
export type BookingSettingsCopy = ReturnType<typeof bookingSettingsCopy>;
