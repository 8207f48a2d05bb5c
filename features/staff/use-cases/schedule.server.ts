import type { Database } from "~/db/client.server";
import { bookingsMeeting, bookingsOutsideHours } from "~/features/booking/index.server";
import { closureFormSchema, closureFromForm, closureSchema, holidayDate, weeklyHoursSchema } from "~/features/schedule";
import { addClosure, deleteClosure, setBankHolidayOpen, setWeeklyHours } from "~/features/schedule/index.server";
import { parseForm } from "~/lib/forms";
import { isUuid } from "~/lib/ids";
import { invalid, namedUseCase, refuse, type Outcome } from "~/lib/use-case";
import { addDays, fromWallTime } from "~/lib/zoned-time";

/*
 * The Schedule tab (POST /admin/schedule) and the staff API (server/api/schedule-routes.server.ts) change the hours,
 * closures and bank holidays through these. Each change that closes time answers with the bookings already made in
 * it: they stay in the diary (a closure never cancels or refunds by itself), and staff contact the clients.
 */

export interface ScheduleContext {
  db: Database;
  timeZone: string;
  /** The hours show on public pages: cached pages are rebuilt when they change. */
  contentChanged: () => void;
}

type Staff = { id: string };
type Affected = Awaited<ReturnType<typeof bookingsMeeting>>;

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
    const affected = await bookingsOutsideHours(context.db, parsed.data, context.timeZone);
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
    return { ok: true as const, closure: saved, affected: await bookingsMeeting(context.db, saved.startsAt, saved.endsAt) };
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
    const affected = request.open ? [] : await bookingsMeeting(context.db, fromWallTime(day, "00:00", context.timeZone), fromWallTime(addDays(day, 1), "00:00", context.timeZone));
    return { ok: true, date: day, open: request.open, affected };
  },
);
