import { describe, expect, it } from "vitest";
import { formatViewRange } from "./view-range";

describe("the calendar's range", () => {
  it("names its day or week", () => {
    expect(formatViewRange("day", "2026-03-12")).toBe("Thursday 12 March 2026");
    expect(formatViewRange("week", "2026-03-12")).toBe("9–15 March 2026");
    expect(formatViewRange("week", "2026-04-02")).toBe("30 March – 5 April 2026");
    expect(formatViewRange("week", "2026-12-31")).toBe("28 December 2026 – 3 January 2027");
  });
});
