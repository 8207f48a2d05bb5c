import type { Database } from "~/db/client.server";
import { mergeBusy, type Busy } from "../rules/times/availability";
import { columnsOf, readDiary } from "./diary-columns.server";

/** One column's minutes over a period: the time it could be booked and the part of that time that was. */
export interface ColumnMinutes {
  columnId: string;
  /** Her hours within the studio's, or the studio's for a room or machine, less closures and her leave. */
  workingMinutes: number;
  /** What occupied the column (the diary's own predicate) inside those working minutes. */
  bookedMinutes: number;
}

export interface PeriodMinutes {
  /** The period's first instant (epoch ms), as the caller gave it. */
  start: number;
  columns: ColumnMinutes[];
}

/** Spans less other spans, both sorted and merged. */
function subtract(spans: readonly Busy[], minus: readonly Busy[]): Busy[] {
  const left: Busy[] = [];
  let next = 0;
  for (const span of spans) {
    let start = span.start;
    while (next < minus.length && minus[next]!.end <= start) next++;
    for (let index = next; index < minus.length && minus[index]!.start < span.end; index++) {
      if (minus[index]!.start > start) left.push({ start, end: minus[index]!.start });
      start = Math.max(start, minus[index]!.end);
    }
    if (start < span.end) left.push({ start, end: span.end });
  }
  return left;
}

/** Milliseconds two sorted, merged lists of spans share. */
function overlap(a: readonly Busy[], b: readonly Busy[]): number {
  let shared = 0;
  let j = 0;
  for (const span of a) {
    while (j < b.length && b[j]!.end <= span.start) j++;
    for (let k = j; k < b.length && b[k]!.start < span.end; k++) shared += Math.min(span.end, b[k]!.end) - Math.max(span.start, b[k]!.start);
  }
  return shared;
}

const minutes = (ms: number) => Math.round(ms / 60_000);

/**
 * Each column's working and booked minutes, period by period (months, say), over [from, to) (issue 24's utilisation report). It reads the
 * diary exactly as the free times do (readDiary, columnsOf), so what counts as working and as booked is the diary's
 * own rule: a practitioner's booked minutes are her hands-on minutes (a machine's processing time is the machine's),
 * and a booking outside the working hours adds nothing. `periods` are the periods' first instants (epoch ms), in
 * order, the first `from`; a working span belongs to the period it starts in (spans never cross midnight).
 */
export async function diaryMinutes(db: Pick<Database, "select" | "execute">, window: { from: Date; to: Date; timeZone: string; periods: readonly number[] }): Promise<PeriodMinutes[]> {
  const { reads, schedule } = await readDiary(db, window);
  const { columns } = columnsOf(reads, { ...window, hours: schedule.hours });
  const closed = mergeBusy(schedule.closed);
  const leaveOf = new Map<string, Busy[]>();
  for (const [memberId, start, end] of reads.leave) leaveOf.set(memberId, [...(leaveOf.get(memberId) ?? []), { start, end }]);
  const takenOf = new Map<string, Busy[]>();
  for (const [columnId, , starts, ends] of reads.taken) takenOf.set(columnId, mergeBusy(starts.map((start, index) => ({ start, end: ends[index]! }))));

  const periods = window.periods.map((start, index) => ({ start, end: window.periods[index + 1] ?? window.to.getTime(), columns: [] as ColumnMinutes[] }));
  for (const column of columns.values()) {
    const working = subtract(subtract(column.open, closed), mergeBusy(leaveOf.get(column.id) ?? []));
    const taken = takenOf.get(column.id) ?? [];
    let next = 0;
    for (const period of periods) {
      const spans: Busy[] = [];
      while (next < working.length && working[next]!.start < period.end) spans.push(working[next++]!);
      period.columns.push({
        columnId: column.id,
        workingMinutes: minutes(spans.reduce((sum, span) => sum + span.end - span.start, 0)),
        bookedMinutes: minutes(overlap(spans, taken)),
      });
    }
  }
  return periods.map(({ start, columns }) => ({ start, columns }));
}
