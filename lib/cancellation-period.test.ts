import { describe, expect, it } from "vitest";
import { cancellationPeriodEnds, proportionateRefundPence, withinCancellationPeriod } from "./cancellation-period";
import { STUDIO_ZONE } from "./studio-clock";

const LONDON = STUDIO_ZONE;

describe("the 14-day cancellation period (Consumer Contracts Regulations 2013, reg 30(3))", () => {
  it("ends at the end of the 14th London day after the day the contract was made", () => {
    // Made at 23:30 BST on 1 June (22:30 UTC): the day is 1 June; the period runs to the end of 15 June.
    const made = new Date("2027-06-01T22:30:00Z");
    expect(cancellationPeriodEnds(made, LONDON)).toEqual(new Date("2027-06-15T23:00:00Z"));
    expect(withinCancellationPeriod(made, new Date("2027-06-15T22:59:59Z"), LONDON)).toBe(true);
    expect(withinCancellationPeriod(made, new Date("2027-06-15T23:00:00Z"), LONDON)).toBe(false);
  });

  it("counts calendar days across the clocks going back (26 October 2025 has 25 hours)", () => {
    const made = new Date("2025-10-20T10:00:00Z");
    expect(cancellationPeriodEnds(made, LONDON)).toEqual(new Date("2025-11-04T00:00:00Z"));
  });

  it("a notice before the contract was made is not inside its period", () => {
    const made = new Date("2027-06-01T10:00:00Z");
    expect(withinCancellationPeriod(made, new Date("2027-06-01T09:59:59Z"), LONDON)).toBe(false);
  });

  it("a proportion of what was paid, rounded down to the penny, never more than paid nor below nothing", () => {
    expect(proportionateRefundPence(4000, 3000, 4000)).toBe(3000);
    expect(proportionateRefundPence(3500, 1000, 3000)).toBe(1166);
    expect(proportionateRefundPence(4000, 5000, 4000)).toBe(4000);
    expect(proportionateRefundPence(4000, -10, 4000)).toBe(0);
    expect(proportionateRefundPence(4000, 10, 0)).toBe(0);
  });
});
