import { describe, expect, it } from "vitest";
import { bookingSettingsCopy, formatHorizon } from "./booking-settings";

describe("booking settings in words", () => {
  it("states the horizon in weeks when it is whole weeks, else in days", () => {
    expect(formatHorizon(56)).toBe("8 weeks");
    expect(formatHorizon(14)).toBe("2 weeks");
    expect(formatHorizon(7)).toBe("1 week");
    expect(formatHorizon(10)).toBe("10 days");
  });

  it("states the lead time and the hold from the minutes", () => {
    expect(bookingSettingsCopy({ horizonDays: 14, leadMinutes: 120, holdMinutes: 5 })).toEqual({
      horizon: "2 weeks",
      lead: "2 hours",
      hold: "5 minutes",
    });
  });
});
