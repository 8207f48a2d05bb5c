import { describe, expect, it } from "vitest";
import { bookingStatuses, canChange, isBookingStatus, refusal } from "./booking-status";

describe("booking status transitions", () => {
  const allowed = new Set(["pending>confirmed", "pending>cancelled", "confirmed>completed", "confirmed>no-show"]);
  for (const from of bookingStatuses) {
    for (const to of bookingStatuses) {
      it(`${from} → ${to} is ${allowed.has(`${from}>${to}`) ? "allowed" : "refused"}`, () => {
        expect(canChange(from, to)).toBe(allowed.has(`${from}>${to}`));
      });
    }
  }

  it("explains refusals", () => {
    expect(refusal("completed", "pending")).toBe("A completed booking cannot be changed.");
    expect(refusal("confirmed", "cancelled")).toBe("A confirmed booking can only become completed or no-show, not cancelled.");
    expect(refusal("pending", "pending")).toBe("This booking is already pending.");
  });

  it("knows the five statuses only", () => {
    expect(isBookingStatus("no-show")).toBe(true);
    expect(isBookingStatus("confirmed")).toBe(true);
    expect(isBookingStatus("archived")).toBe(false);
    expect(isBookingStatus(undefined)).toBe(false);
  });
});
