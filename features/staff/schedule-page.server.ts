import type { ActionFunctionArgs } from "react-router";
import { serves } from "~/lib/use-case";
import { failure, pageFailure, payloadOf, requireStaffAction, unreadable } from "~/features/staff-session/index.server";
import { submitBankHoliday, submitClosure, submitHours, submitRemoveClosure } from "./use-cases/schedule.server";

declare module "./ui/admin-data" {
  interface AdminServer {
    changeSchedule: typeof scheduleAction;
  }
}

/** The Schedule tab's changes (POST /admin/schedule, by intent), through the same use cases as the staff API. */
export const scheduleAction = serves([submitHours, submitClosure, submitRemoveClosure, submitBankHoliday], async ({ request, context }: ActionFunctionArgs) => {
  const staff = await requireStaffAction(request, context, "catalogue");
  const payload = await payloadOf(request);
  if (!payload) return unreadable();
  const scheduleContext = { db: context.db, timeZone: context.bookingSettings.timeZone, contentChanged: context.contentChanged };
  switch (payload.intent) {
    case "hours": {
      const outcome = await submitHours(scheduleContext, staff, { week: payload.week });
      return outcome.ok ? { ok: true as const, intent: "hours" as const, affected: outcome.affected } : pageFailure(outcome);
    }
    case "add-closure": {
      const outcome = await submitClosure(scheduleContext, staff, { from: "dashboard", payload });
      return outcome.ok ? { ok: true as const, intent: "add-closure" as const, closure: outcome.closure, affected: outcome.affected } : pageFailure(outcome);
    }
    case "delete-closure": {
      const outcome = await submitRemoveClosure(scheduleContext, staff, { id: payload.id });
      return outcome.ok ? { ok: true as const, intent: "delete-closure" as const } : pageFailure(outcome);
    }
    case "bank-holiday": {
      const outcome = await submitBankHoliday(scheduleContext, staff, { date: payload.date, open: payload.open === true || payload.open === "true" });
      return outcome.ok ? { ok: true as const, intent: "bank-holiday" as const, date: outcome.date, open: outcome.open, affected: outcome.affected } : pageFailure(outcome);
    }
    default:
      return failure(400, "unknown-intent", "Unknown change.");
  }
});
