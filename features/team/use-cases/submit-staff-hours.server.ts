import { and, asc, eq, gt } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { allocations, bookings, staffHours, staffMembers, teamChanges } from "~/db/schema.server";
import { closingTime, weeklyHours } from "~/features/schedule/index.server";
import { weekdays } from "~/features/studio";
import { parseForm, type FieldErrors } from "~/lib/forms";
import { isUuid } from "~/lib/ids";
import { studioWallTime } from "~/lib/studio-clock";
import { invalid, namedUseCase, refuse, type Outcome } from "~/lib/use-case";
import { minutesOfDay } from "~/lib/zoned-time";
import type { AffectedBooking, StaffWeek } from "../team-admin.server";
import { memberMessages, staffWeekSchema, type StaffWeekInput } from "../team-members";

type Staff = { id: string };

/** Days her hours leave the studio's: a span before it opens or after it closes, or on a day it is shut. */
function outsideStudio(week: StaffWeekInput, studio: Awaited<ReturnType<typeof weeklyHours>>): FieldErrors {
  const errors: FieldErrors = {};
  for (const day of weekdays) {
    const open = studio[day];
    const inside = (week[day] ?? []).every((span) => open && minutesOfDay(open.opens) <= minutesOfDay(span.opens) && minutesOfDay(span.closes) <= minutesOfDay(open.closes));
    if (!inside) errors[day] = [memberMessages.hoursStudio];
  }
  return errors;
}

/** Whether an allocation lies inside one of her spans on its London day. */
function withinWeek(week: StaffWeekInput, startsAt: Date, endsAt: Date): boolean {
  const start = studioWallTime(startsAt);
  const end = studioWallTime(endsAt);
  if (start.date !== end.date && end.time !== "00:00") return false;
  const from = minutesOfDay(start.time);
  const to = end.time === "00:00" && start.date !== end.date ? 24 * 60 : minutesOfDay(end.time);
  return (week[start.weekday as keyof StaffWeekInput] ?? []).some((span) => minutesOfDay(span.opens) <= from && to <= minutesOfDay(span.closes));
}

/**
 * PUT /api/staff-members/:id/hours: her whole week (the gaps are her breaks; null a day off), inside the studio's
 * hours. Bookings wait while it is written, as for a closure, so none lands in an hour she just gave up unseen; the
 * ones already booked outside her new week come back for staff to move.
 */
export const submitStaffHours = namedUseCase(
  "team.set-hours",
  async (db: Database, staff: Staff, request: { id: unknown; payload: unknown }): Promise<Outcome<{ week: StaffWeek; affectedBookings: AffectedBooking[] }>> => {
    if (!isUuid(request.id)) return refuse("not-found", "not-found", memberMessages.notFound);
    const id = request.id;
    const parsed = parseForm(staffWeekSchema, request.payload);
    if (!parsed.success) return invalid(parsed.error);
    const week = parsed.data;
    const outside = outsideStudio(week, await weeklyHours(db));
    if (Object.keys(outside).length > 0) return invalid({ message: memberMessages.hoursStudio, fieldErrors: outside });
    const found = await closingTime(db, async (tx) => {
      const [member] = await tx.select({ id: staffMembers.id }).from(staffMembers).where(eq(staffMembers.id, id));
      if (!member) return false;
      await tx.delete(staffHours).where(eq(staffHours.staffMemberId, id));
      const rows = weekdays.flatMap((day, index) => (week[day] ?? []).map((span) => ({ staffMemberId: id, weekday: index + 1, opens: span.opens, closes: span.closes })));
      if (rows.length > 0) await tx.insert(staffHours).values(rows);
      await tx.insert(teamChanges).values({ changedBy: staff.id, subject: "staff-member", subjectId: id, change: "hours", details: { ...week } });
      return true;
    });
    if (!found) return refuse("not-found", "not-found", memberMessages.notFound);
    const hers = await db
      .select({ id: bookings.id, startsAt: bookings.startsAt, service: bookings.service, name: bookings.name, from: allocations.startsAt, to: allocations.endsAt })
      .from(allocations)
      .innerJoin(bookings, eq(bookings.id, allocations.bookingId))
      .where(and(eq(allocations.staffMemberId, id), eq(allocations.inDiary, true), gt(allocations.endsAt, new Date())))
      .orderBy(asc(allocations.startsAt));
    const affected = new Map<string, AffectedBooking>();
    for (const row of hers) {
      if (!withinWeek(week, row.from, row.to)) affected.set(row.id, { id: row.id, startsAt: row.startsAt ?? row.from, service: row.service, name: row.name });
    }
    const sorted: StaffWeek = Object.fromEntries(
      weekdays.map((day) => [day, week[day] && [...week[day]].sort((a, b) => minutesOfDay(a.opens) - minutesOfDay(b.opens))]),
    ) as StaffWeek;
    return { ok: true, week: sorted, affectedBookings: [...affected.values()] };
  },
);
