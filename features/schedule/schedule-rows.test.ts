import { describe, expect, it } from "vitest";
import { openingHours } from "~/features/studio";
import { STUDIO_ZONE } from "~/lib/studio-clock";
import { scheduleOf } from "./schedule-rows";

const window = { from: new Date("2026-12-24T00:00:00Z"), to: new Date("2026-12-27T00:00:00Z"), timeZone: STUDIO_ZONE };

describe("scheduleOf: the schedule read in the diary's one statement", () => {
  it("takes the studio's usual hours for a weekday without a row, and a row without hours as a closed day", () => {
    const { hours } = scheduleOf({ hours: [[3, "10:00", "20:00"], [6, null, null]], closures: [], opened: [] }, window);
    expect(hours).toEqual({ ...openingHours, wednesday: { opens: "10:00", closes: "20:00" }, saturday: null });
  });

  it("closes the window's closures and every bank holiday in it that staff have not opened, as whole London days", () => {
    const closure: [number, number] = [Date.parse("2026-12-24T13:00:00Z"), Date.parse("2026-12-24T15:00:00Z")];
    const { closed } = scheduleOf({ hours: [], closures: [closure], opened: ["2026-12-26"] }, window);
    expect(closed).toEqual([
      { start: closure[0], end: closure[1] },
      // Christmas Day; Boxing Day was opened.
      { start: Date.parse("2026-12-25T00:00:00Z"), end: Date.parse("2026-12-26T00:00:00Z") },
    ]);
  });
});
