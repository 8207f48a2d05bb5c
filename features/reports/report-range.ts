import { addDays, isValidDate } from "~/lib/zoned-time";

/** The owner's reports (issue 24, DESIGN 13): each a chart, its table, and a CSV. */
export const reportNames = ["revenue", "utilisation", "attendance", "clients", "memberships", "liabilities"] as const;
export type ReportName = (typeof reportNames)[number];

/** What the dashboard's address says of the Reports tab: which report, and its first and last London days as typed. */
export interface ReportsQuery {
  report: ReportName;
  reportFrom: string;
  reportTo: string;
}
export const reportTitles: Record<ReportName, string> = {
  revenue: "Revenue",
  utilisation: "Utilisation",
  attendance: "No-shows and late cancellations",
  clients: "New and returning clients",
  memberships: "Dreams Club",
  liabilities: "What the studio still owes",
};

/** A client has rebooked when her next appointment starts within this many days of a visit (DESIGN 13: 8 weeks). */
export const REBOOKING_DAYS = 56;
export const isReportName = (name: string): name is ReportName => (reportNames as readonly string[]).includes(name);

/** The longest range a report reads: two years, so a year against the year before fits. */
export const REPORT_MAX_DAYS = 731;

export const reportMessages = {
  unknown: "There is no report of that name.",
  from: "Give the first day as YYYY-MM-DD.",
  to: "Give the last day as YYYY-MM-DD.",
  order: "The last day must be on or after the first.",
  span: `Choose at most ${REPORT_MAX_DAYS} days.`,
  dates: "Check the dates.",
} as const;

export interface ReportRange {
  /** London dates, both days included. */
  from: string;
  to: string;
}

export type RangeAnswer = { ok: true; range: ReportRange } | { ok: false; fieldErrors: { from?: string[]; to?: string[] } };

const dayCount = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** This month so far: the range a report shows when none is asked for. */
export const defaultReportRange = (today: string): ReportRange => ({ from: `${today.slice(0, 7)}-01`, to: today });

/** The range asked for; none given is this month so far (today a London date). */
export function readReportRange(query: { from?: string | null; to?: string | null }, today: string): RangeAnswer {
  const from = query.from?.trim() || defaultReportRange(today).from;
  const to = query.to?.trim() || defaultReportRange(today).to;
  const fieldErrors: { from?: string[]; to?: string[] } = {};
  if (!isValidDate(from)) fieldErrors.from = [reportMessages.from];
  if (!isValidDate(to)) fieldErrors.to = [reportMessages.to];
  if (!fieldErrors.from && !fieldErrors.to) {
    if (to < from) fieldErrors.to = [reportMessages.order];
    else if (dayCount(from, to) > REPORT_MAX_DAYS) fieldErrors.to = [reportMessages.span];
  }
  return Object.keys(fieldErrors).length ? { ok: false, fieldErrors } : { ok: true, range: { from, to } };
}

/** The London months a range touches, in order ("2026-11"). */
export function monthsOf({ from, to }: ReportRange): string[] {
  const months: string[] = [];
  for (let month = from.slice(0, 7); month <= to.slice(0, 7); month = addDays(`${month}-28`, 4).slice(0, 7)) months.push(month);
  return months;
}

/** A column of a report's table: what it holds decides how the page and the CSV write it. */
export interface ReportColumn {
  key: string;
  label: string;
  kind: "text" | "count" | "pence" | "percent";
}

export type ReportRow = Record<string, string | number | null>;

export interface ReportTable {
  caption: string;
  columns: ReportColumn[];
  rows: ReportRow[];
}

/** One bar of a chart: its label and value, in the kind of its table's column. */
export interface ReportBar {
  label: string;
  value: number;
}

export interface Report {
  name: ReportName;
  title: string;
  range: ReportRange;
  /** What the figures mean, in a sentence or two, shown above the chart. */
  explain: string;
  chart: { caption: string; kind: ReportColumn["kind"]; bars: ReportBar[] };
  /** The first is the report's own table (the CSV); others break it down. */
  tables: ReportTable[];
}
