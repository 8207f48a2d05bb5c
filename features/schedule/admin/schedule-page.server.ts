import type { ActionFunctionArgs } from "react-router";
import type { Database } from "~/db/client.server";
import { serves } from "~/lib/use-case";
import { failure, pageFailure, payloadOf, requireStaffAction, unreadable } from "~/features/staff-session/index.server";
import { scheduleOverview } from "../schedule.server";
import { submitBankHoliday } from "./submit-bank-holiday.server";
import { submitClosure } from "./submit-closure.server";
import { submitHours } from "./submit-hours.server";
import { submitRemoveClosure } from "./submit-remove-closure.server";
import type { AffectedBookingQueries } from "./schedule-change-rules.server";

/**
 * The dashboard's Schedule tab (app/routes/staff/admin-schedule.ts): its data, read by the dashboard's loader when
 * the tab is shown, and its changes, through the same use cases as the staff API (server/api/schedule-routes.server.ts).
 */

declare module "./schedule-data" {
  interface ScheduleAdminServer {
    tab: typeof scheduleTab;
    changeSchedule: ReturnType<typeof scheduleAction>;
  }
}

/** The week, the closures to come, and the year's bank holidays. */
export function scheduleTab(db: Database, timeZone: string) {
  return scheduleOverview(db, timeZone);
}

/**
 * The Schedule tab's changes (POST /admin/schedule, by intent). `affected` is booking's answer to which bookings a
 * change leaves in closed time, handed in by the route above both features.
 */
export const scheduleAction = (affected: AffectedBookingQueries) =>
  serves([submitHours, submitClosure, submitRemoveClosure, submitBankHoliday], async ({ request, context }: ActionFunctionArgs) => {
    const staff = await requireStaffAction(request, context, "catalogue");
    const payload = await payloadOf(request);
    if (!payload) return unreadable();
    const scheduleContext = { db: context.db, timeZone: context.bookingSettings.timeZone, contentChanged: context.contentChanged, affected };
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
