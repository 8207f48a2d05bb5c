import { creditCovers, memberPricePence, type MembershipTier } from "~/features/memberships";
import type { TreatmentKind } from "~/features/studio";

/** What a member is owed at booking, as memberBenefitsFor answers it. */
export interface MemberPerks {
  discountPercent: number;
  included: MembershipTier["included"];
  creditsLeft: number;
}

export interface MemberLine {
  /** What the membership takes off this line. */
  memberPence: number;
  /** This line is the month's included treatment: it costs nothing. */
  included: boolean;
}

export interface MemberPrice {
  lines: MemberLine[];
  /** The whole booking's saving: what `bookings.member_pence` records. */
  memberPence: number;
  /** Whether a credit is taken (claimIncludedCredit in the booking's transaction). */
  usesCredit: boolean;
}

/**
 * A member's price for a basket: one single treatment of the kind her tier includes, while she has one left this
 * month, costs nothing (the dearest such line, so the credit is worth the most); the tier's discount comes off every
 * other line. A package of sessions is discounted, never included. Computed on the server only.
 */
export function memberPrice(
  lines: readonly { type: "service" | "package"; pricePence: number; kind?: TreatmentKind }[],
  perks: MemberPerks | undefined,
): MemberPrice {
  if (!perks) return { lines: lines.map(() => ({ memberPence: 0, included: false })), memberPence: 0, usesCredit: false };
  let includedIndex = -1;
  if (perks.creditsLeft > 0) {
    lines.forEach((line, index) => {
      if (line.type !== "service" || !line.kind || !creditCovers(perks, line.kind) || line.pricePence === 0) return;
      if (includedIndex === -1 || line.pricePence > lines[includedIndex]!.pricePence) includedIndex = index;
    });
  }
  const priced = lines.map((line, index): MemberLine =>
    index === includedIndex ? { memberPence: line.pricePence, included: true } : { memberPence: line.pricePence - memberPricePence(line.pricePence, perks), included: false },
  );
  return { lines: priced, memberPence: priced.reduce((sum, line) => sum + line.memberPence, 0), usesCredit: includedIndex !== -1 };
}
