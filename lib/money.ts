/** Money is integer pence everywhere; these are the only places it becomes pounds (DESIGN section 1). */

/** £35 for whole pounds, £35.50 otherwise: for prices in copy and on cards. */
export function formatPrice(pence: number): string {
  const pounds = pence / 100;
  return Number.isInteger(pounds) ? `£${pounds}` : `£${pounds.toFixed(2)}`;
}

/** Always two decimals, for totals and payments: £35.00. */
export function formatTotal(pence: number): string {
  return `£${(pence / 100).toFixed(2)}`;
}

/** "12.5" or "£12.50" typed by staff → 1250 pence; undefined when it is not an amount of pounds and pence. */
export function poundsToPence(text: string): number | undefined {
  const match = /^£?\s*(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

/** 1250 → "12.50": an amount as staff type it back into a field of pounds. */
export function penceToPounds(pence: number): string {
  return (pence / 100).toFixed(2);
}
