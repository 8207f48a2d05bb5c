import { toCsv, UTF8_BOM } from "~/lib/csv";
import { penceToPounds } from "~/lib/money";
import { STUDIO_ZONE } from "~/lib/studio-clock";
import type { Report, ReportColumn, ReportRow } from "./report-range";

/** A figure as a spreadsheet wants it: pounds with two decimals, a percentage as its number. */
const cellOf = (column: ReportColumn, row: ReportRow) => {
  const value = row[column.key];
  return column.kind === "pence" && typeof value === "number" ? penceToPounds(value) : value;
};

/** A report's own table as CSV (the first; the others break it down), with the unit in each money column's header. */
export function reportCsv(report: Report): string {
  const [table] = report.tables;
  if (!table) return UTF8_BOM;
  const columns = table.columns.map((column) => ({ header: column.kind === "pence" ? `${column.label} (£)` : column.kind === "percent" ? `${column.label} (%)` : column.label, value: (row: ReportRow) => cellOf(column, row) }));
  // toCsv starts the file with its one byte-order mark; a second would show as "ï»¿" in the first header cell.
  return toCsv(table.rows, columns, STUDIO_ZONE);
}

export const reportFileName = (report: Report) => `${report.name}-${report.range.from}-to-${report.range.to}.csv`;
