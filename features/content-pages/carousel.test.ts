import { describe, expect, it } from "vitest";
import { MAX_VISIBLE_SLIDES, ROTATE_EVERY_MS, stepSlide, visibleSlides } from "./carousel";

describe("carousel", () => {
  it("rotates every 5 seconds and shows at most three slides", () => {
    expect(ROTATE_EVERY_MS).toBe(5000);
    expect(MAX_VISIBLE_SLIDES).toBe(3);
  });

  it("steps forward and back with wrap-around", () => {
    expect(stepSlide(0, 1, 5)).toBe(1);
    expect(stepSlide(4, 1, 5)).toBe(0);
    expect(stepSlide(0, -1, 5)).toBe(4);
    expect(stepSlide(2, -7, 5)).toBe(0);
    expect(stepSlide(0, 1, 0)).toBe(0);
  });

  it("shows the leading slide and the next ones, wrapping round", () => {
    expect(visibleSlides(0, 6)).toEqual([0, 1, 2]);
    expect(visibleSlides(4, 6)).toEqual([4, 5, 0]);
    expect(visibleSlides(5, 6)).toEqual([5, 0, 1]);
  });

  it("never shows a slide twice when there are fewer than three", () => {
    expect(visibleSlides(1, 2)).toEqual([1, 0]);
    expect(visibleSlides(0, 1)).toEqual([0]);
    expect(visibleSlides(0, 0)).toEqual([]);
  });
});
