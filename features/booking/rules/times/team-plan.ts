/** A span of time, in epoch milliseconds, end exclusive. */
export interface Busy {
  start: number;
  end: number;
}

/**
 * Who and what an appointment takes, at one start time (DESIGN 10, docs/decisions/0050). The diary has a column per
 * practitioner and per room or machine; an item of the basket needs one practitioner who does it, for the minutes
 * she is needed, and where set one room or machine for all of its minutes. Pure: the caller passes each column's
 * working windows and busy spans, and the order in which "any practitioner" is tried that day (`fairOrder`).
 * The same plan answers the free times, the insert, a move and staff's bookings, so a time is offered if and only
 * if booking it succeeds.
 */

export interface Column {
  id: string;
  /** When the column can work, sorted and disjoint: her hours less breaks, or the studio's hours for a room. */
  open: readonly Busy[];
  /** Other bookings' allocations (their buffer included), leave and closures: sorted and disjoint (mergeBusy). */
  busy: readonly Busy[];
}

export interface ItemNeeds {
  durationMinutes: number;
  /**
   * The minutes, from the item's start, in which the practitioner is needed (`[from, to)`); absent, all of them.
   * Fat freezing needs her to apply and to remove the applicator, not while it cools: she may treat someone else.
   */
  practitionerMinutes?: readonly (readonly [number, number])[];
  /** The practitioners who do it, in the studio's stable order. */
  practitioners: readonly string[];
  /** The rooms or machines it needs one of, in a stable order; empty when it needs none. */
  rooms: readonly string[];
}

export interface Allocation {
  columnId: string;
  kind: "practitioner" | "resource";
  start: number;
  /** End of the span, with the buffer after the last minute this column serves the appointment. */
  end: number;
}

export interface Plan {
  /** The practitioner of the first item: the one the client sees. */
  practitionerId: string;
  allocations: Allocation[];
}

export interface PlanOptions {
  bufferMinutes: number;
  /** A named practitioner; absent, "any": tried in `order`. */
  practitioner?: string;
  /** Every practitioner in the order "any" tries them on this day (fairOrder). */
  order: readonly string[];
}

const MINUTE = 60_000;

/**
 * The minutes a practitioner is needed for an appointment of `durationMinutes` of a service with `handsOn` minutes
 * at its start and end (ServiceFacts.handsOn): the whole appointment when there is no gap between them.
 */
export function practitionerMinutes(durationMinutes: number, handsOn?: { firstMinutes: number; lastMinutes: number }): ItemNeeds["practitionerMinutes"] {
  if (!handsOn || handsOn.firstMinutes + handsOn.lastMinutes >= durationMinutes) return undefined;
  return [
    [0, handsOn.firstMinutes],
    [durationMinutes - handsOn.lastMinutes, durationMinutes],
  ];
}

/**
 * The rule for "any practitioner" (decision 0050): the one with the fewest minutes already booked that day, then the
 * studio's stable order, so work is shared out and the same question always gets the same answer.
 */
export function fairOrder(practitioners: readonly string[], bookedMinutes: (id: string) => number): string[] {
  return practitioners
    .map((id, index) => ({ id, index, minutes: bookedMinutes(id) }))
    .sort((a, b) => a.minutes - b.minutes || a.index - b.index)
    .map((entry) => entry.id);
}

/** Whether [start, end) meets no span of `spans` (sorted and disjoint, as mergeBusy makes them). */
export function isFree(spans: readonly Busy[], start: number, end: number): boolean {
  // The last span starting before `end` is the only one that can reach past `start`: disjoint spans end in order.
  let low = 0;
  let high = spans.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (spans[middle]!.start < end) low = middle + 1;
    else high = middle;
  }
  return low === 0 || spans[low - 1]!.end <= start;
}

/** Whether [start, end) lies inside one window of `open` (sorted and disjoint, as Column.open is). */
export function isInside(open: readonly Busy[], start: number, end: number): boolean {
  // The last window opening at or before `start` is the only one that can hold it: 8 weeks of a practitioner's
  // windows are searched, not walked, for every start time planned (bench/team.md).
  let low = 0;
  let high = open.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (open[middle]!.start <= start) low = middle + 1;
    else high = middle;
  }
  return low > 0 && end <= open[low - 1]!.end;
}

interface Need {
  item: number;
  start: number;
  end: number;
}

/** The spans each item needs its practitioner and its room for, as instants. */
function needsAt(start: number, items: readonly ItemNeeds[]) {
  const practitioner: Need[] = [];
  const byItem: Need[][] = [];
  const room: Need[] = [];
  let offset = start;
  for (let index = 0; index < items.length; index++) {
    const item = items[index]!;
    const end = offset + item.durationMinutes * MINUTE;
    const own: Need[] = [];
    for (const [from, to] of item.practitionerMinutes ?? [[0, item.durationMinutes]]) {
      own.push({ item: index, start: offset + from * MINUTE, end: offset + to * MINUTE });
    }
    practitioner.push(...own);
    byItem.push(own);
    if (item.rooms.length > 0) room.push({ item: index, start: offset, end });
    offset = end;
  }
  return { practitioner, byItem, room };
}

/**
 * One column's allocations from the spans it serves: touching spans merge, and the buffer follows its last minute
 * only (a processing gap is free time, not a turnover).
 */
function allocationsOf(columnId: string, kind: Allocation["kind"], spans: readonly Need[], bufferMinutes: number): Allocation[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  const merged: Allocation[] = [];
  for (const span of sorted) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ columnId, kind, start: span.start, end: span.end });
  }
  merged.at(-1)!.end += bufferMinutes * MINUTE;
  return merged;
}

/** Checks a whole assignment: every span inside its column's hours, and every allocation clear of others. */
function fits(columns: ReadonlyMap<string, Column>, byColumn: ReadonlyMap<string, Need[]>, rooms: ReadonlySet<string>, bufferMinutes: number): Allocation[] | null {
  const allocations: Allocation[] = [];
  for (const [columnId, spans] of byColumn) {
    const column = columns.get(columnId);
    if (!column) return null;
    for (const span of spans) if (!isInside(column.open, span.start, span.end)) return null;
    const taken = allocationsOf(columnId, rooms.has(columnId) ? "resource" : "practitioner", spans, bufferMinutes);
    for (const allocation of taken) if (!isFree(column.busy, allocation.start, allocation.end)) return null;
    allocations.push(...taken);
  }
  return allocations;
}

function group(assignments: readonly { columnId: string; need: Need }[]) {
  const byColumn = new Map<string, Need[]>();
  for (const { columnId, need } of assignments) {
    const spans = byColumn.get(columnId);
    if (spans) spans.push(need);
    else byColumn.set(columnId, [need]);
  }
  return byColumn;
}

/**
 * The first of `ids` (and of `among`, when given) whose column can serve `needs`, trying `previous` first when it is
 * one of them: the same practitioner or room kept across a basket's items where it can be.
 */
function firstServing(
  columns: ReadonlyMap<string, Column>,
  ids: readonly string[],
  needs: readonly Need[],
  previous: string | undefined,
  among?: readonly string[],
): string | undefined {
  if (previous !== undefined && ids.includes(previous) && (among === undefined || among.includes(previous)) && canServe(columns.get(previous), needs)) {
    return previous;
  }
  for (const id of ids) if (id !== previous && (among === undefined || among.includes(id)) && canServe(columns.get(id), needs)) return id;
  return undefined;
}

/** A room for each item that needs one: the previous item's room where it can, else the first free in order. */
function chooseRooms(columns: ReadonlyMap<string, Column>, items: readonly ItemNeeds[], needs: readonly Need[]) {
  const chosen: { columnId: string; need: Need }[] = [];
  for (const need of needs) {
    const room = firstServing(columns, items[need.item]!.rooms, [need], chosen.at(-1)?.columnId);
    if (room === undefined) return null;
    chosen.push({ columnId: room, need });
  }
  return chosen;
}

function doesEvery(items: readonly ItemNeeds[], id: string): boolean {
  for (const item of items) if (!item.practitioners.includes(id)) return false;
  return true;
}

/** Whether a column can serve every span of `needs`: inside its hours and clear of what it holds. */
function canServe(column: Column | undefined, needs: readonly Need[]): boolean {
  if (!column) return false;
  for (const need of needs) if (!isInside(column.open, need.start, need.end) || !isFree(column.busy, need.start, need.end)) return false;
  return true;
}

/** The plan that gives each practitioner's need to `people[i]` (or all of them to one), with the rooms chosen. */
function planWith(
  columns: ReadonlyMap<string, Column>,
  needs: readonly Need[],
  people: string | ReadonlyMap<number, string>,
  rooms: readonly { columnId: string; need: Need }[],
  bufferMinutes: number,
): Plan | null {
  const assignments = needs.map((need) => ({ columnId: typeof people === "string" ? people : people.get(need.item)!, need }));
  const allocations = fits(columns, group([...assignments, ...rooms]), new Set(rooms.map((room) => room.columnId)), bufferMinutes);
  return allocations ? { practitionerId: assignments[0]!.columnId, allocations } : null;
}

/**
 * The plan for an appointment of `items` (back to back) from `start`, or null when it cannot be booked then.
 * One practitioner for the whole basket where one does every item and is free (tried in `order`); otherwise, with
 * "any", each item's practitioner in turn, keeping the previous item's where she can.
 */
export function planAt(start: number, items: readonly ItemNeeds[], columns: ReadonlyMap<string, Column>, options: PlanOptions): Plan | null {
  if (items.length === 0) return null;
  const needs = needsAt(start, items);
  const rooms = chooseRooms(columns, items, needs.room);
  if (!rooms) return null;

  for (const id of options.order) {
    if (options.practitioner !== undefined && options.practitioner !== id) continue;
    if (!doesEvery(items, id)) continue;
    // Most start times of a busy diary fail here: no allocation is built for a practitioner who is away or booked.
    if (!canServe(columns.get(id), needs.practitioner)) continue;
    const plan = planWith(columns, needs.practitioner, id, rooms, options.bufferMinutes);
    if (plan) return plan;
  }
  if (options.practitioner !== undefined || items.length === 1) return null;

  // No one does (or is free for) the whole basket: share it out, item by item.
  const perItem = new Map<number, string>();
  for (let index = 0; index < items.length; index++) {
    const who = firstServing(columns, options.order, needs.byItem[index]!, perItem.get(index - 1), items[index]!.practitioners);
    if (who === undefined) return null;
    perItem.set(index, who);
  }
  return planWith(columns, needs.practitioner, perItem, rooms, options.bufferMinutes);
}
