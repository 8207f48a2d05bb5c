import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";
import { STUDIO_ZONE } from "./studio-clock";

describe("csv", () => {
  it.each([
    ["=HYPERLINK(\"http://evil\")", "\"'=HYPERLINK(\"\"http://evil\"\")\""],
    ["+44 7700 900123", "'+44 7700 900123"],
    ["-1", "'-1"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["plain", "plain"],
    ["a, b", "\"a, b\""],
    ["line\nbreak", "\"line\nbreak\""],
  ])("neutralises and quotes %j", (input, expected) => {
    expect(csvCell(input, STUDIO_ZONE)).toBe(expected);
  });

  it("writes a byte-order mark, a header and rows with CRLF", () => {
    expect(toCsv([{ a: 1, b: null }], [{ header: "A", value: (r) => r.a }, { header: "B", value: (r) => r.b }], STUDIO_ZONE)).toBe("\uFEFFA,B\r\n1,\r\n");
  });

  it("writes an instant as the zone's wall time, in summer and in winter", () => {
    expect(csvCell(new Date("2026-07-01T13:30:00Z"), STUDIO_ZONE)).toBe("2026-07-01 14:30");
    expect(csvCell(new Date("2026-12-01T23:30:00Z"), STUDIO_ZONE)).toBe("2026-12-01 23:30");
  });
});
