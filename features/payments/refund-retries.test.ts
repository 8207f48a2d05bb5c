import { describe, expect, it } from "vitest";
import { refundRetryPolicy, refusalText, retryDelayMinutes } from "./refund-retries";

describe("a refused refund's retries", () => {
  it("wait twice as long after each refusal, up to the cap, and stop at the last attempt", () => {
    const delays = Array.from({ length: refundRetryPolicy.maxAttempts }, (_, index) => retryDelayMinutes(index + 1));
    expect(delays.at(-1)).toBeUndefined();
    const waits = delays.slice(0, -1) as number[];
    expect(waits[0]).toBe(refundRetryPolicy.firstDelayMinutes);
    for (let i = 1; i < waits.length; i++) expect(waits[i]).toBe(Math.min(refundRetryPolicy.maxDelayMinutes, waits[i - 1]! * 2));
  });

  it("keep Stripe's code beside its message for staff", () => {
    expect(refusalText(Object.assign(new Error("No such charge"), { code: "resource_missing" }))).toBe("resource_missing: No such charge");
    expect(refusalText("socket hang up")).toBe("socket hang up");
  });
});
