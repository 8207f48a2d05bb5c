import { toWallTime } from "./zoned-time";

/**
 * CSV for spreadsheets. A cell that starts with = + - @ (or a tab or carriage return) would be run as a formula by
 * Excel or Sheets, so it is prefixed with an apostrophe (OWASP's advice on CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * The one way an export shows an instant: as the studio's clock read it ("2026-07-01 14:30"), never as UTC, so
 * every CSV agrees with the dashboard.
 */
export function csvDateTime(instant: Date, timeZone: string): string {
  const { date, time } = toWallTime(instant, timeZone);
  return `${date} ${time}`;
}

export function csvCell(value: unknown, timeZone: string): string {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? csvDateTime(value, timeZone) : Array.isArray(value) ? value.join("; ") : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Excel reads a CSV file as the computer's legacy code page unless it starts with a byte-order mark ("Zoë"). */
export const UTF8_BOM = "\uFEFF";

/** A CSV of `rows`; a Date a column gives is written in `timeZone`'s wall time (csvDateTime). */
export function toCsv<T>(rows: Iterable<T>, columns: readonly { header: string; value: (row: T) => unknown }[], timeZone: string): string {
  const lines = [columns.map((column) => csvCell(column.header, timeZone)).join(",")];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row), timeZone)).join(","));
  return `${UTF8_BOM}${lines.join("\r\n")}\r\n`;
}
