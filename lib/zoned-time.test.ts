import { describe, expect, it } from "vitest";
import { STUDIO_ZONE } from "./studio-clock";
import { addDays, dayClock, fromWallTime, isValidDate, isValidTime, toWallTime, weekdayOf } from "./zoned-time";

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

describe("dayClock", () => {
  it("gives fromWallTime's instant for every quarter hour of ordinary days and of both clock-change days", () => {
    for (const date of ["2027-01-12", "2027-03-27", "2027-03-28", "2027-03-29", "2027-07-01", "2027-10-31", "2027-11-01"]) {
      const clock = dayClock(date, STUDIO_ZONE);
      for (let minute = 0; minute < 24 * 60; minute += 15) {
        const time = `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
        expect(clock(time), `${date} ${time}`).toBe(fromWallTime(date, time, STUDIO_ZONE).getTime());
      }
    }
    expect(dayClock("2027-07-01", STUDIO_ZONE)("09:00")).toBe(Date.parse("2027-07-01T08:00:00Z"));
    expect(dayClock("2027-03-28", STUDIO_ZONE)("01:30")).toBe(Date.parse("2027-03-28T01:30:00Z"));
  });
});
