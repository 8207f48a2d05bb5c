import { describe, expect, it } from "vitest";
import { formatDays, formatDuration, formatLondonDate, formatLondonDateTime } from "./display-time";

describe("display time", () => {
  it("writes London dates out in full on both sides of the clock change", () => {
    expect(formatLondonDateTime(new Date("2026-03-28T10:00:00Z"))).toBe("Saturday 28 March 2026 at 10:00");
    expect(formatLondonDateTime(new Date("2026-03-30T09:00:00Z"))).toBe("Monday 30 March 2026 at 10:00");
    expect(formatLondonDateTime(new Date("2026-10-26T10:05:00Z"))).toBe("Monday 26 October 2026 at 10:05");
  });

  it("writes durations in words", () => {
    expect(formatDuration(45)).toBe("45 minutes");
    expect(formatDuration(60)).toBe("1 hour");
    expect(formatDuration(80)).toBe("1 hour 20 minutes");
    expect(formatDuration(121)).toBe("2 hours 1 minute");
  });

  it("states a number of days in weeks when it is whole weeks, else in days (the booking horizon)", () => {
    expect(formatDays(56)).toBe("8 weeks");
    expect(formatDays(14)).toBe("2 weeks");
    expect(formatDays(7)).toBe("1 week");
    expect(formatDays(10)).toBe("10 days");
  });

  it("writes the London date alone", () => {
    expect(formatLondonDate(new Date("2026-10-25T23:30:00Z"))).toBe("Sunday 25 October 2026");
  });
});
