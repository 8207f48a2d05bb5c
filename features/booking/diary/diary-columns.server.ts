import { and, eq, gt, isNotNull, ne, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { allocations } from "~/db/schema.server";
import { handsOnOf, weekdays, type Weekday, type WeeklyHours } from "~/features/studio";
import { scheduleJson, scheduleOf, type ClosedSpan, type ScheduleJson } from "~/features/schedule/index.server";
import { diaryTeamJson, diaryTeamOf, timeOffJson, type DiaryTeam, type DiaryTeamJson, type TimeOffJson } from "~/features/team/index.server";
import { epochMs } from "~/db/epoch.server";
import { isUuid } from "~/lib/ids";
import { addDays, dayClock, toWallTime, weekdayOf } from "~/lib/zoned-time";
import { mergeBusy } from "../rules/times/availability";
import { allocationOccupies } from "./occupancy.server";
import { fairOrder, practitionerMinutes, type Busy, type Column, type ItemNeeds } from "../rules/times/team-plan";

/** The diary is read inside a booking's transaction or outside one. */
type Executor = Pick<Database, "select" | "execute">;

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

/**
 * What occupies each column in [from, to): the diary's predicate said of the allocation (occupancy.server.ts), so the
 * bookings are not read. With `practitioner`, only her column's and the rooms' and machines' (nobody else's is
 * planned then).
 */
export const occupiedQuery = (db: Executor, from: Date, to: Date, except?: string, practitioner?: string) =>
  db
    .select({
      columnId: sql<string>`coalesce(${allocations.staffMemberId}, ${allocations.resourceId})`.as("column_id"),
      practitioner: sql<boolean>`${allocations.staffMemberId} is not null`.as("practitioner"),
      start: epochMs(allocations.startsAt).as("start"),
      end: epochMs(allocations.endsAt).as("end"),
    })
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

/**
 * occupiedQuery as one JSON value, a column an entry: `[columnId, practitioner, starts, ends]`, in epoch milliseconds
 * (`starts[i]` to `ends[i]` a span): each column's id is read once, not once a span.
 */
const occupiedJson = (db: Executor, window: DiaryWindow) =>
  sql`(select coalesce(json_agg(json_build_array(taken.column_id, taken.practitioner, taken.starts, taken.ends)), '[]')
    from (select occupied.column_id, occupied.practitioner, json_agg(occupied.start) as starts, json_agg(occupied.end) as ends
      from (${occupiedQuery(db, window.from, window.to, window.except, window.practitioner)}) as occupied
      group by occupied.column_id, occupied.practitioner) as taken)`;

type OccupiedJson = [columnId: string, practitioner: boolean, starts: number[], ends: number[]][];

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
  taken: OccupiedJson;
  leave: TimeOffJson;
}

interface DiaryWindow {
  from: Date;
  to: Date;
  timeZone: string;
  except?: string;
  practitioner?: string;
}

/**
 * The diary over a window and the schedule beside it, in one statement (one round trip, one plan, JSON read at once:
 * bench/team.md, decision 0056). The free times and the insert both read the diary so (diaryBetween).
 */
export async function readDiary(db: Executor, window: DiaryWindow): Promise<{ reads: DiaryReads; schedule: { hours: WeeklyHours; closed: ClosedSpan[] } }> {
  const [row] = await db.execute<{ taken: OccupiedJson; team: DiaryTeamJson; leave: TimeOffJson; schedule: ScheduleJson }>(
    sql`select ${occupiedJson(db, window)} as taken, ${diaryTeamJson} as team, ${timeOffJson(window.from, window.to)} as leave, ${scheduleJson(window.from, window.to)} as schedule`,
  );
  const { taken, team, leave, schedule } = row!;
  const everyone = diaryTeamOf(team);
  // A named practitioner is planned alone (planAt tries no one else for her): the others are not columns of this diary.
  const practitioners = window.practitioner === undefined ? everyone.practitioners : everyone.practitioners.filter((member) => member.id === window.practitioner);
  return { reads: { team: { ...everyone, practitioners }, taken, leave }, schedule: scheduleOf(schedule, window) };
}

export async function diaryColumns(db: Executor, window: DiaryWindow & { hours: WeeklyHours }): Promise<DiaryColumns> {
  return columnsOf((await readDiary(db, window)).reads, window);
}

/** A day's clock that reads each distinct time once: every practitioner's hours name the same few times. */
function remembering(clock: (time: string) => number): (time: string) => number {
  const known = new Map<string, number>();
  return (time) => {
    let instant = known.get(time);
    if (instant === undefined) known.set(time, (instant = clock(time)));
    return instant;
  };
}

/** The columns of what was read, within the week's hours. */
export function columnsOf({ team, taken, leave }: DiaryReads, window: { from: Date; to: Date; hours: WeeklyHours; timeZone: string }): DiaryColumns {
  const { from, to, hours, timeZone } = window;
  const dates = datesOf(from, to, timeZone);
  const clocks = dates.map((date) => remembering(dayClock(date, timeZone)));
  const studioWindows = dates.flatMap((date, index) => {
    const open = hours[weekdayName(date)];
    const clock = clocks[index]!;
    return open ? [{ weekday: isoWeekday(date), clock, start: clock(open.opens), end: clock(open.closes) }] : [];
  });
  const busyOf = new Map<string, Busy[]>();
  const addBusy = (columnId: string, start: number, end: number) => {
    const spans = busyOf.get(columnId);
    if (spans) spans.push({ start, end });
    else busyOf.set(columnId, [{ start, end }]);
  };
  for (const [columnId, , starts, ends] of taken) for (let index = 0; index < starts.length; index++) addBusy(columnId, starts[index]!, ends[index]!);
  for (const [staffMemberId, start, end] of leave) addBusy(staffMemberId, start, end);
  const columns = new Map<string, Column>();
  for (const practitioner of team.practitioners) {
    const open: Busy[] = [];
    for (const day of studioWindows) {
      for (const window of practitioner.hours.get(day.weekday) ?? []) {
        const start = Math.max(day.start, day.clock(window.opens));
        const end = Math.min(day.end, day.clock(window.closes));
        if (start < end) open.push({ start, end });
      }
    }
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
    // The last day that starts at or before the instant, by halving.
    let low = 0;
    let high = dayStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (dayStarts[middle]! <= instant) low = middle;
      else high = middle - 1;
    }
    return dayStarts[low]! <= instant ? dates[low]! : toWallTime(new Date(instant), timeZone).date;
  };
  for (const [columnId, practitioner, starts, ends] of taken) {
    if (!practitioner) continue;
    for (let index = 0; index < starts.length; index++) {
      const date = dateOf(starts[index]!);
      const day = bookedMinutes.get(date) ?? new Map<string, number>();
      day.set(columnId, (day.get(columnId) ?? 0) + (ends[index]! - starts[index]!) / 60_000);
      bookedMinutes.set(date, day);
    }
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
