import { describe, expect, it } from "vitest";
import { membershipTerms, membershipTiers, tierFeatures } from "./membership-tiers";
import { addMonths, cancellationTakesEffect, creditCovers, memberPricePence, minimumTermEnd } from "./membership-rules";

const tier = (id: string) => membershipTiers.find((candidate) => candidate.id === id)!;

describe("the Dreams Club's rules", () => {
  it("adds calendar months, keeping to the month's last day", () => {
    expect(addMonths(new Date("2026-01-31T10:00:00Z"), 1).toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(addMonths(new Date("2028-01-31T10:00:00Z"), 1).toISOString()).toBe("2028-02-29T10:00:00.000Z");
    expect(addMonths(new Date("2026-11-23T09:30:00Z"), 3).toISOString()).toBe("2027-02-23T09:30:00.000Z");
  });

  it("holds a member to the minimum term, then lets her go at the end of the month she paid for", () => {
    const started = new Date("2026-11-23T09:30:00Z");
    expect(membershipTerms.commitmentMonths).toBe(3);
    expect(minimumTermEnd(started).toISOString()).toBe("2027-02-23T09:30:00.000Z");
    // Cancelled in her first month (paid to 23 December): she stays to the term's end.
    expect(cancellationTakesEffect(started, new Date("2026-12-23T09:30:00Z")).toISOString()).toBe("2027-02-23T09:30:00.000Z");
    // Cancelled in her fifth month (paid to 23 April): to the end of that month.
    expect(cancellationTakesEffect(started, new Date("2027-04-23T09:30:00Z")).toISOString()).toBe("2027-04-23T09:30:00.000Z");
  });

  it("counts the term and a cancellation's date in calendar months across 29 February 2028", () => {
    // Joined 16 November 2027 (late evening): the term ends 16 February, whatever February's length.
    const joined = new Date("2027-11-16T23:50:00Z");
    expect(minimumTermEnd(joined).toISOString()).toBe("2028-02-16T23:50:00.000Z");
    expect(cancellationTakesEffect(joined, addMonths(joined, 1)).toISOString()).toBe("2028-02-16T23:50:00.000Z");
    // Past the term: to the end of the month paid for, 16 March, not a fixed number of days on.
    expect(cancellationTakesEffect(joined, addMonths(joined, 4)).toISOString()).toBe("2028-03-16T23:50:00.000Z");
    // Joined on the last day of November: the term ends on February's last day, the leap day; the 29th, a month on.
    expect(minimumTermEnd(new Date("2027-11-30T10:00:00Z")).toISOString()).toBe("2028-02-29T10:00:00.000Z");
    expect(minimumTermEnd(new Date("2027-12-31T10:00:00Z")).toISOString()).toBe("2028-03-31T10:00:00.000Z");
    expect(addMonths(new Date("2028-02-29T10:00:00Z"), 1).toISOString()).toBe("2028-03-29T10:00:00.000Z");
    expect(addMonths(new Date("2028-02-29T10:00:00Z"), 12).toISOString()).toBe("2029-02-28T10:00:00.000Z");
    // 15 days before 1 March 2028 is 15 February: the term from there ends 15 May, not 1 June less 15 days.
    const fifteenDaysEarlier = new Date(Date.parse("2028-03-01T10:00:00Z") - 15 * 86_400_000);
    expect(minimumTermEnd(fifteenDaysEarlier).toISOString()).toBe("2028-05-15T10:00:00.000Z");
  });

  it("prices a treatment for each tier with its discount, never above the price", () => {
    expect(memberPricePence(5500, tier("essential"))).toBe(4950);
    expect(memberPricePence(5500, tier("signature"))).toBe(4675);
    expect(memberPricePence(3333, tier("vip"))).toBe(2666);
    expect(memberPricePence(0, tier("vip"))).toBe(0);
  });

  it("covers a brow service with Essential's credit and a machine treatment with Signature's and VIP's", () => {
    expect(creditCovers(tier("essential"), "brow")).toBe(true);
    expect(creditCovers(tier("essential"), "machine")).toBe(false);
    expect(creditCovers(tier("signature"), "machine")).toBe(true);
    expect(creditCovers(tier("vip"), "brow")).toBe(false);
  });

  it("says on the page what the rules apply", () => {
    expect(tierFeatures(tier("essential")).slice(0, 2)).toEqual(["1 brow service every month", "10% off all other treatments"]);
    expect(tierFeatures(tier("vip")).slice(0, 2)).toEqual(["2 machine treatments every month", "20% off extra treatments and retail"]);
  });
});
