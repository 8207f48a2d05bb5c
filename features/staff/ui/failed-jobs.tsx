import { AlertTriangle } from "lucide-react";
import { formatLondonDateTime } from "~/lib/display-time";
import type { DashboardData } from "./admin-data";

type Failed = NonNullable<DashboardData["failedJobs"]>[number];

/** Above the tabs, while any background job used every attempt: which, when and what it last said (docs/decisions/0077). */
export function FailedJobs({ jobs }: { jobs: Failed[] }) {
  if (jobs.length === 0) return null;
  return (
    <section aria-labelledby="failed-jobs-heading" className="rounded-2xl border border-red-700 bg-red-50 p-4 text-red-900 sm:p-5">
      <h2 id="failed-jobs-heading" className="flex items-center gap-2 text-lg font-semibold">
        <AlertTriangle aria-hidden="true" size={20} className="shrink-0" />
        {jobs.length === 1 ? "1 background job failed" : `${jobs.length} background jobs failed`}
      </h2>
      <ul className="mt-3 grid gap-3 text-sm">
        {jobs.map((job) => (
          <li key={job.id} className="grid gap-0.5">
            <span className="font-semibold">{`${job.name}: gave up after ${job.attempts} attempts, ${formatLondonDateTime(new Date(job.failedAt))}`}</span>
            {job.lastError && <span className="block break-words">Last error: {job.lastError}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
