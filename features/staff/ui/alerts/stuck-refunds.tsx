import { StuckRefundLine } from "~/features/booking";
import { dashboardSearch, readDashboardQuery } from "~/features/staff/dashboard-url";
import type { DashboardData } from "../admin-data";
import { StaffAlert } from "./staff-alert";

type Stuck = NonNullable<DashboardData["stuckRefunds"]>[number];

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
