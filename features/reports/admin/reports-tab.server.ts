import type { Database } from "~/db/client.server";
import { changePolicy } from "~/features/booking";
import { defaultReportRange, readReportRange, type ReportsQuery } from "../report-range";
import { readReport } from "../reports.server";
import { studioToday } from "~/lib/studio-clock";

declare module "./reports-data" {
  interface ReportsAdminServer {
    tab: typeof reportsTabOf;
  }
}

/** The Reports tab: the report asked for over its range; dates it cannot read are shown as errors over this month's. */
export async function reportsTabOf(db: Database, query: ReportsQuery) {
  const today = studioToday();
  const asked = readReportRange({ from: query.reportFrom, to: query.reportTo }, today);
  const range = asked.ok ? asked.range : defaultReportRange(today);
  const report = await readReport(db, query.report, range, { lateHours: changePolicy.noticeHours });
  return { report, fieldErrors: asked.ok ? undefined : asked.fieldErrors };
}
