import { closureFormSchema, closureFromForm, closureSchema } from "../schedule-form";
import { addClosure } from "../schedule.server";
import { parseForm } from "~/lib/forms";
import { invalid, namedUseCase } from "~/lib/use-case";
import type { ScheduleContext, Staff } from "./schedule-change-rules.server";

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
