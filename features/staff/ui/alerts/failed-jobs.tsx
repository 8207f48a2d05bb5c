import { formatLondonDateTime } from "~/lib/display-time";
import type { DashboardData } from "../admin-data";
import { StaffAlert } from "./staff-alert";

type Failed = NonNullable<DashboardData["failedJobs"]>[number];

/** Above the tabs, while any background job used every attempt: which, when and what it last said (docs/decisions/0077). */
export function FailedJobs({ jobs }: { jobs: Failed[] }) {
  return (
    <StaffAlert heading={jobs.length === 1 ? "1 background job failed" : `${jobs.length} background jobs failed`} items={jobs} keyOf={(job) => job.id}>
      {(job) => (
        <>
          <span className="font-semibold">{`${job.name}: gave up after ${job.attempts} attempts, ${formatLondonDateTime(new Date(job.failedAt))}`}</span>
          {job.lastError && <span className="block break-words">Last error: {job.lastError}</span>}
        </>
      )}
    </StaffAlert>
  );
}
