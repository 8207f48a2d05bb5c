import type { Database } from "~/db/client.server";
import { changePolicy } from "~/features/booking";
import { defaultReportRange, readReportRange } from "~/features/reports";
import { readReport } from "~/features/reports/index.server";
import { studioToday } from "~/lib/studio-clock";
import type { DashboardQuery } from "../dashboard-url";

/** The Reports tab: the report asked for over its range; dates it cannot read are shown as errors over this month's. */
export async function reportsTabOf(db: Database, query: DashboardQuery) {
  const today = studioToday();
  const asked = readReportRange({ from: query.reportFrom, to: query.reportTo }, today);
  const range = asked.ok ? asked.range : defaultReportRange(today);
  const report = await readReport(db, query.report, range, { lateHours: changePolicy.noticeHours });
  return { report, fieldErrors: asked.ok ? undefined : asked.fieldErrors };
}
