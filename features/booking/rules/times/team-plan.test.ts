import { describe, expect, it } from "vitest";
import { mergeBusy, type Busy } from "./availability";
import { fairOrder, isFree, isInside, planAt, practitionerMinutes, type Column, type ItemNeeds } from "./team-plan";

const MINUTE = 60_000;
const at = (time: string) => Date.parse(`2027-06-07T${time}:00Z`);
const span = (from: string, to: string): Busy => ({ start: at(from), end: at(to) });
const day = [span("09:00", "18:00")];
const column = (id: string, busy: Busy[] = [], open: Busy[] = day): Column => ({ id, open, busy: mergeBusy(busy) });
const diary = (...columns: Column[]) => new Map(columns.map((entry) => [entry.id, entry]));
const options = { bufferMinutes: 15, order: ["ana", "bea"] };

const wax: ItemNeeds = { durationMinutes: 60, practitioners: ["ana", "bea"], rooms: [] };
/** Fat freezing on the one machine: she applies for 15 minutes and removes for 15; it cools for 45 between. */
const iceSculpt: ItemNeeds = { durationMinutes: 75, practitionerMinutes: [[0, 15], [60, 75]], practitioners: ["ana", "bea"], rooms: ["machine"] };
const patchTest: ItemNeeds = { durationMinutes: 15, practitioners: ["ana", "bea"], rooms: [] };

describe("planAt", () => {
  it("gives 'any' to the first free practitioner in the day's order, and nothing once both are taken", () => {
    expect(planAt(at("10:00"), [wax], diary(column("ana"), column("bea")), options)).toEqual({
      practitionerId: "ana",
      allocations: [{ columnId: "ana", kind: "practitioner", start: at("10:00"), end: at("11:15") }],
    });
    const anaBusy = diary(column("ana", [span("10:00", "11:15")]), column("bea"));
    expect(planAt(at("10:00"), [wax], anaBusy, options)?.practitionerId).toBe("bea");
    const bothBusy = diary(column("ana", [span("10:00", "11:15")]), column("bea", [span("10:30", "11:45")]));
    expect(planAt(at("10:00"), [wax], bothBusy, options)).toBeNull();
  });

  it("keeps a named practitioner or answers nothing, even when another is free", () => {
    const anaBusy = diary(column("ana", [span("10:00", "11:15")]), column("bea"));
    expect(planAt(at("10:00"), [wax], anaBusy, { ...options, practitioner: "ana" })).toBeNull();
    expect(planAt(at("10:00"), [wax], anaBusy, { ...options, practitioner: "bea" })?.practitionerId).toBe("bea");
    expect(planAt(at("10:00"), [wax], anaBusy, { ...options, practitioner: "nobody" })).toBeNull();
  });

  it("refuses a second booking of the one machine though two practitioners are free", () => {
    const machineBusy = diary(column("ana"), column("bea"), column("machine", [span("10:00", "11:30")]));
    expect(planAt(at("10:00"), [iceSculpt], machineBusy, options)).toBeNull();
    expect(planAt(at("11:30"), [iceSculpt], machineBusy, options)).not.toBeNull();
  });

  it("takes the practitioner only for the minutes she is needed, so she can treat someone else while it cools", () => {
    const plan = planAt(at("10:00"), [iceSculpt], diary(column("ana"), column("bea"), column("machine")), options)!;
    expect(plan.allocations).toEqual([
      { columnId: "ana", kind: "practitioner", start: at("10:00"), end: at("10:15") },
      { columnId: "ana", kind: "practitioner", start: at("11:00"), end: at("11:30") },
      { columnId: "machine", kind: "resource", start: at("10:00"), end: at("11:30") },
    ]);
    const afterSculpt = diary(column("ana", plan.allocations.filter((allocation) => allocation.columnId === "ana")), column("machine", [span("10:00", "11:30")]));
    // Her patch test in the cooling minutes: 10:15 to 10:30, its buffer to 10:45, before she removes at 11:00.
    expect(planAt(at("10:15"), [patchTest], afterSculpt, { ...options, order: ["ana"] })?.practitionerId).toBe("ana");
    expect(planAt(at("10:45"), [patchTest], afterSculpt, { ...options, order: ["ana"] })).toBeNull();
  });

  it("never books a practitioner outside her hours or in her break", () => {
    const anaMornings = [span("09:00", "12:00"), span("13:00", "18:00")];
    const columns = diary(column("ana", [], anaMornings));
    expect(planAt(at("11:00"), [wax], columns, { ...options, order: ["ana"] })).not.toBeNull();
    expect(planAt(at("11:30"), [wax], columns, { ...options, order: ["ana"] })).toBeNull();
    expect(planAt(at("13:00"), [wax], columns, { ...options, order: ["ana"] })).not.toBeNull();
  });

  it("gives a basket to one practitioner who does all of it, before sharing it out", () => {
    const browLift: ItemNeeds = { durationMinutes: 60, practitioners: ["bea"], rooms: [] };
    const plan = planAt(at("10:00"), [wax, browLift], diary(column("ana"), column("bea")), options)!;
    expect(plan.practitionerId).toBe("bea");
    expect(plan.allocations).toEqual([{ columnId: "bea", kind: "practitioner", start: at("10:00"), end: at("12:15") }]);

    const onlyAna: ItemNeeds = { durationMinutes: 60, practitioners: ["ana"], rooms: [] };
    const shared = planAt(at("10:00"), [onlyAna, browLift], diary(column("ana"), column("bea")), options)!;
    expect(shared.allocations).toEqual([
      { columnId: "ana", kind: "practitioner", start: at("10:00"), end: at("11:15") },
      { columnId: "bea", kind: "practitioner", start: at("11:00"), end: at("12:15") },
    ]);
    expect(planAt(at("10:00"), [onlyAna, browLift], diary(column("ana"), column("bea")), { ...options, practitioner: "ana" })).toBeNull();
  });

  it("keeps one room for back-to-back items that both need one", () => {
    const facial: ItemNeeds = { durationMinutes: 30, practitioners: ["ana"], rooms: ["room-1", "room-2"] };
    const plan = planAt(at("10:00"), [facial, facial], diary(column("ana"), column("room-1"), column("room-2")), options)!;
    expect(plan.allocations.filter((allocation) => allocation.columnId.startsWith("room"))).toEqual([{ columnId: "room-1", kind: "resource", start: at("10:00"), end: at("11:15") }]);
  });
});

describe("fairOrder", () => {
  it("puts the practitioner with the fewest minutes booked that day first, then keeps the studio's order", () => {
    const minutes: Record<string, number> = { ana: 120, bea: 60, cat: 60 };
    expect(fairOrder(["ana", "bea", "cat"], (id) => minutes[id]!)).toEqual(["bea", "cat", "ana"]);
    expect(fairOrder(["ana", "bea", "cat"], () => 0)).toEqual(["ana", "bea", "cat"]);
  });
});

describe("isFree", () => {
  it("finds a clash with any of many disjoint spans, and none at their edges", () => {
    const spans = mergeBusy(Array.from({ length: 40 }, (_, index) => ({ start: index * 30 * MINUTE, end: (index * 30 + 15) * MINUTE })));
    expect(isFree(spans, 15 * MINUTE, 30 * MINUTE)).toBe(true);
    expect(isFree(spans, 14 * MINUTE, 30 * MINUTE)).toBe(false);
    expect(isFree(spans, 15 * MINUTE, 31 * MINUTE)).toBe(false);
    expect(isFree(spans, 1185 * MINUTE, 1200 * MINUTE)).toBe(true);
    expect(isFree([], 0, 1)).toBe(true);
  });
});

describe("isInside", () => {
  it("holds a span within one window of many, and not one across a break, before the first or after the last", () => {
    // Eight weeks of a working day with a lunch break: 112 windows, searched for the one that can hold the span.
    const weeks = Array.from({ length: 56 }, (_, day) => [
      { start: at("09:00") + day * 24 * 60 * MINUTE, end: at("13:00") + day * 24 * 60 * MINUTE },
      { start: at("14:00") + day * 24 * 60 * MINUTE, end: at("18:00") + day * 24 * 60 * MINUTE },
    ]).flat();
    const onDay = (day: number, from: string, to: string) => [at(from) + day * 24 * 60 * MINUTE, at(to) + day * 24 * 60 * MINUTE] as const;
    expect(isInside(weeks, ...onDay(0, "09:00", "13:00"))).toBe(true);
    expect(isInside(weeks, ...onDay(30, "14:00", "15:00"))).toBe(true);
    expect(isInside(weeks, ...onDay(55, "17:00", "18:00"))).toBe(true);
    expect(isInside(weeks, ...onDay(30, "12:30", "14:30"))).toBe(false);
    expect(isInside(weeks, ...onDay(30, "13:00", "14:00"))).toBe(false);
    expect(isInside(weeks, ...onDay(30, "17:00", "18:15"))).toBe(false);
    expect(isInside(weeks, ...onDay(0, "08:45", "09:30"))).toBe(false);
    expect(isInside(weeks, ...onDay(56, "09:00", "10:00"))).toBe(false);
    expect(isInside([], at("09:00"), at("10:00"))).toBe(false);
  });
});

describe("practitionerMinutes", () => {
  it("frees the minutes between her first and last hands-on minutes, and needs her throughout when nothing is between", () => {
    expect(practitionerMinutes(75, { firstMinutes: 15, lastMinutes: 15 })).toEqual([
      [0, 15],
      [60, 75],
    ]);
    expect(practitionerMinutes(30, { firstMinutes: 15, lastMinutes: 15 })).toBeUndefined();
    expect(practitionerMinutes(60)).toBeUndefined();
  });
});
