import type { Database } from "~/db/client.server";
import { openPayments } from "~/db/schema.server";
import type { PaymentProvider } from "./payment-provider";

/**
 * Notes a payment set up at the provider, for the sweep to ask about until it ends (docs/decisions/0040): a success
 * whose webhook or record a crash lost is then still found. Asking twice keeps one row.
 */
export async function recordOpenPayment(
  db: Pick<Database, "insert">,
  payment: { paymentIntentId: string; provider: PaymentProvider["name"] } & ({ bookingId: string } | { voucherId: string }),
): Promise<void> {
  await db
    .insert(openPayments)
    .values({
      paymentIntentId: payment.paymentIntentId,
      provider: payment.provider,
      bookingId: "bookingId" in payment ? payment.bookingId : null,
      voucherId: "voucherId" in payment ? payment.voucherId : null,
    })
    .onConflictDoNothing();
}
