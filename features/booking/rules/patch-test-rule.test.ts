import { describe, expect, it } from "vitest";
import { monthsBefore, patchTestVerdict } from "./patch-test-rule";

const treatment = new Date("2031-03-31T10:00:00Z");
const hoursBefore = (hours: number) => new Date(treatment.getTime() - hours * 3_600_000);

describe("the patch-test rule", () => {
  it("takes a booked patch test 24 to 48 hours before the treatment, and no nearer or further", () => {
    expect(patchTestVerdict(treatment, { booked: { startsAt: hoursBefore(24) }, results: [] })).toBe("ok");
    expect(patchTestVerdict(treatment, { booked: { startsAt: hoursBefore(48) }, results: [] })).toBe("ok");
    expect(patchTestVerdict(treatment, { booked: { startsAt: hoursBefore(23.75) }, results: [] })).toBe("outside-window");
    expect(patchTestVerdict(treatment, { booked: { startsAt: hoursBefore(48.25) }, results: [] })).toBe("outside-window");
  });

  it("takes a passed test from 24 hours to 6 calendar months before", () => {
    const passed = (testedAt: Date) => patchTestVerdict(treatment, { results: [{ testedAt, result: "passed" }] });
    expect(passed(hoursBefore(24))).toBe("ok");
    expect(passed(hoursBefore(23))).toBe("outside-window");
    expect(passed(new Date("2030-09-30T10:00:00Z"))).toBe("ok");
    expect(passed(new Date("2030-09-30T09:59:00Z"))).toBe("outside-window");
  });

  it("lets a passed booked test cover later moves, up to 6 months", () => {
    const booked = { startsAt: hoursBefore(24 * 30), result: "passed" as const };
    expect(patchTestVerdict(treatment, { booked, results: [{ testedAt: booked.startsAt, result: "passed" }] })).toBe("ok");
  });

  it("stops the treatment when the booked test or her latest test before it reacted", () => {
    expect(patchTestVerdict(treatment, { booked: { startsAt: hoursBefore(30), result: "reacted" }, results: [] })).toBe("reacted");
    const results = [
      { testedAt: hoursBefore(24 * 60), result: "passed" as const },
      { testedAt: hoursBefore(24 * 10), result: "reacted" as const },
    ];
    expect(patchTestVerdict(treatment, { results })).toBe("reacted");
    const passedSince = [
      { testedAt: hoursBefore(24 * 60), result: "reacted" as const },
      { testedAt: hoursBefore(24 * 10), result: "passed" as const },
    ];
    expect(patchTestVerdict(treatment, { results: passedSince })).toBe("ok");
  });

  it("does not count a test that was not done, nor one after the treatment", () => {
    expect(patchTestVerdict(treatment, { booked: { startsAt: hoursBefore(30), result: "not-done" }, results: [{ testedAt: hoursBefore(30), result: "not-done" }] })).toBe("outside-window");
    expect(patchTestVerdict(treatment, { results: [{ testedAt: hoursBefore(-24), result: "passed" }] })).toBe("outside-window");
  });

  it("counts 6 months back to a leap day from the end of August 2028", () => {
    expect(monthsBefore(new Date("2028-08-31T12:00:00Z"), 6).toISOString()).toBe("2028-02-29T12:00:00.000Z");
    expect(monthsBefore(new Date("2028-08-29T12:00:00Z"), 6).toISOString()).toBe("2028-02-29T12:00:00.000Z");
    expect(monthsBefore(new Date("2028-08-28T12:00:00Z"), 6).toISOString()).toBe("2028-02-28T12:00:00.000Z");
    expect(monthsBefore(new Date("2029-08-31T12:00:00Z"), 6).toISOString()).toBe("2029-02-28T12:00:00.000Z");
    // A test passed on the leap day covers a treatment on 31 August, and one passed the day before does not.
    const lateAugust = new Date("2028-08-31T10:00:00Z");
    const passed = (testedAt: string) => patchTestVerdict(lateAugust, { results: [{ testedAt: new Date(testedAt), result: "passed" }] });
    expect(passed("2028-02-29T10:00:00Z")).toBe("ok");
    expect(passed("2028-02-28T10:00:00Z")).toBe("outside-window");
  });

  it("counts months by the calendar, clamping to the shorter month", () => {
    expect(monthsBefore(new Date("2031-08-31T12:00:00Z"), 6).toISOString()).toBe("2031-02-28T12:00:00.000Z");
    expect(monthsBefore(new Date("2031-03-15T12:00:00Z"), 6).toISOString()).toBe("2030-09-15T12:00:00.000Z");
  });
});
