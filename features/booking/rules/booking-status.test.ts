import { describe, expect, it } from "vitest";
import { bookingStatuses, canChange, checkTransition, isBookingStatus, isPaidFor, paymentStatuses, paymentTransitions, refusal, staffActions, wasEverPaid } from "./booking-status";

describe("booking status transitions", () => {
  const allowed = new Set(["pending>confirmed", "pending>cancelled", "confirmed>completed", "confirmed>no-show", "confirmed>cancelled"]);
  for (const from of bookingStatuses) {
    for (const to of bookingStatuses) {
      it(`${from} → ${to} is ${allowed.has(`${from}>${to}`) ? "allowed" : "refused"}`, () => {
        expect(canChange(from, to)).toBe(allowed.has(`${from}>${to}`));
      });
    }
  }

  it("explains refusals", () => {
    expect(refusal("completed", "pending")).toBe("A completed booking cannot be changed.");
    expect(refusal("confirmed", "pending")).toBe("A confirmed booking can only become completed, no-show or cancelled, not pending.");
    expect(refusal("pending", "pending")).toBe("This booking is already pending.");
  });

  it("knows the five statuses only", () => {
    expect(isBookingStatus("no-show")).toBe(true);
    expect(isBookingStatus("confirmed")).toBe(true);
    expect(isBookingStatus("archived")).toBe(false);
    expect(isBookingStatus(undefined)).toBe(false);
  });
});

describe("what staff may do now", () => {
  const now = new Date("2030-05-01T12:00:00Z");
  const booking = { status: "pending", paymentStatus: "unpaid", totalPence: 3500, startsAt: "2030-05-02T10:00:00Z" } as const;

  it("confirms only a paid booking, or one that owes nothing", () => {
    expect(checkTransition(booking, "confirmed", now)?.code).toBe("booking-unpaid");
    expect(staffActions(booking, now)).toEqual(["cancelled"]);
    expect(staffActions({ ...booking, paymentStatus: "paid" }, now)).toEqual(["confirmed", "cancelled"]);
    expect(staffActions({ ...booking, totalPence: 0 }, now)).toEqual(["confirmed", "cancelled"]);
  });

  it("confirms a paid booking part of which has been refunded, but not one refunded in full", () => {
    expect(checkTransition({ ...booking, paymentStatus: "partially_refunded" }, "confirmed", now)).toBeUndefined();
    expect(checkTransition({ ...booking, paymentStatus: "refunded" }, "confirmed", now)?.code).toBe("booking-unpaid");
  });

  it("confirms an unpaid booking staff made for payment at the studio, and no other unpaid one", () => {
    expect(staffActions({ ...booking, payAtStudio: true }, now)).toEqual(["confirmed", "cancelled"]);
    expect(checkTransition({ ...booking, payAtStudio: false }, "confirmed", now)?.code).toBe("booking-unpaid");
  });

  it("completes or marks a no-show only once the appointment has started", () => {
    const confirmed = { ...booking, status: "confirmed", paymentStatus: "paid" } as const;
    expect(checkTransition(confirmed, "no-show", now)?.code).toBe("not-started");
    expect(staffActions(confirmed, now)).toEqual(["cancelled"]);
    expect(staffActions(confirmed, new Date("2030-05-02T10:00:01Z"))).toEqual(["completed", "no-show", "cancelled"]);
  });
});

describe("payment states", () => {
  it("once paid, stays 'was paid' along every payment change, and only a payment gets there", () => {
    for (const from of paymentStatuses) {
      for (const to of paymentTransitions[from]) {
        if (wasEverPaid(from)) expect(wasEverPaid(to), `${from} > ${to}`).toBe(true);
        if (!wasEverPaid(from) && wasEverPaid(to)) expect(to).toBe("paid");
      }
    }
    expect(paymentStatuses.filter(wasEverPaid)).toEqual(["paid", "partially_refunded", "refunded"]);
  });

  it("counts what was paid as paid for until all of it went back", () => {
    expect(paymentStatuses.filter(isPaidFor)).toEqual(["paid", "partially_refunded"]);
    expect(paymentStatuses.filter((status) => wasEverPaid(status) && !isPaidFor(status))).toEqual(["refunded"]);
  });
});
