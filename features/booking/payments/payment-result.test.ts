import { describe, expect, it } from "vitest";
import { paymentResult } from "./payment-result";

describe("paymentResult", () => {
  it("follows the query when no booking is known (spec section 4)", () => {
    expect(paymentResult({ redirectStatus: "succeeded", hasClientSecret: true })).toBe("succeeded");
    expect(paymentResult({ redirectStatus: "failed", hasClientSecret: true })).toBe("failed");
    expect(paymentResult({ redirectStatus: null, hasClientSecret: true })).toBe("succeeded");
    expect(paymentResult({ redirectStatus: null, hasClientSecret: false })).toBe("processing");
    expect(paymentResult({ redirectStatus: "requires_action", hasClientSecret: false })).toBe("processing");
  });

  it("believes only the server's record when the booking is known", () => {
    expect(paymentResult({ redirectStatus: "succeeded", hasClientSecret: true, recorded: "paid" })).toBe("succeeded");
    expect(paymentResult({ redirectStatus: "failed", hasClientSecret: true, recorded: "paid" })).toBe("succeeded");
    // The browser says succeeded but the payment is not recorded yet: keep checking rather than promise.
    expect(paymentResult({ redirectStatus: "succeeded", hasClientSecret: true, recorded: "unpaid" })).toBe("processing");
    expect(paymentResult({ redirectStatus: "failed", hasClientSecret: true, recorded: "unpaid" })).toBe("failed");
    expect(paymentResult({ redirectStatus: null, hasClientSecret: false, recorded: "failed" })).toBe("failed");
    expect(paymentResult({ redirectStatus: null, hasClientSecret: true, recorded: "unpaid" })).toBe("processing");
  });
});
