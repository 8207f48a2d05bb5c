import { deleteClosure } from "../schedule.server";
import { isUuid } from "~/lib/ids";
import { namedUseCase, refuse, type Outcome } from "~/lib/use-case";
import { type ScheduleContext, scheduleRefusals, type Staff } from "./schedule-change-rules.server";

export const submitRemoveClosure = namedUseCase("schedule.remove-closure", async (context: ScheduleContext, _staff: Staff, request: { id: unknown }): Promise<Outcome<object>> => {
  if (!isUuid(request.id) || !(await deleteClosure(context.db, request.id))) return refuse("not-found", "not-found", scheduleRefusals.closureGone);
  return { ok: true };
});
