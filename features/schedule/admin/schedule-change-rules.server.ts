import type { Database } from "~/db/client.server";
import type { WeeklyHours } from "~/features/studio";

/*
 * The Schedule tab (POST /admin/schedule) and the staff API (server/api/schedule-routes.server.ts) change the hours,
 * closures and bank holidays through the use cases beside this file (submit-hours, submit-closure,
 * submit-remove-closure, submit-bank-holiday), which share these. Each change that closes time answers with the
 * bookings already made in it: they stay in the diary (a closure never cancels or refunds by itself), and staff
 * contact the clients.
 */

/** A booking a change left in closed time, with what staff need to reach its client (booking's row, passed on whole). */
export interface AffectedBooking {
  id: string;
  name: string;
  email: string | null;
  phone: string;
  service: string;
  startsAt: Date | null;
}

/**
 * Which bookings a change leaves outside the open times. Booking answers it (its `bookingsMeeting` and
 * `bookingsOutsideHours`), but booking reads the schedule, so the schedule may not import it: the callers above both
 * (the dashboard's route, the staff API) hand these in.
 */
export interface AffectedBookingQueries {
  /** The bookings in the diary that meet [start, end). */
  meeting: (db: Database, start: Date, end: Date) => PromiseLike<AffectedBooking[]>;
  /** The bookings to come that `hours` no longer cover. */
  outsideHours: (db: Database, hours: WeeklyHours, timeZone: string) => PromiseLike<AffectedBooking[]>;
}

export interface ScheduleContext {
  db: Database;
  timeZone: string;
  /** The hours show on public pages: cached pages are rebuilt when they change. */
  contentChanged: () => void;
  affected: AffectedBookingQueries;
}

export type Staff = { id: string };

export type Affected = AffectedBooking[];

export const scheduleRefusals = {
  closureGone: "That closure was already removed.",
  notBankHoliday: "That date is not a bank holiday.",
} as const;
