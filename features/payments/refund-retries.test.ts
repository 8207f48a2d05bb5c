import { describe, expect, it } from "vitest";
import { retryDelaySeconds } from "~/lib/jobs/retry-policy";
import { refundRetryPolicy, refusalText } from "./refund-retries";

describe("a refused refund's retries", () => {
  it("wait twice as long after each refusal, up to the cap, and stop at the last attempt", () => {
    const delays = Array.from({ length: refundRetryPolicy.maxAttempts }, (_, index) => retryDelaySeconds(refundRetryPolicy, index + 1));
    expect(delays.at(-1)).toBeUndefined();
    const waits = delays.slice(0, -1) as number[];
    expect(waits).toEqual([60, 120, 240, 480, 960, 1920, 3840]);
    for (let i = 1; i < waits.length; i++) expect(waits[i]).toBe(Math.min(refundRetryPolicy.maxDelaySeconds, waits[i - 1]! * 2));
  });

  it("keep Stripe's code beside its message for staff", () => {
    expect(refusalText(Object.assign(new Error("No such charge"), { code: "resource_missing" }))).toBe("resource_missing: No such charge");
    expect(refusalText("socket hang up")).toBe("socket hang up");
  });
});
