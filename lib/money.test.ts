import { describe, expect, it } from "vitest";
import { formatPrice, formatTotal } from "./money";

describe("money", () => {
  it("shows whole pounds without decimals in prices", () => {
    expect(formatPrice(3500)).toBe("£35");
    expect(formatPrice(178_900 + 1_000)).toBe("£1799");
    expect(formatPrice(3550)).toBe("£35.50");
  });

  it("shows totals with two decimals", () => {
    expect(formatTotal(3500)).toBe("£35.00");
    expect(formatTotal(9505)).toBe("£95.05");
    expect(formatTotal(0)).toBe("£0.00");
  });
});
