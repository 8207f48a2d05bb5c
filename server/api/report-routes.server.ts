import express from "express";
import type { Database } from "~/db/client.server";
import { changePolicy } from "~/features/booking";
import { isReportName, readReportRange, reportCsv, reportFileName, reportMessages } from "~/features/reports";
import { readReport } from "~/features/reports/index.server";
import { studioToday } from "~/lib/studio-clock";
import { HttpError } from "../http-errors.server";
import { requireStaff } from "../staff-auth.server";

/**
 * The owner's reports (issue 24, DESIGN 13): GET /api/reports/:name?from=&to= answers the report (its chart's bars
 * and its tables) as JSON, or its own table as CSV when asked with `Accept: text/csv` or `?format=csv`.
 */
export function reportRoutes({ db, production }: { db: Database; production: boolean }): express.Router {
  const router = express.Router();
  router.get("/reports/:name", requireStaff(db, production, "reports"), async (req, res) => {
    const name = String(req.params.name);
    if (!isReportName(name)) throw new HttpError(404, reportMessages.unknown, { code: "not-found" });
    const text = (key: string) => (typeof req.query[key] === "string" ? (req.query[key] as string) : undefined);
    const asked = readReportRange({ from: text("from"), to: text("to") }, studioToday());
    if (!asked.ok) throw new HttpError(400, reportMessages.dates, { fieldErrors: asked.fieldErrors });
    const report = await readReport(db, name, asked.range, { lateHours: changePolicy.noticeHours });
    res.vary("Accept");
    // A link cannot set Accept: the dashboard's download asks with ?format=csv.
    if (text("format") === "csv" || req.accepts(["application/json", "text/csv"]) === "text/csv") {
      res.attachment(reportFileName(report)).type("text/csv; charset=utf-8").send(reportCsv(report));
      return;
    }
    res.json(report);
  });
  return router;
}
