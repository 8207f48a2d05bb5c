import { describe, expect, it } from "vitest";
import { dayOfMonth, monthGrid, monthLabel, monthOf, monthsBetween } from "./calendar-month";

describe("monthGrid", () => {
  it("starts weeks on Monday with empty cells before the 1st", () => {
    // 1 December 2026 is a Tuesday.
    const weeks = monthGrid("2026-12");
    expect(weeks[0]).toEqual([null, "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05", "2026-12-06"]);
    expect(weeks.at(-1)).toEqual(["2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31", null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it("knows leap years and months that begin on a Monday", () => {
    expect(monthGrid("2028-02").flat().filter(Boolean)).toHaveLength(29);
    expect(monthGrid("2027-02").flat().filter(Boolean)).toHaveLength(28);
    // 1 June 2026 is a Monday: no leading gap.
    expect(monthGrid("2026-06")[0]![0]).toBe("2026-06-01");
  });
});

describe("monthsBetween", () => {
  it("lists each month once, across a year end", () => {
    expect(monthsBetween("2026-11-20", "2027-01-15")).toEqual(["2026-11", "2026-12", "2027-01"]);
    expect(monthsBetween("2026-11-01", "2026-11-30")).toEqual(["2026-11"]);
  });
});

describe("labels", () => {
  it("reads months and days as people say them", () => {
    expect(monthLabel("2026-12")).toBe("December 2026");
    expect(monthOf("2026-12-08")).toBe("2026-12");
    expect(dayOfMonth("2026-12-08")).toBe("8");
  });
});
