/** What staff may set: the week's hours and a closure. One schema each, read by the API and the dashboard. */
import { weekdays, type WeeklyHours } from "~/features/studio";
import { z } from "~/lib/zod";
import { addDays, existingWallTime, fromWallTime, isValidDate, minutesOfDay } from "~/lib/zoned-time";

export const scheduleMessages = {
  time: "Use a time on the quarter hour, such as 09:00 or 17:30",
  order: "Closing time must be after opening time",
  both: "Give both an opening and a closing time, or mark the day closed",
  reason: "Please give a reason (up to 200 characters)",
  start: "Give the start as a date and time",
  end: "Give the end as a date and time after the start",
  date: "Give a date, YYYY-MM-DD",
  skipped: "That time does not exist on that day: the clocks go forward an hour",
} as const;

/** A time of day on the diary's quarter-hour grid ("09:00"), for the studio's hours and each member's. */
export const quarterHour = z
  .string({ error: scheduleMessages.time })
  .regex(/^([01]\d|2[0-3]):(00|15|30|45)$/, { error: scheduleMessages.time });

const day = z
  .object({ opens: quarterHour.nullable(), closes: quarterHour.nullable() })
  .refine((hours) => (hours.opens === null) === (hours.closes === null), { error: scheduleMessages.both, path: ["closes"] })
  .refine((hours) => hours.opens === null || minutesOfDay(hours.opens) < minutesOfDay(hours.closes!), { error: scheduleMessages.order, path: ["closes"] });

export const weeklyHoursSchema = z
  .object(Object.fromEntries(weekdays.map((name) => [name, day])) as Record<(typeof weekdays)[number], typeof day>)
  .transform((week): WeeklyHours => Object.fromEntries(Object.entries(week).map(([name, hours]) => [name, hours.opens ? { opens: hours.opens, closes: hours.closes! } : null])) as WeeklyHours);

const instant = (message: string) => z.iso.datetime({ offset: true, error: message }).transform((value) => new Date(value));

export const closureSchema = z
  .object({
    startsAt: instant(scheduleMessages.start),
    endsAt: instant(scheduleMessages.end),
    reason: z.string({ error: scheduleMessages.reason }).trim().min(1, { error: scheduleMessages.reason }).max(200, { error: scheduleMessages.reason }),
  })
  .refine((closure) => closure.startsAt < closure.endsAt, { error: scheduleMessages.end, path: ["endsAt"] });

export const holidayDate = z.string().refine(isValidDate, { error: scheduleMessages.date });

const optionalQuarterHour = z.union([z.literal(""), quarterHour]).optional().transform((value) => value || undefined);
const londonDate = z.string({ error: scheduleMessages.date }).refine(isValidDate, { error: scheduleMessages.date });

/**
 * The dashboard's closure form, in the studio's own terms: whole days from one date to another, or from a time on
 * the first day to a time on the last. Turned into instants with the studio's time zone by `closureFromForm`.
 */
export const closureFormSchema = z
  .object({
    fromDate: londonDate,
    toDate: londonDate,
    fromTime: optionalQuarterHour,
    toTime: optionalQuarterHour,
    reason: z.string({ error: scheduleMessages.reason }).trim().min(1, { error: scheduleMessages.reason }).max(200, { error: scheduleMessages.reason }),
  })
  .refine((form) => !form.fromTime === !form.toTime, { error: "Give both times, or neither for whole days", path: ["toTime"] })
  .refine((form) => form.toDate > form.fromDate || (form.toDate === form.fromDate && (!form.fromTime || form.toTime! > form.fromTime)), {
    error: scheduleMessages.end,
    path: ["toDate"],
  });

export type ClosureForm = z.infer<typeof closureFormSchema>;

export function closureFromForm(
  form: ClosureForm,
  timeZone: string,
): { ok: true; closure: { startsAt: Date; endsAt: Date; reason: string } } | { ok: false; fieldErrors: Record<string, string[]> } {
  const startsAt = existingWallTime(form.fromDate, form.fromTime ?? "00:00", timeZone);
  const endsAt = form.toTime ? existingWallTime(form.toDate, form.toTime, timeZone) : fromWallTime(addDays(form.toDate, 1), "00:00", timeZone);
  if (!startsAt || !endsAt) {
    return { ok: false, fieldErrors: { ...(startsAt ? {} : { fromTime: [scheduleMessages.skipped] }), ...(endsAt ? {} : { toTime: [scheduleMessages.skipped] }) } };
  }
  if (startsAt >= endsAt) return { ok: false, fieldErrors: { toDate: [scheduleMessages.end] } };
  return { ok: true, closure: { startsAt, endsAt, reason: form.reason } };
}
