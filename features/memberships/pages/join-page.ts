import type { TierId } from "../membership-tiers";

/** What the join page of a tier renders with (and its island hydrates with). */
export interface JoinPageData {
  tier: { id: TierId; name: string; pricePence: number; priceLabel: string; description: string; features: string[]; bestFor: string };
  terms: readonly string[];
  /** Signed in: her address, fixed (the membership is hers). */
  signedInEmail: string | null;
  /** Back from a bank's page (Stripe's 3-D Secure redirect): how the first payment went. */
  returned: "succeeded" | "failed" | "processing" | null;
}
