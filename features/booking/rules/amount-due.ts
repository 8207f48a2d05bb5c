/**
 * What a booking's client pays by card: its price less what a Dreams Club membership took off (docs/decisions/0029)
 * and less what gift vouchers paid (docs/decisions/0026). The one place a booking's card amount is computed: the
 * payment set up, the payment accepted, what can be refunded to the card and the pages that state "left to pay" all
 * read it.
 */
export function amountDuePence(booking: { totalPence: number; voucherPence: number; memberPence: number }): number {
  return Math.max(0, booking.totalPence - booking.memberPence - booking.voucherPence);
}
