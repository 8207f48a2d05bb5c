/**
 * CSV for spreadsheets. A cell that starts with = + - @ (or a tab or carriage return) would be run as a formula by
 * Excel or Sheets, so it is prefixed with an apostrophe (OWASP's advice on CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? value.toISOString() : Array.isArray(value) ? value.join("; ") : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Excel reads a CSV file as the computer's legacy code page unless it starts with a byte-order mark ("Zoë"). */
export const UTF8_BOM = "\uFEFF";

export function toCsv<T>(rows: Iterable<T>, columns: readonly { header: string; value: (row: T) => unknown }[]): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(",")];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(","));
  return `${UTF8_BOM}${lines.join("\r\n")}\r\n`;
}
