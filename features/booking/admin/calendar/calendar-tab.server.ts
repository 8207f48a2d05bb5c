import { and, getTableColumns, gte, isNull, lt, lte, ne, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { allocations, bookings } from "~/db/schema.server";
import { may } from "~/features/staff-session";
import { STUDIO_ZONE, studioMidnight, studioToday } from "~/lib/studio-clock";
import { addDays } from "~/lib/zoned-time";
import { staffDiary, type DiaryViewer } from "../../diary/staff-diary.server";
import { patchTestCardColumns } from "../booking-list.server";
import { viewDays, type CalendarView } from "./admin-calendar";

/**
 * The dashboard's Calendar tab: its day or week of appointments and the hour grid's diary, read by the dashboard's
 * loader when the tab is shown.
 */

declare module "../booking-admin-data" {
  interface BookingAdminServer {
    calendarTab: typeof calendarTab;
  }
}

/**
 * The calendar's appointments between two instants (the day or week it shows): bookings that start then, and old
 * requests with only a London date and time. Cancelled ones hold no place in the diary. Both read an index.
 */
export async function listCalendar(db: Database, from: Date, to: Date, dates: { first: string; last: string }, staffMemberId?: string) {
  const notCancelled = ne(bookings.status, "cancelled");
  // One practitioner's: the bookings whose allocations put them in her column; requests with no time are no one's yet.
  const hers = staffMemberId
    ? sql`exists (select 1 from ${allocations} where ${allocations.bookingId} = ${bookings.id} and ${allocations.staffMemberId} = ${staffMemberId})`
    : undefined;
  const [timed, requested] = await Promise.all([
    db
      .select({ ...getTableColumns(bookings), ...patchTestCardColumns })
      .from(bookings)
      .where(and(notCancelled, gte(bookings.startsAt, from), lt(bookings.startsAt, to), hers))
      .orderBy(bookings.startsAt),
    staffMemberId
      ? []
      : db
          .select({ ...getTableColumns(bookings), ...patchTestCardColumns })
          .from(bookings)
          .where(and(notCancelled, isNull(bookings.startsAt), gte(bookings.preferredDate, dates.first), lte(bookings.preferredDate, dates.last))),
  ]);
  return [...timed, ...requested];
}

/** The calendar's day or week, as instants on the studio's clock. */
function calendarRange(query: { view: CalendarView; date: string }) {
  const days = viewDays(query.view, query.date || studioToday());
  const first = days[0]!;
  const last = days.at(-1)!;
  return { from: studioMidnight(first), to: studioMidnight(addDays(last, 1)), first, last, days: days.length };
}

/**
 * The address's day or week (empty `date`: today). A practitioner's calendar holds her own appointments only (least
 * access, docs/decisions/0051); the hour grid's columns and what fills them are the same reading as GET /api/diary,
 * in the page's first paint.
 */
export async function calendarTab(db: Database, query: { view: CalendarView; date: string }, viewer: DiaryViewer) {
  const range = calendarRange(query);
  const [bookings, diary] = await Promise.all([
    listCalendar(db, range.from, range.to, range, may(viewer.role, "bookings") ? undefined : viewer.memberId),
    staffDiary(db, { from: range.first, days: range.days, timeZone: STUDIO_ZONE, viewer }),
  ]);
  return { bookings, diary };
}
