import { describe, expect, it } from "vitest";
import { isUuid } from "./ids";

describe("isUuid", () => {
  it("accepts the ids PostgreSQL makes, in either case", () => {
    expect(isUuid("1b1f5e0e-0000-4000-8000-000000000000")).toBe(true);
    expect(isUuid("1B1F5E0E-ABCD-4000-8000-00000000000F")).toBe(true);
  });

  it("refuses 36 characters that are not a uuid, and anything not a string", () => {
    for (const value of ["------------------------------------", "1b1f5e0e00004000800000000000000000-0", "1b1f5e0e-0000-4000-8000-00000000000g", " 1b1f5e0e-0000-4000-8000-00000000000", 42, undefined, ["1b1f5e0e-0000-4000-8000-000000000000"]]) {
      expect(isUuid(value), String(value)).toBe(false);
    }
  });
});
