import type { ActionFunctionArgs } from "react-router";
import type { Database } from "~/db/client.server";
import { bookingsMeeting, bookingsOutsideHours } from "~/features/booking/index.server";
import { closureFormSchema, closureFromForm, holidayDate, weeklyHoursSchema } from "~/features/schedule";
import { addClosure, deleteClosure, setBankHolidayOpen, setWeeklyHours } from "~/features/schedule/index.server";
import type { WeeklyHours } from "~/features/studio";
import { parseForm } from "~/lib/forms";
import { isUuid } from "~/lib/ids";
import { addDays, fromWallTime } from "~/lib/zoned-time";
import { failure, payloadOf, requireStaffAction, unreadable } from "./admin-page.server";

declare module "./ui/admin-data" {
  interface AdminServer {
    changeSchedule: typeof scheduleAction;
  }
}

/*
 * Each change that closes time answers with the bookings already made in it: they stay in the diary (a closure
 * never cancels or refunds by itself), and staff contact the clients to move or cancel them. The staff API
 * (server/api/schedule-routes.server.ts) and the Schedule tab both use these.
 */

/** Saves the week; the bookings to come that the new hours no longer cover. */
export async function saveHours(db: Database, week: WeeklyHours, timeZone: string) {
  await setWeeklyHours(db, week);
  return bookingsOutsideHours(db, week, timeZone);
}

/** Adds a closure; the bookings in its time. */
export async function closeTime(db: Database, closure: { startsAt: Date; endsAt: Date; reason: string }, staffId: string | null) {
  const saved = await addClosure(db, closure, staffId);
  return { closure: saved, affected: await bookingsMeeting(db, saved.startsAt, saved.endsAt) };
}

/** Opens a bank holiday or closes it again (then, the bookings made for that day); null when it is not one. */
export async function setHolidayOpen(db: Database, date: string, open: boolean, staffId: string | null, timeZone: string) {
  if (!(await setBankHolidayOpen(db, date, open, staffId))) return null;
  return open ? [] : bookingsMeeting(db, fromWallTime(date, "00:00", timeZone), fromWallTime(addDays(date, 1), "00:00", timeZone));
}

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
      const affected = await saveHours(db, parsed.data, context.bookingSettings.timeZone);
      context.contentChanged();
      return { ok: true as const, intent: "hours" as const, affected };
    }
    case "add-closure": {
      const parsed = parseForm(closureFormSchema, payload);
      if (!parsed.success) return failure(400, "invalid", parsed.error.message, parsed.error.fieldErrors);
      const made = closureFromForm(parsed.data, context.bookingSettings.timeZone);
      if (!made.ok) return failure(400, "invalid", Object.values(made.fieldErrors)[0]![0]!, made.fieldErrors);
      const { closure, affected } = await closeTime(db, made.closure, staff.id);
      return { ok: true as const, intent: "add-closure" as const, closure, affected };
    }
    case "delete-closure": {
      if (!isUuid(payload.id) || !(await deleteClosure(db, payload.id))) return failure(404, "not-found", "That closure was already removed.");
      return { ok: true as const, intent: "delete-closure" as const };
    }
    case "bank-holiday": {
      const date = holidayDate.safeParse(payload.date);
      const open = payload.open === true || payload.open === "true";
      const affected = date.success ? await setHolidayOpen(db, date.data, open, staff.id, context.bookingSettings.timeZone) : null;
      if (!date.success || !affected) return failure(404, "not-found", "That date is not a bank holiday.");
      return { ok: true as const, intent: "bank-holiday" as const, date: date.data, open, affected };
    }
    default:
      return failure(400, "unknown-intent", "Unknown change.");
  }
}
