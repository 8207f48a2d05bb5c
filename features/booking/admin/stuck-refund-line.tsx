import { formatTotal } from "~/lib/money";
import type { AdminBooking } from "./booking-admin-data";

type Stuck = NonNullable<AdminBooking["stuckRefunds"]>[number];

const stateLabels: Record<Stuck["state"], string> = { failed: "Failed at the bank", "given-up": "Refused by the card provider" };
const kindLabels: Record<Stuck["kind"], string> = { booking: "refund", stray: "refund of a payment the booking did not need" };

/**
 * One refund that will not go through by itself: how much, why, and what to do (docs/decisions/0040). On its
 * booking's card, and in the dashboard's alert above the tabs (features/staff/ui/alerts/stuck-refunds.tsx).
 */
export function StuckRefundLine({ refund }: { refund: Pick<Stuck, "amountPence" | "state" | "kind" | "lastError" | "advice" | "attempts"> }) {
  return (
    <>
      <span className="font-semibold">
        {stateLabels[refund.state]}: {formatTotal(refund.amountPence)} {kindLabels[refund.kind]}
      </span>
      {refund.lastError && <span className="block break-words">Provider said: {refund.lastError}</span>}
      <span className="block">{refund.advice}</span>
    </>
  );
}
