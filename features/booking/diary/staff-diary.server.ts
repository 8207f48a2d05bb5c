import { and, asc, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { allocations, bookings, closures, resources, staffHours, staffMembers, staffServices, timeOff } from "~/db/schema.server";
import { weekdays, type Weekday } from "~/features/studio";
import { bankHolidayList, weeklyHours } from "~/features/schedule/index.server";
import type { StaffRole } from "~/features/staff-session";
import { addDays, fromWallTime, weekdayOf } from "~/lib/zoned-time";
import { occupies } from "./occupancy.server";
import { firstNameOf } from "~/lib/names";
import type { DiaryColumnView, DiaryItemView, StaffDiary } from "./staff-diary";

/**
 * The staff diary (GET /api/diary, the Calendar tab's hour grid; DESIGN 10): a column per practitioner and per room
 * or machine, and what fills each over a few London days. It reads the allocations the booking rule writes
 * (docs/decisions/0050), so what the grid draws is what the database holds, not a second reckoning of it. One query
 * per kind of thing, whatever the number of days or columns.
 */

export interface DiaryViewer {
  role: StaffRole;
  memberId: string;
}


const iso = (date: Date | number) => new Date(date).toISOString();

export async function staffDiary(db: Database, request: { from: string; days: number; timeZone: string; viewer: DiaryViewer }): Promise<StaffDiary> {
  const { from: first, days, timeZone, viewer } = request;
  const dates = Array.from({ length: days }, (_, index) => addDays(first, index));
  const start = fromWallTime(first, "00:00", timeZone);
  const end = fromWallTime(addDays(first, days), "00:00", timeZone);

  // Her own column only, for a practitioner: least access (DESIGN 10, docs/decisions/0051).
  const ownOnly = viewer.role === "practitioner";
  const [practitioners, rooms] = await Promise.all([
    db
      .selectDistinct({ id: staffMembers.id, name: staffMembers.name, position: staffMembers.position, createdAt: staffMembers.createdAt })
      .from(staffMembers)
      .innerJoin(staffServices, eq(staffServices.staffMemberId, staffMembers.id))
      .where(and(eq(staffMembers.active, true), ownOnly ? eq(staffMembers.id, viewer.memberId) : undefined))
      .orderBy(asc(staffMembers.position), asc(staffMembers.createdAt)),
    ownOnly
      ? Promise.resolve([])
      : db
          .select({ id: resources.id, name: resources.name, kind: resources.kind })
          .from(resources)
          .where(eq(resources.active, true))
          .orderBy(asc(resources.position), asc(resources.createdAt)),
  ]);
  const columns: DiaryColumnView[] = [
    ...practitioners.map(({ id, name }) => ({ id, kind: "practitioner" as const, name })),
    ...rooms.map(({ id, name, kind }) => ({ id, kind: kind as "room" | "machine", name })),
  ];
  const columnIds = columns.map((column) => column.id);
  const practitionerIds = practitioners.map((practitioner) => practitioner.id);
  if (columnIds.length === 0) return { from: first, days, columns, items: [] };

  const [booked, hours, studioHours, leave, closed, holidays] = await Promise.all([
    db
      .select({
        columnId: sql<string>`coalesce(${allocations.staffMemberId}, ${allocations.resourceId})`,
        startsAt: allocations.startsAt,
        endsAt: allocations.endsAt,
        bookingId: bookings.id,
        name: bookings.name,
        service: bookings.service,
        status: bookings.status,
        paymentStatus: bookings.paymentStatus,
        holdExpiresAt: bookings.holdExpiresAt,
        bookingStartsAt: bookings.startsAt,
        bookingEndsAt: bookings.endsAt,
      })
      .from(allocations)
      .innerJoin(bookings, eq(bookings.id, allocations.bookingId))
      .where(
        and(
          occupies,
          lt(allocations.startsAt, end),
          gt(allocations.endsAt, start),
          sql`coalesce(${allocations.staffMemberId}, ${allocations.resourceId}) in ${columnIds}`,
        ),
      )
      .orderBy(asc(allocations.startsAt)),
    practitionerIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: staffHours.staffMemberId, weekday: staffHours.weekday, opens: staffHours.opens, closes: staffHours.closes })
          .from(staffHours)
          .where(inArray(staffHours.staffMemberId, practitionerIds))
          .orderBy(asc(staffHours.opens)),
    weeklyHours(db),
    practitionerIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: timeOff.id, columnId: timeOff.staffMemberId, startsAt: timeOff.startsAt, endsAt: timeOff.endsAt, reason: timeOff.reason })
          .from(timeOff)
          .where(and(inArray(timeOff.staffMemberId, practitionerIds), lt(timeOff.startsAt, end), gt(timeOff.endsAt, start))),
    db
      .select({ startsAt: closures.startsAt, endsAt: closures.endsAt, reason: closures.reason })
      .from(closures)
      .where(and(lt(closures.startsAt, end), gt(closures.endsAt, start))),
    bankHolidayList(db, first, dates.at(-1)!),
  ]);

  const items: DiaryItemView[] = [];
  for (const row of booked) {
    const hold = row.status === "pending" && row.paymentStatus !== "paid" && row.holdExpiresAt !== null;
    const part = row.bookingStartsAt && row.bookingEndsAt && (row.startsAt > row.bookingStartsAt || row.endsAt < row.bookingEndsAt) && practitionerIds.includes(row.columnId);
    items.push({
      kind: hold ? "hold" : "booking",
      columnId: row.columnId,
      startsAt: iso(row.startsAt),
      endsAt: iso(row.endsAt),
      bookingId: row.bookingId,
      client: firstNameOf(row.name),
      service: row.service,
      status: row.status,
      ...(part ? { bookingStartsAt: iso(row.bookingStartsAt!), bookingEndsAt: iso(row.bookingEndsAt!) } : {}),
    });
  }

  // Breaks: within each open studio day, the time she is not working (the gaps between her windows, and before
  // the first or after the last); a day she does not work at all is one "Not working" span.
  const windowsOf = new Map<string, Map<number, { opens: string; closes: string }[]>>();
  for (const row of hours) {
    const week = windowsOf.get(row.id) ?? new Map<number, { opens: string; closes: string }[]>();
    week.set(row.weekday, [...(week.get(row.weekday) ?? []), { opens: row.opens, closes: row.closes }]);
    windowsOf.set(row.id, week);
  }
  // A weekday the studio never opens is drawn shut, so the grid offers no time there that a booking would be refused.
  const daysOff: { startsAt: string; endsAt: string; label: string }[] = [];
  for (const date of dates) {
    const weekday = weekdayOf(date) as Weekday;
    const open = studioHours[weekday];
    if (!open) {
      daysOff.push({ startsAt: iso(fromWallTime(date, "00:00", timeZone)), endsAt: iso(fromWallTime(addDays(date, 1), "00:00", timeZone)), label: "Closed" });
      continue;
    }
    const dayStart = fromWallTime(date, open.opens, timeZone).getTime();
    const dayEnd = fromWallTime(date, open.closes, timeZone).getTime();
    for (const id of practitionerIds) {
      const windows = (windowsOf.get(id)?.get(weekdays.indexOf(weekday) + 1) ?? [])
        .map((window) => ({ start: Math.max(dayStart, fromWallTime(date, window.opens, timeZone).getTime()), end: Math.min(dayEnd, fromWallTime(date, window.closes, timeZone).getTime()) }))
        .filter((window) => window.start < window.end);
      if (windows.length === 0) {
        items.push({ kind: "break", columnId: id, startsAt: iso(dayStart), endsAt: iso(dayEnd), label: "Not working" });
        continue;
      }
      let cursor = dayStart;
      for (const window of windows) {
        if (window.start > cursor) items.push({ kind: "break", columnId: id, startsAt: iso(cursor), endsAt: iso(window.start), label: cursor === dayStart ? "Starts later" : "Break" });
        cursor = Math.max(cursor, window.end);
      }
      if (cursor < dayEnd) items.push({ kind: "break", columnId: id, startsAt: iso(cursor), endsAt: iso(dayEnd), label: "Finished" });
    }
  }

  for (const row of leave) items.push({ kind: "leave", columnId: row.columnId, startsAt: iso(row.startsAt), endsAt: iso(row.endsAt), label: row.reason || "Leave" });

  const shut = [
    ...daysOff,
    ...closed.map((row) => ({ startsAt: iso(row.startsAt), endsAt: iso(row.endsAt), label: row.reason || "Closed" })),
    ...holidays
      .filter((holiday) => !holiday.open)
      .map((holiday) => ({ startsAt: iso(fromWallTime(holiday.date, "00:00", timeZone)), endsAt: iso(fromWallTime(addDays(holiday.date, 1), "00:00", timeZone)), label: holiday.name })),
  ];
  for (const span of shut) for (const columnId of columnIds) items.push({ kind: "closure", columnId, ...span });

  return { from: first, days, columns, items };
}
