import { describe, expect, it } from "vitest";
import { dayForm, daySpans, weekSummary, type Week } from "./team-words";

const week: Week = {
  monday: [
    { opens: "09:00", closes: "13:00" },
    { opens: "14:00", closes: "18:00" },
  ],
  tuesday: [{ opens: "10:00", closes: "16:00" }],
  wednesday: null,
  thursday: null,
  friday: null,
  saturday: null,
  sunday: null,
};

describe("a member's week in the Team tab", () => {
  it("reads as a line of the days she works", () => {
    expect(weekSummary(week)).toBe("Mon 09:00–13:00, 14:00–18:00 · Tue 10:00–16:00");
    expect(weekSummary({ ...week, monday: null, tuesday: [] })).toBe("");
  });

  it("edits a day as from–to with one break, and gives back the same spans", () => {
    expect(dayForm(week.monday, null)).toEqual({ works: true, opens: "09:00", closes: "18:00", breakFrom: "13:00", breakTo: "14:00" });
    expect(daySpans(dayForm(week.monday, null))).toEqual(week.monday);
    expect(daySpans(dayForm(week.tuesday, null))).toEqual(week.tuesday);
    // A day off starts from the studio's hours, ready to be ticked.
    expect(dayForm(null, { opens: "10:00", closes: "17:00" })).toEqual({ works: false, opens: "10:00", closes: "17:00", breakFrom: "", breakTo: "" });
    expect(daySpans(dayForm(null, null))).toBeNull();
  });
});
