import type { Database } from "~/db/client.server";
import type { EmailContext } from "~/features/mail";
import { createDemoBilling, createStripeBilling, type DemoBilling } from "~/features/memberships/index.server";
import type { Payments } from "~/server/api/booking-routes.server";

export type Billing = DemoBilling | ReturnType<typeof createStripeBilling>;

/** The memberships' billing goes through the same provider as the bookings' payments (Stripe, or the demo). */
export function billingFor(payments: Payments, db: Database, mail?: EmailContext): Billing {
  return payments.name === "stripe" ? createStripeBilling(payments.stripe, payments.publishableKey ?? "") : createDemoBilling(db, mail);
}
