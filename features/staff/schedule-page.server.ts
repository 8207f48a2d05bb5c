import type { ActionFunctionArgs } from "react-router";
import { bookingsMeeting } from "~/features/booking/index.server";
import { closureFormSchema, closureFromForm, holidayDate, weeklyHoursSchema } from "~/features/schedule";
import { addClosure, deleteClosure, setBankHolidayOpen, setWeeklyHours } from "~/features/schedule/index.server";
import { parseForm } from "~/lib/forms";
import { isUuid } from "~/lib/ids";
import { failure, payloadOf, requireStaffAction, unreadable } from "./admin-page.server";

/**
 * The Schedule tab's changes (POST /admin/schedule, by intent): the week's hours, a closure added or removed, a bank
 * holiday opened or closed. The same functions as the staff API (server/api/schedule-routes.server.ts).
 */
export async function scheduleAction({ request, context }: ActionFunctionArgs) {
  const staff = await requireStaffAction(request, context);
  const payload = await payloadOf(request);
  if (!payload) return unreadable();
  const { db } = context;
  switch (payload.intent) {
    case "hours": {
      const parsed = parseForm(weeklyHoursSchema, payload.week);
      if (!parsed.success) return failure(400, "invalid", parsed.error.message, parsed.error.fieldErrors);
      await setWeeklyHours(db, parsed.data);
      context.contentChanged();
      return { ok: true as const, intent: "hours" as const };
    }
    case "add-closure": {
      const parsed = parseForm(closureFormSchema, payload);
      if (!parsed.success) return failure(400, "invalid", parsed.error.message, parsed.error.fieldErrors);
      const closure = await addClosure(db, closureFromForm(parsed.data, context.bookingSettings.timeZone), staff.id);
      const affected = await bookingsMeeting(db, closure.startsAt, closure.endsAt);
      return { ok: true as const, intent: "add-closure" as const, closure, affected };
    }
    case "delete-closure": {
      if (!isUuid(payload.id) || !(await deleteClosure(db, payload.id))) return failure(404, "not-found", "That closure was already removed.");
      return { ok: true as const, intent: "delete-closure" as const };
    }
    case "bank-holiday": {
      const date = holidayDate.safeParse(payload.date);
      const open = payload.open === true || payload.open === "true";
      if (!date.success || !(await setBankHolidayOpen(db, date.data, open, staff.id))) return failure(404, "not-found", "That date is not a bank holiday.");
      return { ok: true as const, intent: "bank-holiday" as const, date: date.data, open };
    }
    default:
      return failure(400, "unknown-intent", "Unknown change.");
  }
}
