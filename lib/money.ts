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

/**
 * `pence` shared in proportion to `weights`, in whole pence that add up to it exactly (the largest remainders get
 * the odd pennies; all weights zero shares it evenly).
 */
export function splitPence(pence: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const shares = total > 0 ? weights.map((weight) => (pence * weight) / total) : weights.map(() => pence / weights.length);
  const whole = shares.map(Math.floor);
  let left = pence - whole.reduce((sum, share) => sum + share, 0);
  const order = shares.map((share, index) => ({ index, rest: share - Math.floor(share) })).sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    whole[index]! += 1;
    left -= 1;
  }
  return whole;
}
