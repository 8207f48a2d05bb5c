import { formatTotal } from "~/lib/money";
import type { ReportColumn } from "./report-range";

/** A figure as the page writes it: money in pounds, a rate with its per cent sign, a count as it is. */
export function formatFigure(kind: ReportColumn["kind"], value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (kind === "pence") return formatTotal(value);
  if (kind === "percent") return `${value.toLocaleString("en-GB", { maximumFractionDigits: 1 })}%`;
  return value.toLocaleString("en-GB");
}
