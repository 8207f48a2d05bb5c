import { describe, expect, it } from "vitest";
import { dateBadge, londonDateOf, monthAndDay } from "./date-badge";

const now = new Date("2026-03-14T10:00:00Z");

describe("dateBadge", () => {
  it("says Today, Tomorrow and Past by the London calendar", () => {
    expect(dateBadge("2026-03-14", now)).toEqual({ kind: "today", label: "Today" });
    expect(dateBadge("2026-03-15", now)).toEqual({ kind: "tomorrow", label: "Tomorrow" });
    expect(dateBadge("2026-03-13", now)).toEqual({ kind: "past", label: "Past" });
    expect(dateBadge("2025-12-31", now)).toEqual({ kind: "past", label: "Past" });
  });

  it("shows the month and day for later dates", () => {
    expect(dateBadge("2026-03-16", now)).toEqual({ kind: "upcoming", label: "Mar 16" });
    expect(dateBadge("2026-12-01", now).label).toBe("Dec 1");
    expect(dateBadge("2027-01-05T09:00:00Z", now).label).toBe("Jan 5");
  });

  it("reads instants in London time, across the clock change", () => {
    // 23:30 UTC on 14 June is 00:30 on 15 June in London (BST).
    const summer = new Date("2026-06-14T12:00:00Z");
    expect(dateBadge("2026-06-14T23:30:00Z", summer).label).toBe("Tomorrow");
    expect(dateBadge(new Date("2026-06-13T23:30:00Z"), summer).label).toBe("Today");
    // Just before midnight in London, "now" is still the same London day.
    const lateEvening = new Date("2026-06-14T22:59:00Z");
    expect(dateBadge("2026-06-14", lateEvening).label).toBe("Today");
    expect(dateBadge("2026-06-14", new Date("2026-06-14T23:00:00Z")).label).toBe("Past");
  });

  it("says Invalid Date for what cannot be read, and No date for nothing", () => {
    expect(dateBadge("next Tuesday", now)).toEqual({ kind: "invalid", label: "Invalid Date" });
    expect(dateBadge("2026-02-30", now)).toEqual({ kind: "invalid", label: "Invalid Date" });
    expect(dateBadge(new Date(Number.NaN), now).label).toBe("Invalid Date");
    expect(dateBadge(null, now)).toEqual({ kind: "none", label: "No date" });
    expect(dateBadge("", now).label).toBe("No date");
  });
});

describe("helpers", () => {
  it("formats a month and day", () => {
    expect(monthAndDay("2026-03-14")).toBe("Mar 14");
  });
  it("finds the London date of a value", () => {
    expect(londonDateOf("2026-01-10T00:30:00Z")).toBe("2026-01-10");
    expect(londonDateOf("2026-07-09T23:30:00Z")).toBe("2026-07-10");
    expect(londonDateOf("garbage")).toBeUndefined();
  });
});
