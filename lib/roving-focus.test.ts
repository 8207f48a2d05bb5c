import { describe, expect, it } from "vitest";
import { rovingTarget } from "./roving-focus";

describe("rovingTarget", () => {
  it("steps with the arrow keys and wraps round", () => {
    expect(rovingTarget("ArrowRight", 0, 2)).toBe(1);
    expect(rovingTarget("ArrowRight", 1, 2)).toBe(0);
    expect(rovingTarget("ArrowLeft", 0, 3)).toBe(2);
    expect(rovingTarget("ArrowLeft", 2, 3)).toBe(1);
  });

  it("jumps to the ends with Home and End", () => {
    expect(rovingTarget("Home", 2, 3)).toBe(0);
    expect(rovingTarget("End", 0, 3)).toBe(2);
  });

  it("leaves other keys alone", () => {
    expect(rovingTarget("ArrowDown", 0, 3)).toBeUndefined();
    expect(rovingTarget("Tab", 0, 3)).toBeUndefined();
    expect(rovingTarget("Enter", 0, 3)).toBeUndefined();
    expect(rovingTarget("ArrowRight", 0, 0)).toBeUndefined();
  });
});
