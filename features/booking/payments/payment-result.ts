/**
 * What /booking-confirmed shows after a payment left the checkout page (a bank's check, Stripe's redirect).
 * When the server knows the booking, its recorded payment state decides (DESIGN section 3: paid only on the
 * server's word); otherwise the spec's reading of the query (section 4) stands.
 */
export type PaymentResult = "succeeded" | "failed" | "processing";

export function paymentResult(query: {
  redirectStatus: string | null;
  hasClientSecret: boolean;
  /** The booking's payment state, when the payment belongs to a booking the server found. */
  recorded?: string;
}): PaymentResult {
  const { redirectStatus, hasClientSecret, recorded } = query;
  if (recorded !== undefined) {
    if (recorded === "paid") return "succeeded";
    if (redirectStatus === "failed") return "failed";
    if (recorded === "failed" && redirectStatus !== "succeeded") return "failed";
    return "processing";
  }
  if (redirectStatus === "succeeded") return "succeeded";
  if (redirectStatus === "failed") return "failed";
  if (redirectStatus === null && hasClientSecret) return "succeeded";
  return "processing";
}
