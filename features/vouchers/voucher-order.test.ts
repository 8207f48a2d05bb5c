import { describe, expect, it } from "vitest";
import { parseForm } from "~/lib/forms";
import { studioWallTime } from "~/lib/studio-clock";
import { addDays } from "~/lib/zoned-time";
import { voucherOrderMessages, voucherOrderSchema, voucherOrderTerms, voucherSendAt } from "./voucher-order";
import { voucherTerms } from "./voucher-rules";

const today = "2026-06-10";
const order = (overrides: Record<string, unknown> = {}) => ({ kind: "amount", amount: "40", buyerName: "Ada Buyer", buyerEmail: "ada@example.com", ...overrides });
const errorsOf = (payload: Record<string, unknown>) => {
  const parsed = parseForm(voucherOrderSchema(today), payload);
  return parsed.success ? {} : parsed.error.fieldErrors;
};

describe("a gift voucher order", () => {
  it("takes an amount from the minimum to the maximum, in pounds as typed", () => {
    const parse = (amount: string) => parseForm(voucherOrderSchema(today), order({ amount }));
    expect(parse(String(voucherTerms.minPence / 100))).toMatchObject({ success: true, data: { amount: voucherTerms.minPence } });
    expect(parse(`£${voucherTerms.maxPence / 100}.00`)).toMatchObject({ success: true, data: { amount: voucherTerms.maxPence } });
    expect(parse(String(voucherTerms.minPence / 100 - 1)).success).toBe(false);
    expect(parse(String(voucherTerms.maxPence / 100 + 1)).success).toBe(false);
  });

  it("sends today when no date is given, and takes a date from today to the horizon only", () => {
    expect(parseForm(voucherOrderSchema(today), order())).toMatchObject({ success: true, data: { sendOn: today } });
    expect(errorsOf(order({ sendOn: addDays(today, voucherOrderTerms.sendWithinDays) }))).toEqual({});
    expect(errorsOf(order({ sendOn: addDays(today, voucherOrderTerms.sendWithinDays + 1) })).sendOn).toEqual([voucherOrderMessages.sendOn]);
    expect(errorsOf(order({ sendOn: addDays(today, -1) })).sendOn).toEqual([voucherOrderMessages.sendOn]);
    expect(errorsOf(order({ sendOn: "2026-06-31" })).sendOn).toEqual([voucherOrderMessages.sendOn]);
  });

  it("needs the recipient's name with their email, and a treatment for a treatment voucher", () => {
    expect(errorsOf(order({ recipientEmail: "grace@example.com" })).recipientName).toEqual([voucherOrderMessages.recipientName]);
    expect(errorsOf(order({ recipientName: "Grace", recipientEmail: "grace@example.com" }))).toEqual({});
    expect(errorsOf(order({ kind: "treatment" })).service).toEqual([voucherOrderMessages.service]);
    expect(Object.keys(errorsOf(order({ kind: "cash" })))).toEqual(["kind"]);
  });
});

describe("when the voucher email goes", () => {
  it("at the send time in London on the day, summer or winter", () => {
    const now = new Date("2026-06-10T12:00:00Z");
    const summer = voucherSendAt("2026-06-20", now);
    const winter = voucherSendAt("2026-12-20", now);
    expect(studioWallTime(summer)).toMatchObject({ date: "2026-06-20", time: voucherOrderTerms.sendAt });
    expect(studioWallTime(winter)).toMatchObject({ date: "2026-12-20", time: voucherOrderTerms.sendAt });
    // British Summer Time: an hour earlier in UTC than the same London time in winter.
    expect(winter.getUTCHours() - summer.getUTCHours()).toBe(1);
  });

  it("at once when that time has passed, or no day was set", () => {
    const now = new Date("2026-06-10T12:00:00Z");
    expect(voucherSendAt("2026-06-10", now)).toEqual(now);
    expect(voucherSendAt(null, now)).toEqual(now);
  });
});
