import { describe, expect, it } from "vitest";
import { appointmentText, clockText, dayText } from "./appointment-text";

describe("appointment text", () => {
  it("writes a London date and time out in full, on either side of a clock change", () => {
    expect(appointmentText("2026-12-08", "10:00")).toBe("Tuesday 8 December 2026 at 10:00");
    expect(appointmentText("2026-03-30", "09:15")).toBe("Monday 30 March 2026 at 09:15");
    expect(dayText("2026-10-25")).toBe("Sunday 25 October 2026");
  });

  it("reads instants on the studio's clock", () => {
    expect(clockText(new Date("2026-07-01T13:32:00Z"))).toBe("14:32");
    expect(clockText(new Date("2026-12-01T14:32:00Z"))).toBe("14:32");
  });
});
