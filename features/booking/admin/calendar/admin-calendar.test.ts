import { describe, expect, it } from "vitest";
import { appointmentsByDay, freeStarts, gridColumns, gridHours, placeItems, shiftAnchor, viewDays, weekStart, type GridDiary } from "./admin-calendar";

describe("weeks", () => {
  it("start on Monday", () => {
    expect(weekStart("2026-03-09")).toBe("2026-03-09"); // a Monday
    expect(weekStart("2026-03-14")).toBe("2026-03-09"); // Saturday
    expect(weekStart("2026-03-15")).toBe("2026-03-09"); // Sunday ends the week
    expect(weekStart("2026-03-01")).toBe("2026-02-23"); // across a month
  });

  it("lay out seven days for a week and one for a day", () => {
    expect(viewDays("week", "2026-03-12")).toEqual([
      "2026-03-09",
      "2026-03-10",
      "2026-03-11",
      "2026-03-12",
      "2026-03-13",
      "2026-03-14",
      "2026-03-15",
    ]);
    expect(viewDays("day", "2026-03-12")).toEqual(["2026-03-12"]);
  });

  it("move by a day or a week", () => {
    expect(shiftAnchor("day", "2026-03-31", 1)).toBe("2026-04-01");
    expect(shiftAnchor("week", "2026-03-12", -1)).toBe("2026-03-05");
    expect(shiftAnchor("week", "2026-12-30", 1)).toBe("2027-01-06");
  });
});

describe("appointmentsByDay", () => {
  const booking = (name: string, status: string, startsAt: string | null, endsAt: string | null = null) => ({ name, status, startsAt, endsAt });

  it("places bookings on their London day and time, in order, without the cancelled ones", () => {
    const days = viewDays("week", "2026-06-10");
    const grouped = appointmentsByDay(
      [
        booking("Late", "confirmed", "2026-06-10T15:00:00Z", "2026-06-10T16:00:00Z"),
        booking("Early", "pending", "2026-06-10T08:00:00Z", "2026-06-10T09:20:00Z"),
        booking("Gone", "cancelled", "2026-06-10T10:00:00Z"),
        // 23:30 UTC on Sunday 14 June is 00:30 on Monday 15 June in London: next week.
        booking("Next week", "pending", "2026-06-14T23:30:00Z"),
        booking("Last week", "completed", "2026-06-07T10:00:00Z"),
      ],
      days,
    );
    expect(grouped.map((day) => day.date)).toEqual(days);
    const wednesday = grouped.find((day) => day.date === "2026-06-10")!;
    expect(wednesday.entries.map((entry) => [entry.name, entry.start, entry.end])).toEqual([
      ["Early", "09:00", "10:20"],
      ["Late", "16:00", "17:00"],
    ]);
    expect(grouped.flatMap((day) => day.entries).map((entry) => entry.name)).toEqual(["Early", "Late"]);
  });

  it("uses the requested date and time of a booking without a start", () => {
    const grouped = appointmentsByDay(
      [
        { name: "Asked", status: "pending", startsAt: null, preferredDate: "2026-03-12", preferredTime: "14:30" },
        { name: "No time", status: "pending", startsAt: null, preferredDate: "2026-03-12", preferredTime: "afternoon" },
        { name: "No date", status: "pending", startsAt: null, preferredDate: "soon" },
      ],
      ["2026-03-12"],
    );
    expect(grouped[0]!.entries.map((entry) => [entry.name, entry.start])).toEqual([
      ["No time", "00:00"],
      ["Asked", "14:30"],
    ]);
  });

  it("gives an empty list to a free day", () => {
    expect(appointmentsByDay([], ["2026-03-12"])).toEqual([{ date: "2026-03-12", entries: [] }]);
  });
});

describe("the hour grid", () => {
  // A summer day (BST, UTC+1): London wall times, not UTC, place every item.
  const maya = "00000000-0000-4000-8000-000000000001";
  const priya = "00000000-0000-4000-8000-000000000002";
  const machine = "00000000-0000-4000-8000-000000000003";
  const diary: GridDiary = {
    columns: [
      { id: maya, kind: "practitioner", name: "Maya" },
      { id: priya, kind: "practitioner", name: "Priya" },
      { id: machine, kind: "machine", name: "Machine" },
    ],
    items: [
      { kind: "booking", columnId: maya, startsAt: "2026-06-10T08:00:00.000Z", endsAt: "2026-06-10T09:15:00.000Z", bookingId: "b1" },
      // Priya's hands-on parts of a fat-freezing session, the machine's whole of it.
      { kind: "booking", columnId: priya, startsAt: "2026-06-10T09:00:00.000Z", endsAt: "2026-06-10T09:15:00.000Z", bookingId: "b2", bookingStartsAt: "2026-06-10T09:00:00.000Z", bookingEndsAt: "2026-06-10T09:45:00.000Z" },
      { kind: "booking", columnId: priya, startsAt: "2026-06-10T09:30:00.000Z", endsAt: "2026-06-10T10:00:00.000Z", bookingId: "b2", bookingStartsAt: "2026-06-10T09:00:00.000Z", bookingEndsAt: "2026-06-10T09:45:00.000Z" },
      { kind: "booking", columnId: machine, startsAt: "2026-06-10T09:00:00.000Z", endsAt: "2026-06-10T10:00:00.000Z", bookingId: "b2" },
      { kind: "break", columnId: priya, startsAt: "2026-06-10T16:00:00.000Z", endsAt: "2026-06-10T18:30:00.000Z", label: "Finished" },
      // A bank holiday the next day, midnight to midnight: behind the rest, and no reason to widen the hours.
      { kind: "closure", columnId: maya, startsAt: "2026-06-10T23:00:00.000Z", endsAt: "2026-06-11T23:00:00.000Z", label: "Bank holiday" },
    ],
  };

  it("has a column per practitioner, room and machine for a day, and a column a day for one practitioner's week", () => {
    expect(gridColumns(diary, "day", "2026-06-10", "").columns.map((column) => column.name)).toEqual(["Maya", "Priya", "Machine"]);
    const week = gridColumns(diary, "week", "2026-06-10", priya);
    expect(week.person?.name).toBe("Priya");
    expect(week.columns.map((column) => column.date)).toEqual(viewDays("week", "2026-06-10"));
    expect(week.columns.every((column) => column.columnId === priya)).toBe(true);
    // Someone not in the diary (or no one asked for): the first practitioner's week.
    expect(gridColumns(diary, "week", "2026-06-10", machine).person?.name).toBe("Maya");
  });

  it("spans the studio's day on London's clock, widened to what is drawn, whole hours", () => {
    expect(gridHours(diary.items, ["2026-06-10"])).toEqual({ from: 9 * 60, to: 20 * 60 });
    expect(gridHours([], ["2026-06-10"])).toEqual({ from: 9 * 60, to: 18 * 60 });
  });

  it("places each column's items at their London times, the processing time between a practitioner's parts left free", () => {
    const hours = { from: 9 * 60, to: 18 * 60 };
    const [priyaDay] = gridColumns(diary, "week", "2026-06-10", priya).columns.slice(2);
    const placed = placeItems(diary.items, priyaDay!, hours);
    // The break first (drawn beneath), cut at the grid's end; then her two parts.
    expect(placed.map(({ kind, top, length, start, end }) => ({ kind, top, length, start, end }))).toEqual([
      { kind: "break", top: 480, length: 60, start: "17:00", end: "19:30" },
      { kind: "booking", top: 60, length: 15, start: "10:00", end: "10:15" },
      { kind: "booking", top: 90, length: 30, start: "10:30", end: "11:00" },
    ]);
    // Her free half hours: none where a part or the break is drawn; the cooling's quarter hour is no half hour.
    expect(freeStarts(placed, hours)).toEqual(["09:00", "09:30", "11:00", "11:30", "12:00", "12:30", "13:00", "13:30", "14:00", "14:30", "15:00", "15:30", "16:00", "16:30"]);
  });

  it("draws a closure on its own date only, behind the bookings", () => {
    const [mayaDay] = gridColumns(diary, "day", "2026-06-11", "").columns;
    const placed = placeItems(diary.items, mayaDay!, { from: 9 * 60, to: 18 * 60 });
    expect(placed.map((item) => item.kind)).toEqual(["closure"]);
    expect(placed[0]).toMatchObject({ top: 0, length: 9 * 60 });
    const sameDay = placeItems(diary.items, { ...mayaDay!, date: "2026-06-10" }, { from: 9 * 60, to: 18 * 60 });
    expect(sameDay.map((item) => item.kind)).toEqual(["booking"]);
  });
});
