import { weeklyHoursSchema } from "../schedule-form";
import { setWeeklyHours } from "../schedule.server";
import { parseForm } from "~/lib/forms";
import { invalid, namedUseCase, type Outcome } from "~/lib/use-case";
import type { Affected, ScheduleContext, Staff } from "./schedule-change-rules.server";

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
