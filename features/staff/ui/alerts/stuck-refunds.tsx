import { formatTotal } from "~/lib/money";
import { dashboardSearch, readDashboardQuery } from "~/features/staff/dashboard-url";
import type { DashboardData } from "../admin-data";
import { StaffAlert } from "./staff-alert";

type Stuck = NonNullable<DashboardData["stuckRefunds"]>[number];

const stateLabels: Record<Stuck["state"], string> = { failed: "Failed at the bank", "given-up": "Refused by the card provider" };
const kindLabels: Record<Stuck["kind"], string> = { booking: "refund", stray: "refund of a payment the booking did not need" };

/** One refund that will not go through by itself: how much, for whom, why, and what to do (docs/decisions/0040). */
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

/** Above the tabs, while any refund needs staff: each with its client, and a link to her bookings. */
export function StuckRefunds({ refunds }: { refunds: Stuck[] }) {
  return (
    <StaffAlert heading={refunds.length === 1 ? "1 refund needs you" : `${refunds.length} refunds need you`} items={refunds} keyOf={(refund) => `${refund.kind}-${refund.id}`}>
      {(refund) => (
        <>
          <a href={`/admin?${dashboardSearch({ ...readDashboardQuery(new URLSearchParams()), search: refund.email ?? refund.name })}`} className="font-semibold underline underline-offset-2">
            {refund.name}, {refund.service}
          </a>
          <StuckRefundLine refund={refund} />
        </>
      )}
    </StaffAlert>
  );
}
