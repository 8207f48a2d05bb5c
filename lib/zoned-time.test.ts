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
    // Within the years a date field takes, whose every next day and week are dates too.
    expect(isValidDate("2999-12-31")).toBe(true);
    expect(isValidDate("9999-12-31")).toBe(false);
    expect(isValidDate("0000-01-01")).toBe(false);
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

describe("toWallTime agrees with Intl everywhere", { timeout: 60_000 }, () => {
  // The reference: Intl's own reading, field by field, as toWallTime once did for every instant.
  const formats = new Map<string, Intl.DateTimeFormat>();
  const formatIn = (timeZone: string) =>
    formats.get(timeZone) ??
    formats.set(timeZone, new Intl.DateTimeFormat("en-GB", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", weekday: "long" })).get(timeZone)!;
  const intl = (instant: Date, timeZone: string) => {
    const parts = Object.fromEntries(
      formatIn(timeZone)
        .formatToParts(instant)
        .map((part) => [part.type, part.value]),
    );
    return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}`, weekday: String(parts.weekday).toLowerCase() };
  };

  const MINUTE = 60_000;
  const DAY = 1440 * MINUTE;
  /** Between two clock changes the offset is steady: a walk every 97 minutes (each day at other times) suffices. */
  const STRIDE = 97 * MINUTE;
  /** Across a change, every 13 minutes 17 seconds, so every half hour of a change is seen at several seconds. */
  const CLOSE = 13 * MINUTE + 17_000;

  /**
   * Compares toWallTime with Intl from `from` to `to`: on the stride, and closely for a day either side of every
   * change of Intl's offset the stride crosses (clock changes, a skipped day, the end of local mean time), so a
   * few thousand instants cover what every 13 minutes of two years did. Answers the mismatches and the changes seen.
   */
  function compare(zone: string, from: string, to: string): { mismatches: string[]; changes: number } {
    const [start, end] = [Date.parse(`${from}T00:00:00Z`), Date.parse(`${to}T00:00:00Z`)];
    const mismatches: string[] = [];
    const check = (at: number) => {
      const instant = new Date(at);
      const mine = toWallTime(instant, zone);
      const theirs = intl(instant, zone);
      if (mine.date !== theirs.date || mine.time !== theirs.time || mine.weekday !== theirs.weekday) mismatches.push(`${zone} ${instant.toISOString()}`);
      // The stride is in whole minutes from midnight, so this reads the offset exactly (local mean time included).
      return Date.parse(`${theirs.date}T${theirs.time}:00Z`) - at;
    };
    let changes = 0;
    let before: number | undefined;
    for (let at = start; at < end; at += STRIDE) {
      const offset = check(at);
      if (before !== undefined && offset !== before) {
        changes += 1;
        for (let close = Math.max(start, at - STRIDE - DAY); close < Math.min(end, at + DAY); close += CLOSE) check(close);
      }
      before = offset;
    }
    return { mismatches, changes };
  }

  it("across two years in London: every 97 minutes, and every 13 minutes for a day either side of its four clock changes", () => {
    expect(compare(LONDON, "2025-12-30", "2028-01-01")).toEqual({ mismatches: [], changes: 4 });
  });

  it("in zones with half-hour clock changes, odd offsets, a skipped day and local mean time", () => {
    const zones = ["Australia/Lord_Howe", "Asia/Kathmandu", "Pacific/Apia", "America/St_Johns", "Europe/London", "Pacific/Chatham"];
    const mismatches: string[] = [];
    let changes = 0;
    for (const zone of zones) {
      for (const [from, to] of [["2011-12-25", "2012-01-05"], ["2026-03-25", "2026-04-10"], ["2026-09-20", "2026-11-05"], ["1847-11-28", "1847-12-03"]] as const) {
        const seen = compare(zone, from, to);
        mismatches.push(...seen.mismatches);
        changes += seen.changes;
      }
    }
    expect(mismatches).toEqual([]);
    // Every change in these spans was looked at closely: Lord Howe's and Chatham's two, St John's autumn one,
    // London's two and its end of local mean time (1 December 1847), Apia's skipped day; Kathmandu has none.
    expect(changes).toBe(9);
  });
});
