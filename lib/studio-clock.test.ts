import { describe, expect, it } from "vitest";
import { studioDateFormat, studioExistingInstant, studioInstant, studioMidnight, studioTimeOf, studioToday, studioWallTime } from "./studio-clock";

describe("the studio's clock", () => {
  it("names the studio's day, not UTC's: half past eleven at night in June is already tomorrow in London", () => {
    expect(studioToday(new Date("2026-06-30T23:30:00Z"))).toBe("2026-07-01");
    expect(studioToday(new Date("2026-12-31T23:30:00Z"))).toBe("2026-12-31");
    expect(studioWallTime(new Date("2026-07-01T08:15:00Z"))).toEqual({ date: "2026-07-01", time: "09:15", weekday: "wednesday" });
    expect(studioTimeOf(new Date("2026-07-01T13:32:00Z"))).toBe("14:32");
  });

  it("turns London wall time into instants across the spring clock change", () => {
    expect(studioInstant("2027-03-27", "10:00").toISOString()).toBe("2027-03-27T10:00:00.000Z");
    expect(studioInstant("2027-03-28", "10:00").toISOString()).toBe("2027-03-28T09:00:00.000Z");
    expect(studioExistingInstant("2027-03-28", "01:30")).toBeNull();
    expect(studioMidnight("2027-03-29").getTime() - studioMidnight("2027-03-28").getTime()).toBe(23 * 3_600_000);
  });

  it("formats in London whatever the zone of the machine", () => {
    expect(studioDateFormat({ day: "numeric", month: "long", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date("2026-07-31T23:30:00Z"))).toBe(
      "1 August at 00:30",
    );
  });
});
