import { describe, expect, it } from "vitest";
import { courseExpiry, courseState, courseSummary, sessionReturns } from "./course-rules";

const now = new Date("2026-11-23T10:00:00Z");
const course = { sessionsTotal: 6, sessionsUsed: 2, expiresAt: new Date("2027-11-23T10:00:00Z"), endedAt: null, paymentStatus: "paid" };

describe("courseState", () => {
  it("is active while paid, in date and with sessions left", () => {
    expect(courseState(course, now)).toBe("active");
    expect(courseState({ ...course, paymentStatus: "partially_refunded" }, now)).toBe("active");
  });

  it.each([
    [{ paymentStatus: "unpaid" }, "unpaid"],
    [{ paymentStatus: "failed" }, "unpaid"],
    [{ paymentStatus: "unpaid", payingStatus: "cancelled" }, "lapsed"],
    [{ sessionsUsed: 6 }, "used-up"],
    [{ expiresAt: now }, "expired"],
    [{ paymentStatus: "refunded" }, "ended"],
    [{ endedAt: now }, "ended"],
  ] as const)("%j is %s", (change, state) => {
    expect(courseState({ ...course, ...change }, now)).toBe(state);
  });
});

describe("courseExpiry", () => {
  it("is the same day the setting's months later, or that month's last day", () => {
    expect(courseExpiry(new Date("2026-11-23T10:00:00Z"), 12).toISOString()).toBe("2027-11-23T10:00:00.000Z");
    expect(courseExpiry(new Date("2026-08-31T09:00:00Z"), 6).toISOString()).toBe("2027-02-28T09:00:00.000Z");
    expect(courseExpiry(new Date("2027-08-31T09:00:00Z"), 6).toISOString()).toBe("2028-02-29T09:00:00.000Z");
  });
});

describe("the words", () => {
  it("says sessions left and until when", () => {
    expect(courseSummary(course)).toBe("4 of 6 sessions left, use by Tuesday 23 November 2027");
  });

  it("gives a session back when cancelled in time by the client, or by staff at any time", () => {
    expect(sessionReturns("client", true)).toBe(true);
    expect(sessionReturns("client", false)).toBe(false);
    expect(sessionReturns("staff", false)).toBe(true);
  });
});
