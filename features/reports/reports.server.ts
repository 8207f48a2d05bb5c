import type { Report, ReportName, ReportRange } from "./report-range";
import type { Reader, ReportOptions } from "./report-query.server";
import { attendance } from "./figures/attendance.server";
import { clientsReport } from "./figures/clients.server";
import { liabilities } from "./figures/liabilities.server";
import { membershipsReport } from "./figures/memberships.server";
import { revenue } from "./figures/revenue.server";
import { utilisation } from "./figures/utilisation.server";

export type { ReportOptions } from "./report-query.server";

/** Each report, one file each in figures/: what the owner reads on the Reports tab and GET /api/reports/:name. */
const reports: Record<ReportName, (db: Reader, range: ReportRange, options: ReportOptions) => Promise<Report>> = {
  revenue,
  utilisation,
  attendance,
  clients: clientsReport,
  memberships: membershipsReport,
  liabilities,
};

export function readReport(db: Reader, name: ReportName, range: ReportRange, options: ReportOptions): Promise<Report> {
  return reports[name](db, range, options);
}
