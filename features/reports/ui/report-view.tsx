import { formatFigure } from "../report-format";
import type { Report } from "../report-range";
import { BarChart } from "./bar-chart";

/** One report: what it means, its chart, and its tables (the figures for screen readers and for reading closely). */
export function ReportView({ report }: { report: Report }) {
  return (
    <article aria-labelledby={`report-${report.name}-title`} className="grid gap-5">
      <header>
        <h3 id={`report-${report.name}-title`} className="text-xl font-semibold">
          {report.title}
        </h3>
        <p className="mt-1 max-w-3xl text-muted">{report.explain}</p>
      </header>
      <BarChart chart={report.chart} id={`report-${report.name}-chart`} />
      {report.tables.map((table) => (
        // A region a keyboard can scroll: on a phone a wide table scrolls sideways inside its box.
        <div key={table.caption} role="region" aria-label={table.caption} tabIndex={0} className="overflow-x-auto rounded-2xl border border-blush-200 bg-white">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="px-4 pt-3 text-left font-semibold">{table.caption}</caption>
            <thead>
              <tr className="border-b border-blush-200">
                {table.columns.map((column) => (
                  <th key={column.key} scope="col" className={`px-4 py-2 font-semibold ${column.kind === "text" ? "" : "text-right"}`}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.length === 0 ? (
                <tr>
                  <td colSpan={table.columns.length} className="px-4 py-3 text-muted">
                    Nothing for these dates.
                  </td>
                </tr>
              ) : (
                table.rows.map((row, index) => (
                  <tr key={index} className="border-b border-blush-100 last:border-0">
                    {table.columns.map((column, at) =>
                      at === 0 ? (
                        <th key={column.key} scope="row" className="px-4 py-2 font-medium">
                          {formatFigure(column.kind, row[column.key])}
                        </th>
                      ) : (
                        <td key={column.key} className={`px-4 py-2 ${column.kind === "text" ? "" : "text-right tabular-nums"}`}>
                          {formatFigure(column.kind, row[column.key])}
                        </td>
                      ),
                    )}
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      ))}
    </article>
  );
}
