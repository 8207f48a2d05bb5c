import type { Database } from "~/db/client.server";
import type { WeeklyHours } from "~/features/studio";
import { closureFormSchema, closureFromForm, closureSchema, holidayDate, weeklyHoursSchema } from "../schedule-form";
import { addClosure, deleteClosure, setBankHolidayOpen, setWeeklyHours } from "../schedule.server";
import { parseForm } from "~/lib/forms";
import { isUuid } from "~/lib/ids";
import { invalid, namedUseCase, refuse, type Outcome } from "~/lib/use-case";
import { addDays, fromWallTime } from "~/lib/zoned-time";

/*
 * The Schedule tab (POST /admin/schedule) and the staff API (server/api/schedule-routes.server.ts) change the hours,
 * closures and bank holidays through these. Each change that closes time answers with the bookings already made in
 * it: they stay in the diary (a closure never cancels or refunds by itself), and staff contact the clients.
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

type Staff = { id: string };
type Affected = AffectedBooking[];

export const scheduleRefusals = {
  closureGone: "That closure was already removed.",
  notBankHoliday: "That date is not a bank holiday.",
} as const;

/** A day sent as null is a closed day, as the form's empty times are. */
function closedAsNull(week: unknown): unknown {
  if (typeof week !== "object" || week === null || Array.isArray(week)) return week;
  return Object.fromEntries(Object.entries(week).map(([day, hours]) => [day, hours ?? { opens: null, closes: null }]));
}

/** Saves the week; answers with the bookings to come that the new hours no longer cover. */
export const submitHours = namedUseCase(
  "schedule.hours",
  async (context: ScheduleContext, _staff: Staff, request: { week: unknown }): Promise<Outcome<{ week: ReturnType<typeof weeklyHoursSchema.parse>; affected: Affected }>> => {
    const parsed = parseForm(weeklyHoursSchema, closedAsNull(request.week));
    if (!parsed.success) return invalid(parsed.error);
    await setWeeklyHours(context.db, parsed.data);
    const affected = await context.affected.outsideHours(context.db, parsed.data, context.timeZone);
    context.contentChanged();
    return { ok: true, week: parsed.data, affected };
  },
);

/** Adds a closure: the API sends instants, the dashboard London dates and times. */
export const submitClosure = namedUseCase(
  "schedule.add-closure",
  async (context: ScheduleContext, staff: Staff, request: { from: "api" | "dashboard"; payload: unknown }) => {
    let closure: { startsAt: Date; endsAt: Date; reason: string };
    if (request.from === "api") {
      const parsed = parseForm(closureSchema, request.payload);
      if (!parsed.success) return invalid(parsed.error);
      closure = parsed.data;
    } else {
      const parsed = parseForm(closureFormSchema, request.payload);
      if (!parsed.success) return invalid(parsed.error);
      const made = closureFromForm(parsed.data, context.timeZone);
      if (!made.ok) return invalid({ message: Object.values(made.fieldErrors)[0]![0]!, fieldErrors: made.fieldErrors });
      closure = made.closure;
    }
    const saved = await addClosure(context.db, closure, staff.id);
    return { ok: true as const, closure: saved, affected: await context.affected.meeting(context.db, saved.startsAt, saved.endsAt) };
  },
);

export const submitRemoveClosure = namedUseCase("schedule.remove-closure", async (context: ScheduleContext, _staff: Staff, request: { id: unknown }): Promise<Outcome<object>> => {
  if (!isUuid(request.id) || !(await deleteClosure(context.db, request.id))) return refuse("not-found", "not-found", scheduleRefusals.closureGone);
  return { ok: true };
});

/** Opens a bank holiday for bookings, or closes it again (then, the bookings made for that day). */
export const submitBankHoliday = namedUseCase(
  "schedule.bank-holiday",
  async (context: ScheduleContext, staff: Staff, request: { date: unknown; open: boolean }): Promise<Outcome<{ date: string; open: boolean; affected: Affected }>> => {
    const date = holidayDate.safeParse(String(request.date));
    if (!date.success || !(await setBankHolidayOpen(context.db, date.data, request.open, staff.id))) return refuse("not-found", "not-found", scheduleRefusals.notBankHoliday);
    const day = date.data;
    const affected = request.open ? [] : await context.affected.meeting(context.db, fromWallTime(day, "00:00", context.timeZone), fromWallTime(addDays(day, 1), "00:00", context.timeZone));
    return { ok: true, date: day, open: request.open, affected };
  },
);
