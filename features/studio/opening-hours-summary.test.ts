import { describe, expect, it } from "vitest";
import { openingHours } from "~/content/studio";
import { summariseOpeningHours } from "./opening-hours-summary";

describe("summariseOpeningHours", () => {
  it("groups the studio's week into weekdays, Saturday and a closed Sunday", () => {
    expect(summariseOpeningHours(openingHours)).toEqual([
      { days: "Monday – Friday", hours: "9:00 – 18:00" },
      { days: "Saturday", hours: "9:00 – 16:00" },
      { days: "Sunday", hours: "Closed" },
    ]);
  });

  it("keeps days apart when their hours differ, even if a later day matches again", () => {
    const week = {
      ...openingHours,
      wednesday: { opens: "10:00", closes: "20:00" },
      saturday: { opens: "09:00", closes: "18:00" },
    };
    expect(summariseOpeningHours(week)).toEqual([
      { days: "Monday – Tuesday", hours: "9:00 – 18:00" },
      { days: "Wednesday", hours: "10:00 – 20:00" },
      { days: "Thursday – Saturday", hours: "9:00 – 18:00" },
      { days: "Sunday", hours: "Closed" },
    ]);
  });
});
