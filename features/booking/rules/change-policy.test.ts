import { describe, expect, it } from "vitest";
import { cancellationPeriod, cancellationPeriodEnds, startsInCancellationPeriod } from "./cancellation-period";
import { changePolicy, changePolicyPoints, clientChoices, refundablePence, voucherBackSentence } from "./change-policy";

const start = new Date("2031-03-04T10:00:00Z");
const hoursBefore = (hours: number) => new Date(start.getTime() - hours * 3_600_000);
// Booked three weeks ahead: by the days these tests cancel on, the 14-day cancellation period is over.
const paid = { status: "confirmed", paymentStatus: "paid", startsAt: start, totalPence: 3500, voucherPence: 0, memberPence: 0, refundedPence: 0, reschedules: 0, createdAt: hoursBefore(21 * 24) };

describe("the change policy (DESIGN 3b)", () => {
  it("24 hours or more ahead: cancel for everything paid, move once", () => {
    expect(clientChoices(paid, hoursBefore(24))).toEqual({
      inNotice: true,
      inCancellationPeriod: false,
      cancelsFree: true,
      cancel: { allowed: true, refundPence: 3500, voucherBackPence: 0 },
      reschedule: { allowed: true },
    });
    expect(clientChoices({ ...paid, reschedules: 1 }, hoursBefore(48)).reschedule).toEqual({ allowed: false, why: "rescheduled" });
  });

  it("less than 24 hours ahead: half back (rounded down to the penny), no online move", () => {
    const late = clientChoices({ ...paid, totalPence: 3501 }, hoursBefore(23.99));
    expect(late.cancel).toEqual({ allowed: true, refundPence: 1750, voucherBackPence: 0 });
    expect(late.reschedule).toEqual({ allowed: false, why: "late" });
  });

  it("never refunds more than is left, and nothing when nothing was paid", () => {
    expect(clientChoices({ ...paid, paymentStatus: "partially_refunded", refundedPence: 3000 }, hoursBefore(30)).cancel).toEqual({ allowed: true, refundPence: 500, voucherBackPence: 0 });
    expect(clientChoices({ ...paid, paymentStatus: "partially_refunded", refundedPence: 3000 }, hoursBefore(2)).cancel).toEqual({ allowed: true, refundPence: 500, voucherBackPence: 0 });
    expect(clientChoices({ ...paid, status: "pending", paymentStatus: "unpaid" }, hoursBefore(30)).cancel).toEqual({ allowed: true, refundPence: 0, voucherBackPence: 0 });
    expect(refundablePence({ paymentStatus: "failed", totalPence: 3500, voucherPence: 0, memberPence: 0, refundedPence: 0 })).toBe(0);
  });

  it("counts a refund still pending as given: it is promised, though not settled", () => {
    expect(clientChoices({ ...paid, pendingRefundPence: 907 }, hoursBefore(30)).cancel).toEqual({ allowed: true, refundPence: 2593, voucherBackPence: 0 });
    expect(clientChoices({ ...paid, pendingRefundPence: 2000 }, hoursBefore(2)).cancel).toEqual({ allowed: true, refundPence: 1500, voucherBackPence: 0 });
    expect(refundablePence({ ...paid, paymentStatus: "partially_refunded", refundedPence: 1000, pendingRefundPence: 500 })).toBe(2000);
  });

  it("a gift voucher's part is never refunded to the card, and a late cancellation keeps the same share of it (docs/decisions/0026, 0031)", () => {
    const halfVoucher = { ...paid, totalPence: 5000, voucherPence: 2001 };
    expect(clientChoices(halfVoucher, hoursBefore(30)).cancel).toEqual({ allowed: true, refundPence: 2999, voucherBackPence: 2001 });
    expect(clientChoices(halfVoucher, hoursBefore(2)).cancel).toEqual({ allowed: true, refundPence: 1499, voucherBackPence: 1000 });
    expect(refundablePence({ ...paid, voucherPence: 3500 })).toBe(0);
    const allVoucher = { ...paid, voucherPence: 3500 };
    expect(clientChoices(allVoucher, hoursBefore(2)).cancel).toEqual({ allowed: true, refundPence: 0, voucherBackPence: 1750 });
    // A hold given up never took the voucher's money for an appointment: all of it goes back, late or not.
    expect(clientChoices({ ...allVoucher, status: "pending", paymentStatus: "unpaid" }, hoursBefore(2)).cancel).toEqual({ allowed: true, refundPence: 0, voucherBackPence: 3500 });
  });

  it("says what goes back on the voucher: all, a share, or nothing", () => {
    expect(voucherBackSentence(2000, 2000)).toBe("£20.00 goes back on your gift voucher.");
    expect(voucherBackSentence(1000, 2000, { done: true })).toBe("£10.00 of the £20.00 your gift voucher paid is back on it.");
    expect(voucherBackSentence(0, 1)).toBe("The £0.01 your gift voucher paid is not given back.");
    expect(voucherBackSentence(0, 0)).toBe("");
  });

  it("what a membership took off was never paid, so never refunded (docs/decisions/0029)", () => {
    const memberPrice = { ...paid, totalPence: 5000, memberPence: 500 };
    expect(clientChoices(memberPrice, hoursBefore(30)).cancel).toEqual({ allowed: true, refundPence: 4500, voucherBackPence: 0 });
    expect(clientChoices(memberPrice, hoursBefore(2)).cancel).toEqual({ allowed: true, refundPence: 2250, voucherBackPence: 0 });
    expect(refundablePence({ ...paid, memberPence: 3500 })).toBe(0);
  });

  it("nothing online once the appointment has started or the booking is final (a no-show gets nothing back)", () => {
    expect(clientChoices(paid, new Date(start.getTime() + 1)).cancel).toEqual({ allowed: false, why: "started" });
    for (const status of ["cancelled", "completed", "no-show"]) {
      expect(clientChoices({ ...paid, status }, hoursBefore(72)).cancel).toEqual({ allowed: false, why: "final" });
    }
  });

  it("the sentences clients read state the policy's own numbers", () => {
    const text = changePolicyPoints.join(" ");
    expect(text).toContain(`${changePolicy.noticeHours} hours' notice`);
    expect(text).toContain(`${changePolicy.lateCancelRefundPercent}%`);
  });
});

describe("the 14-day cancellation period (Consumer Contracts Regulations 2013, docs/decisions/0035)", () => {
  it("reg 30: ends at midnight London at the end of the 14th day after the day the booking was made, across a clock change", () => {
    // Made at 23:30 on 20 March (GMT): the period runs to the end of 3 April, after the clocks went forward.
    expect(cancellationPeriodEnds(new Date("2031-03-20T23:30:00Z")).toISOString()).toBe("2031-04-03T23:00:00.000Z");
    // 00:30 on 21 October, London summer time, is still 20 October in UTC: London's day counts.
    expect(cancellationPeriodEnds(new Date("2031-10-20T23:30:00Z")).toISOString()).toBe("2031-11-05T00:00:00.000Z");
    expect(cancellationPeriod.days).toBe(14);
  });

  it("reg 36(1): an appointment before the period ends needs her express request; one after it does not", () => {
    const made = new Date("2031-03-01T09:00:00Z");
    expect(startsInCancellationPeriod(new Date("2031-03-04T10:00:00Z"), made)).toBe(true);
    expect(startsInCancellationPeriod(new Date("2031-03-15T17:00:00Z"), made)).toBe(true);
    expect(startsInCancellationPeriod(new Date("2031-03-16T09:00:00Z"), made)).toBe(false);
  });

  it("regs 34 and 36(4): cancelled inside the period before it begins, the card and the voucher get everything back, however late", () => {
    const booked = { ...paid, totalPence: 3500, voucherPence: 1500, paymentStatus: "paid", createdAt: hoursBefore(3 * 24) };
    const late = clientChoices(booked, hoursBefore(2));
    expect(late).toMatchObject({ inNotice: false, inCancellationPeriod: true, cancelsFree: true, cancel: { allowed: true, refundPence: 2000, voucherBackPence: 1500 } });
    // Inside the period a late move is still refused: the right is to cancel, not to move.
    expect(late.reschedule).toEqual({ allowed: false, why: "late" });
    // Once it has begun there is nothing to cancel online.
    expect(clientChoices(booked, new Date(start.getTime() + 60_000)).cancel).toEqual({ allowed: false, why: "started" });
  });

  it("a course's session follows the course's contract day, not the day the session was booked", () => {
    const session = { ...paid, createdAt: hoursBefore(3 * 24), contractMadeAt: hoursBefore(30 * 24) };
    expect(clientChoices(session, hoursBefore(2))).toMatchObject({ inCancellationPeriod: false, cancelsFree: false });
  });
});
