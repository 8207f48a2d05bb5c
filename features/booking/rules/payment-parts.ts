/**
 * How a booking's price was met, part by part: by card (amountDuePence), by gift voucher (voucher_pence) and by a
 * Dreams Club membership (member_pence, never money). The manage page and /book-appointment read it, so neither
 * states the whole price as paid when a voucher or membership met part of it.
 */
import { formatTotal } from "~/lib/money";
import { memberPriceLabels } from "./booking-messages";
import { amountDuePence } from "./amount-due";

type PriceFacts = { totalPence: number; voucherPence: number; memberPence: number };

export interface PaymentPart {
  how: "card" | "voucher" | "member";
  pence: number;
}

/** The parts that met something, card first. */
export function paymentParts(booking: PriceFacts): PaymentPart[] {
  const parts: PaymentPart[] = [
    { how: "card", pence: amountDuePence(booking) },
    { how: "voucher", pence: booking.voucherPence },
    { how: "member", pence: booking.memberPence },
  ];
  return parts.filter((part) => part.pence > 0);
}

/** What the client paid: by card and by gift voucher. A membership's part was never paid. */
export function paidPence(booking: PriceFacts): number {
  return amountDuePence(booking) + booking.voucherPence;
}

/** "£15.00 by card", "£20.00 by gift voucher", "£5.00 off: Dreams Club member price". */
export function paymentPartText(part: PaymentPart): string {
  const amount = formatTotal(part.pence);
  switch (part.how) {
    case "card":
      return `${amount} by card`;
    case "voucher":
      return `${amount} by gift voucher`;
    case "member":
      return `${amount} off: ${memberPriceLabels.saving}`;
  }
}
