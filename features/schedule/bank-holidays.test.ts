import { describe, expect, it } from "vitest";
import { bankHolidays, bankHolidaysBetween, easterSunday } from "./bank-holidays";

const dates = (year: number) => bankHolidays(year).map((day) => day.date);

describe("England and Wales bank holidays", () => {
  it("finds Easter", () => {
    expect(easterSunday(2026).toISOString().slice(0, 10)).toBe("2026-04-05");
    expect(easterSunday(2027).toISOString().slice(0, 10)).toBe("2027-03-28");
    expect(easterSunday(2028).toISOString().slice(0, 10)).toBe("2028-04-16");
  });

  it("matches the government's published dates, with substitute days after a weekend", () => {
    // gov.uk/bank-holidays, 2026: Boxing Day is a Saturday, so Monday 28 December is its substitute.
    expect(dates(2026)).toEqual(["2026-01-01", "2026-04-03", "2026-04-06", "2026-05-04", "2026-05-25", "2026-08-31", "2026-12-25", "2026-12-26", "2026-12-28"]);
    // 2027: Christmas on a Saturday and Boxing Day on a Sunday: Monday 27 and Tuesday 28 December.
    expect(dates(2027)).toEqual(["2027-01-01", "2027-03-26", "2027-03-29", "2027-05-03", "2027-05-31", "2027-08-30", "2027-12-25", "2027-12-26", "2027-12-27", "2027-12-28"]);
    // 2028: New Year's Day on a Saturday: Monday 3 January.
    expect(dates(2028)).toContain("2028-01-03");
    expect(dates(2028)).toContain("2028-04-14");
  });

  it("lists a range across years", () => {
    expect(bankHolidaysBetween("2026-12-20", "2027-01-05").map((day) => day.name)).toEqual([
      "Christmas Day",
      "Boxing Day",
      "Boxing Day (substitute day)",
      "New Year's Day",
    ]);
  });
});
