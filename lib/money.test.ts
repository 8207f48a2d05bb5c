import { describe, expect, it } from "vitest";
import { formatPrice, formatTotal, penceToPounds, poundsToPence, splitPence } from "./money";

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

describe("poundsToPence", () => {
  it("reads pounds and pence as staff type them", () => {
    expect(poundsToPence("12")).toBe(1200);
    expect(poundsToPence("12.5")).toBe(1250);
    expect(poundsToPence("£ 12.05")).toBe(1205);
    expect(poundsToPence(" 0.99 ")).toBe(99);
  });

  it("refuses what is not an amount", () => {
    for (const text of ["", "12.345", "-3", "1e3", "twelve", "12,50", "."]) expect(poundsToPence(text), text).toBeUndefined();
  });

  it("writes pence back as pounds", () => {
    expect(penceToPounds(1750)).toBe("17.50");
  });
});

describe("splitPence", () => {
  it("shares in proportion, in whole pence adding up exactly", () => {
    expect(splitPence(1000, [3500, 2000])).toEqual([636, 364]);
    expect(splitPence(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitPence(0, [5, 5])).toEqual([0, 0]);
    expect(splitPence(7, [0, 0])).toEqual([4, 3]);
    expect(splitPence(2500, [2500])).toEqual([2500]);
    expect(splitPence(500, [])).toEqual([]);
  });
});
