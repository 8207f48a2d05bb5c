import { describe, expect, it } from "vitest";
import { formatVoucherCode, isVoucherCodeShape, normaliseVoucherCode, VOUCHER_CODE_ALPHABET, voucherCodeFrom } from "./voucher-code";

describe("voucher codes", () => {
  it("are sixteen characters of the alphabet, every character reachable", () => {
    const bytes = Uint8Array.from({ length: 16 }, (_, index) => index * 17);
    const code = voucherCodeFrom(bytes);
    expect(code).toHaveLength(16);
    expect(isVoucherCodeShape(code)).toBe(true);
    const all = new Set(voucherCodeFrom(Uint8Array.from({ length: 32 }, (_, i) => i)).split(""));
    expect(all.size).toBe(16);
    expect(new Set([...Array(32).keys()].map((i) => voucherCodeFrom(new Uint8Array(16).fill(i))[0])).size).toBe(VOUCHER_CODE_ALPHABET.length);
  });

  it("are printed in groups of four and read back however they are typed", () => {
    expect(formatVoucherCode("ABCDEFGH1JKMNPQR")).toBe("ABCD-EFGH-1JKM-NPQR");
    expect(normaliseVoucherCode(" abcd-efgh iJKm-npqr ")).toBe("ABCDEFGH1JKMNPQR");
    expect(normaliseVoucherCode("o0Ll")).toBe("0011");
  });

  it("refuse text that cannot be a code before any lookup", () => {
    expect(isVoucherCodeShape("ABCD-EFGH-1JKM-NPQ")).toBe(false);
    expect(isVoucherCodeShape("ABCD-EFGH-1JKM-NPQU")).toBe(false);
    expect(isVoucherCodeShape("")).toBe(false);
  });
});
