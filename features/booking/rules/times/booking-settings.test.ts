import { describe, expect, it } from "vitest";
import { bookingSettingsCopy } from "./booking-settings";

describe("booking settings in words", () => {
  it("states the lead time and the hold from the minutes", () => {
    expect(bookingSettingsCopy({ horizonDays: 14, leadMinutes: 120, holdMinutes: 5 })).toEqual({
      horizon: "2 weeks",
      lead: "2 hours",
      hold: "5 minutes",
    });
  });
});
