import { describe, expect, it } from "vitest";
import { textableNumber, toE164 } from "./phone-numbers";

describe("toE164", () => {
  it.each([
    ["07700 900123", "+447700900123"],
    ["07700900123", "+447700900123"],
    ["+44 7700 900123", "+447700900123"],
    ["0044 7700 900123", "+447700900123"],
    ["(07700) 900-123", "+447700900123"],
    ["020 7946 0018", "+442079460018"],
    ["+1 415 555 2671", "+14155552671"],
  ])("makes %s %s", (typed, e164) => {
    expect(toE164(typed)).toBe(e164);
  });

  it.each(["12345", "", "not a number", "07700 9001234567"])("gives no number for %j", (typed) => {
    expect(toE164(typed)).toBeNull();
  });
});

describe("textableNumber", () => {
  it("takes a UK mobile", () => {
    expect(textableNumber("07911 123456")).toBe("+447911123456");
  });

  it("refuses a UK landline, which cannot receive a text", () => {
    expect(textableNumber("020 7946 0018")).toBeNull();
  });

  it("refuses what is not a number", () => {
    expect(textableNumber("0791")).toBeNull();
  });
});
