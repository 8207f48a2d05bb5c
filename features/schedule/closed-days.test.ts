import { describe, expect, it } from "vitest";
import { openingHours } from "~/features/studio";
import { STUDIO_ZONE } from "~/lib/studio-clock";
import { fromWallTime } from "~/lib/zoned-time";
import { bankHolidaysBetween } from "./bank-holidays";
import { closedDays } from "./closed-days";

const zone = STUDIO_ZONE;
const holidays = bankHolidaysBetween("2026-12-21", "2027-01-03").map((holiday) => ({ ...holiday, open: false }));

describe("closedDays", () => {
  it("names the closed bank holidays, and marks weekly days off and whole-day closures without their reason", () => {
    const training = { start: fromWallTime("2026-12-22", "00:00", zone).getTime(), end: fromWallTime("2026-12-23", "00:00", zone).getTime() };
    const morningOnly = { start: fromWallTime("2026-12-23", "09:00", zone).getTime(), end: fromWallTime("2026-12-23", "12:00", zone).getTime() };
    expect(closedDays({ hours: openingHours, closed: [training, morningOnly], holidays }, "2026-12-21", "2027-01-03", zone)).toEqual({
      "2026-12-22": null,
      "2026-12-25": "Christmas Day",
      "2026-12-26": "Boxing Day",
      "2026-12-27": null,
      "2026-12-28": "Boxing Day (substitute day)",
      "2027-01-01": "New Year's Day",
      "2027-01-03": null,
    });
  });

  it("leaves out a bank holiday staff opened", () => {
    const opened = holidays.map((holiday) => ({ ...holiday, open: holiday.date === "2026-12-28" }));
    expect(closedDays({ hours: openingHours, closed: [], holidays: opened }, "2026-12-28", "2026-12-28", zone)).toEqual({});
  });
});
