import { describe, expect, it } from "vitest";
import { paidPence, paymentPartText, paymentParts } from "./payment-parts";

describe("how a booking's price was met", () => {
  it("names each part that met something, and counts only card and voucher as paid", () => {
    const booking = { totalPence: 5000, voucherPence: 2000, memberPence: 500 };
    expect(paymentParts(booking).map(paymentPartText)).toEqual(["£25.00 by card", "£20.00 by gift voucher", "£5.00 off: Dreams Club member price"]);
    expect(paidPence(booking)).toBe(4500);
  });

  it("a card-only booking is one part; an included treatment paid nothing", () => {
    expect(paymentParts({ totalPence: 3500, voucherPence: 0, memberPence: 0 })).toEqual([{ how: "card", pence: 3500 }]);
    expect(paymentParts({ totalPence: 3500, voucherPence: 0, memberPence: 3500 })).toEqual([{ how: "member", pence: 3500 }]);
    expect(paidPence({ totalPence: 3500, voucherPence: 0, memberPence: 3500 })).toBe(0);
  });
});
