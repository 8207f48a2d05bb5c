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
