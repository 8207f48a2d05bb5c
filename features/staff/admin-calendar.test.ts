import { describe, expect, it } from "vitest";
import { appointmentsByDay, shiftAnchor, viewDays, weekStart } from "./admin-calendar";

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
