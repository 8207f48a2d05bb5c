import type { BookingSettings } from "~/features/booking/index.server";
import { STUDIO_ZONE } from "~/lib/studio-clock";
import type { Env } from "./env.server";

export function bookingSettingsFromEnv(env: Env): BookingSettings {
  return {
    bufferMinutes: env.BOOKING_BUFFER_MINUTES,
    leadMinutes: env.BOOKING_LEAD_MINUTES,
    horizonDays: env.BOOKING_HORIZON_DAYS,
    holdMinutes: env.BOOKING_HOLD_MINUTES,
    courseExpiryMonths: env.COURSE_EXPIRY_MONTHS,
    earlyAccessDays: env.LAUNCH_EARLY_ACCESS_DAYS,
    offerMinutes: env.WAITLIST_OFFER_MINUTES,
    stepMinutes: 15,
    timeZone: STUDIO_ZONE,
  };
}
