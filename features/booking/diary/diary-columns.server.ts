import { and, eq, gt, isNotNull, ne, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { allocations } from "~/db/schema.server";
import { handsOnOf, weekdays, type Weekday, type WeeklyHours } from "~/features/studio";
import { diaryTeam, timeOffBetween, type DiaryTeam } from "~/features/team/index.server";
import { isUuid } from "~/lib/ids";
import { addDays, dayClock, toWallTime, weekdayOf } from "~/lib/zoned-time";
import { mergeBusy } from "./availability";
import { allocationOccupies } from "./occupancy.server";
import { fairOrder, practitionerMinutes, type Busy, type Column, type ItemNeeds } from "./team-plan";

/** The diary is read inside a booking's transaction or outside one. */
type Executor = Pick<Database, "select">;

/** One line of what is booked, as the diary plans it: the service and its minutes (a package's, when one). */
export interface DiaryItem {
  slug: string;
  durationMinutes: number;
}

/** A basket's priced lines, or a booking's stored items, as the diary plans them: each line's service and minutes. */
export const diaryItemsOf = (lines: readonly { id: string; durationMinutes: number }[]): DiaryItem[] =>
  lines.map((line) => ({ slug: line.id, durationMinutes: line.durationMinutes }));

/**
 * The diary's columns over a window, as planAt reads them (docs/decisions/0050): each practitioner's working windows
 * (her hours within the studio's, day by day) and busy spans (what occupies her, and her leave), each resource's
 * (the studio's hours; what occupies it), and the order "any practitioner" is tried in on each day.
 */
export interface DiaryColumns {
  team: DiaryTeam;
  columns: Map<string, Column>;
  orderOn: (date: string) => string[];
  needs: (items: readonly DiaryItem[]) => ItemNeeds[];
}

/** An instant as epoch milliseconds, as the database gives it (as a Date would, truncated): no Date made per row. */
const epochMs = (column: typeof allocations.startsAt | typeof allocations.endsAt) => sql<number>`floor(extract(epoch from ${column}) * 1000)::float8`;

/**
 * What occupies each column in [from, to): the diary's predicate said of the allocation (occupancy.server.ts), so the
 * bookings are not read. With `practitioner`, only her column's and the rooms' and machines' (nobody else's is
 * planned then).
 */
export const occupiedQuery = (db: Executor, from: Date, to: Date, except?: string, practitioner?: string) =>
  db
    .select({ staffMemberId: allocations.staffMemberId, resourceId: allocations.resourceId, start: epochMs(allocations.startsAt), end: epochMs(allocations.endsAt) })
    .from(allocations)
    .where(
      and(
        allocationOccupies,
        sql`tstzrange(${allocations.startsAt}, ${allocations.endsAt}, '[)') && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`,
        // The same condition said by the end as well: the index the planner can estimate (migration 0040).
        gt(allocations.endsAt, from),
        except ? ne(allocations.bookingId, except) : undefined,
        practitioner === undefined ? undefined : or(isUuid(practitioner) ? eq(allocations.staffMemberId, practitioner) : undefined, isNotNull(allocations.resourceId)),
      ),
    );

async function occupied(db: Executor, from: Date, to: Date, except?: string, practitioner?: string) {
  const rows = await occupiedQuery(db, from, to, except, practitioner);
  return rows.map((row) => ({ columnId: (row.staffMemberId ?? row.resourceId)!, practitioner: row.staffMemberId !== null, start: row.start, end: row.end }));
}

/** The London dates a window of instants touches. */
function datesOf(from: Date, to: Date, timeZone: string): string[] {
  const dates: string[] = [];
  const last = toWallTime(new Date(to.getTime() - 1), timeZone).date;
  for (let date = toWallTime(from, timeZone).date; date <= last; date = addDays(date, 1)) dates.push(date);
  return dates;
}

const weekdayName = (date: string) => weekdayOf(date) as Weekday;
const isoWeekday = (date: string) => weekdays.indexOf(weekdayName(date)) + 1;

/** What the diary holds over a window, as read: the team, what occupies each column, and leave. */
export interface DiaryReads {
  team: DiaryTeam;
  taken: Awaited<ReturnType<typeof occupied>>;
  leave: Awaited<ReturnType<typeof timeOffBetween>>;
}

/**
 * The diary's queries, all at once; they need nothing from the schedule, so its queries can run beside them. The
 * allocations go first: the slowest, they should not wait for a connection of the pool behind the quick ones.
 */
export async function readDiary(db: Executor, window: { from: Date; to: Date; except?: string; practitioner?: string }): Promise<DiaryReads> {
  const [taken, team, leave] = await Promise.all([
    occupied(db, window.from, window.to, window.except, window.practitioner),
    diaryTeam(db),
    timeOffBetween(db, window.from, window.to),
  ]);
  // A named practitioner is planned alone (planAt tries no one else for her): the others are not columns of this diary.
  const practitioners = window.practitioner === undefined ? team.practitioners : team.practitioners.filter((member) => member.id === window.practitioner);
  return { team: { ...team, practitioners }, taken, leave };
}

export async function diaryColumns(
  db: Executor,
  window: { from: Date; to: Date; hours: WeeklyHours; timeZone: string; except?: string; practitioner?: string },
): Promise<DiaryColumns> {
  return columnsOf(await readDiary(db, window), window);
}

/** The columns of what was read, within the week's hours. */
export function columnsOf({ team, taken, leave }: DiaryReads, window: { from: Date; to: Date; hours: WeeklyHours; timeZone: string }): DiaryColumns {
  const { from, to, hours, timeZone } = window;
  const dates = datesOf(from, to, timeZone);
  const clocks = dates.map((date) => dayClock(date, timeZone));
  const studioWindows = dates.flatMap((date, index) => {
    const open = hours[weekdayName(date)];
    const clock = clocks[index]!;
    return open ? [{ date, clock, start: clock(open.opens), end: clock(open.closes) }] : [];
  });
  const busyOf = new Map<string, Busy[]>();
  const addBusy = (columnId: string, start: number, end: number) => {
    const spans = busyOf.get(columnId);
    if (spans) spans.push({ start, end });
    else busyOf.set(columnId, [{ start, end }]);
  };
  for (const span of taken) addBusy(span.columnId, span.start, span.end);
  for (const span of leave) addBusy(span.staffMemberId, span.start, span.end);
  const columns = new Map<string, Column>();
  for (const practitioner of team.practitioners) {
    const open = studioWindows.flatMap((day) =>
      (practitioner.hours.get(isoWeekday(day.date)) ?? []).flatMap((window) => {
        const start = Math.max(day.start, day.clock(window.opens));
        const end = Math.min(day.end, day.clock(window.closes));
        return start < end ? [{ start, end }] : [];
      }),
    );
    columns.set(practitioner.id, { id: practitioner.id, open, busy: mergeBusy(busyOf.get(practitioner.id) ?? []) });
  }
  for (const resource of team.resources) {
    columns.set(resource.id, { id: resource.id, open: studioWindows.map(({ start, end }) => ({ start, end })), busy: mergeBusy(busyOf.get(resource.id) ?? []) });
  }

  // "Any practitioner" goes first to whoever has the fewest minutes booked that day (fairOrder, decision 0050).
  const bookedMinutes = new Map<string, Map<string, number>>();
  // Each span's London date by the days' first instants (one zone lookup a day, not one a booking).
  const dayStarts = clocks.map((clock) => clock("00:00"));
  const dateOf = (instant: number) => {
    let index = dayStarts.length - 1;
    while (index > 0 && dayStarts[index]! > instant) index--;
    return dayStarts[index]! <= instant ? dates[index]! : toWallTime(new Date(instant), timeZone).date;
  };
  for (const span of taken) {
    if (!span.practitioner) continue;
    const date = dateOf(span.start);
    const day = bookedMinutes.get(date) ?? new Map<string, number>();
    day.set(span.columnId, (day.get(span.columnId) ?? 0) + (span.end - span.start) / 60_000);
    bookedMinutes.set(date, day);
  }
  const ids = team.practitioners.map((practitioner) => practitioner.id);
  return {
    team,
    columns,
    orderOn: (date) => fairOrder(ids, (id) => bookedMinutes.get(date)?.get(id) ?? 0),
    needs: (items) =>
      items.map((item) => ({
        durationMinutes: item.durationMinutes,
        practitionerMinutes: practitionerMinutes(item.durationMinutes, handsOnOf(item.slug)),
        practitioners: team.practitioners.filter((practitioner) => practitioner.services.has(item.slug)).map((practitioner) => practitioner.id),
        rooms: team.resources.filter((resource) => resource.services.has(item.slug)).map((resource) => resource.id),
      })),
  };
}
