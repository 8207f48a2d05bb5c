import { Download } from "lucide-react";
import { PageForm } from "~/ui/admin/dashboard-page";
import { reportNames, reportTitles, type ReportsQuery } from "../report-range";
import { ReportView } from "../ui/report-view";
import type { ReportsData } from "./reports-data";
import { SelectField } from "~/ui/forms/select-field";
import { TextField } from "~/ui/forms/text-field";

/**
 * The owner's reports (issue 24, DESIGN 13): choose a report and its days; the chart and its tables come from the
 * server with the page, and the report's own table downloads as CSV.
 */
export function ReportsPanel({ reports, query }: { reports: ReportsData | undefined; query: ReportsQuery }) {
  const report = reports?.report;
  const csv = report ? `/api/reports/${report.name}?${new URLSearchParams({ from: report.range.from, to: report.range.to, format: "csv" })}` : undefined;
  return (
    <section aria-labelledby="reports-heading" className="grid gap-6">
      <h2 id="reports-heading" className="text-2xl font-semibold">
        Reports
      </h2>
      <PageForm className="grid items-end gap-4 rounded-2xl border border-blush-200 bg-white p-4 sm:grid-cols-[1fr_auto_auto_auto]">
        <input type="hidden" name="tab" value="reports" />
        <SelectField name="report" label="Report" defaultValue={query.report} options={reportNames.map((name) => ({ value: name, label: reportTitles[name] }))} />
        <TextField name="reportFrom" label="From" type="date" defaultValue={query.reportFrom || report?.range.from} errors={reports?.fieldErrors?.from} />
        <TextField name="reportTo" label="To" type="date" defaultValue={query.reportTo || report?.range.to} errors={reports?.fieldErrors?.to} />
        <button type="submit" className="btn-primary min-h-11">
          Show report
        </button>
      </PageForm>
      {reports?.fieldErrors && (
        <p role="alert" className="rounded-2xl border border-red-700 bg-red-50 p-3 font-medium text-red-800">
          Those dates could not be read, so this shows this month so far.
        </p>
      )}
      {report ? (
        <>
          <p className="flex flex-wrap items-center justify-between gap-3 text-muted">
            <span>
              {report.range.from} to {report.range.to}
            </span>
            <a href={csv} download className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-plum-700 bg-white px-4 font-semibold text-plum-700 hover:bg-blush-100">
              <Download aria-hidden="true" size={18} /> Download CSV<span className="sr-only">: {report.title}</span>
            </a>
          </p>
          <ReportView report={report} />
        </>
      ) : (
        <p className="text-muted">Loading the report...</p>
      )}
    </section>
  );
}
