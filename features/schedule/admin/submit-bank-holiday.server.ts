import { holidayDate } from "../schedule-form";
import { setBankHolidayOpen } from "../schedule.server";
import { namedUseCase, refuse, type Outcome } from "~/lib/use-case";
import { addDays, fromWallTime } from "~/lib/zoned-time";
import { type Affected, type ScheduleContext, scheduleRefusals, type Staff } from "./schedule-change-rules.server";

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
