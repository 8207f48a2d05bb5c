import { describe, expect, it } from "vitest";
import { parseForm } from "~/lib/forms";
import { issueVoucherSchema, maskedVoucherCode, voucherAmountMessage, voucherState } from "./voucher-admin";

describe("a voucher sold at the desk", () => {
  const good = { amount: "50", buyerName: "Bea Buyer", buyerEmail: "bea@example.com" };
  it("takes the amount in pounds as staff type it, within the voucher terms", () => {
    expect(parseForm(issueVoucherSchema, { ...good, amount: "£75.50" })).toMatchObject({ success: true, data: { amount: 7550 } });
    expect(parseForm(issueVoucherSchema, { ...good, amount: 25 })).toMatchObject({ success: true, data: { amount: 2500 } });
    for (const amount of ["24.99", "500.01", "fifty", "", -30, null]) {
      expect(parseForm(issueVoucherSchema, { ...good, amount })).toMatchObject({ success: false, error: { fieldErrors: { amount: [voucherAmountMessage] } } });
    }
  });
  it("leaves a blank recipient or message out, and checks one that is given", () => {
    const parsed = parseForm(issueVoucherSchema, { ...good, recipientName: " ", recipientEmail: "", message: "" });
    expect(parsed).toMatchObject({ success: true, data: { recipientName: undefined, recipientEmail: undefined, message: undefined } });
    expect(parseForm(issueVoucherSchema, { ...good, recipientEmail: "nope" })).toMatchObject({ success: false, error: { fieldErrors: { recipientEmail: [expect.any(String)] } } });
  });
});

describe("a voucher's state as staff see it", () => {
  const now = new Date("2026-11-23T12:00:00Z");
  const later = "2027-11-23T12:00:00Z";
  it("reads spent and expired from the balance and the date", () => {
    expect(voucherState({ status: "active", balancePence: 100, expiresAt: later }, now)).toBe("active");
    expect(voucherState({ status: "active", balancePence: 0, expiresAt: later }, now)).toBe("spent");
    expect(voucherState({ status: "active", balancePence: 100, expiresAt: "2026-11-23T11:59:59Z" }, now)).toBe("expired");
    expect(voucherState({ status: "void", balancePence: 100, expiresAt: later }, now)).toBe("void");
    expect(voucherState({ status: "unpaid", balancePence: 100, expiresAt: null }, now)).toBe("unpaid");
  });
  it("shows only the code's last four characters", () => {
    expect(maskedVoucherCode("PQRS")).toBe("•••• •••• •••• PQRS");
  });
});
