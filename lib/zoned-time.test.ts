import { describe, expect, it } from "vitest";
import { STUDIO_ZONE } from "./studio-clock";
import { addDays, fromWallTime, isValidDate, isValidTime, toWallTime, weekdayOf } from "./zoned-time";

const LONDON = STUDIO_ZONE;
const iso = (date: string, time: string) => fromWallTime(date, time, LONDON).toISOString();

describe("London wall time", () => {
  it("is GMT in winter and BST in summer, around both 2026 clock changes", () => {
    expect(iso("2026-03-28", "10:00")).toBe("2026-03-28T10:00:00.000Z");
    expect(iso("2026-03-29", "10:00")).toBe("2026-03-29T09:00:00.000Z");
    expect(iso("2026-10-24", "10:00")).toBe("2026-10-24T09:00:00.000Z");
    expect(iso("2026-10-25", "10:00")).toBe("2026-10-25T10:00:00.000Z");
  });

  it("moves a time skipped in spring an hour on, and takes the first of a time shown twice in autumn", () => {
    expect(iso("2026-03-29", "01:30")).toBe("2026-03-29T01:30:00.000Z");
    expect(toWallTime(new Date("2026-03-29T01:30:00Z"), LONDON).time).toBe("02:30");
    expect(iso("2026-10-25", "01:30")).toBe("2026-10-25T00:30:00.000Z");
  });

  it("reads an instant back as London date, time and weekday", () => {
    expect(toWallTime(new Date("2026-07-01T08:15:00Z"), LONDON)).toEqual({ date: "2026-07-01", time: "09:15", weekday: "wednesday" });
    expect(toWallTime(new Date("2026-12-31T23:30:00Z"), LONDON)).toEqual({ date: "2026-12-31", time: "23:30", weekday: "thursday" });
  });

  it("validates dates and times strictly", () => {
    expect(isValidDate("2026-02-29")).toBe(false);
    expect(isValidDate("2028-02-29")).toBe(true);
    expect(isValidDate("2026-13-01")).toBe(false);
    expect(isValidTime("24:00")).toBe(false);
    expect(isValidTime("9:00")).toBe(false);
    expect(isValidTime("09:45")).toBe(true);
  });

  it("does calendar arithmetic across month ends", () => {
    expect(addDays("2026-03-30", 3)).toBe("2026-04-02");
    expect(weekdayOf("2026-03-29")).toBe("sunday");
  });
});
