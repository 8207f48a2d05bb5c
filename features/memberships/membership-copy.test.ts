import { describe, expect, it } from "vitest";
import { joinPath, membershipStatusText, membershipTermsCopy, tierById, tierPriceLabel } from "./membership-copy";
import { membershipStatuses } from "./membership-status";
import { membershipTerms, membershipTiers } from "./membership-tiers";

describe("the Dreams Club's terms as written", () => {
  it("states the numbers the billing applies, read from membershipTerms", () => {
    expect(membershipTermsCopy.minimumTerm).toContain(`${membershipTerms.commitmentMonths}-month minimum term`);
    expect(membershipTermsCopy.cancellation).toContain(`${membershipTerms.commitmentMonths}-month minimum term`);
    expect(membershipTermsCopy.failedPayment).toContain(`up to ${membershipTerms.renewalAttempts} attempts`);
    expect(membershipStatusText.past_due.explain).toContain(`every ${membershipTerms.retryDays} days`);
  });

  it("explains every state a membership can be in", () => {
    for (const status of membershipStatuses) expect(membershipStatusText[status].label.length).toBeGreaterThan(0);
  });

  it("gives each tier its join page and price, and knows no other tier", () => {
    for (const tier of membershipTiers) {
      expect(joinPath(tier.id)).toBe(`/dreams-club/join/${tier.id}`);
      expect(tierById(tier.id)).toBe(tier);
    }
    expect(tierPriceLabel({ pricePence: 5900, period: "month" })).toBe("£59 a month");
    expect(tierById("platinum")).toBeUndefined();
    expect(tierById("__proto__")).toBeUndefined();
  });
});
