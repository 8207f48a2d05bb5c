import { compose, link, optional, signOff, type Block, type EmailContext, type EmailMessage } from "~/features/mail";
import { formatLondonDate } from "~/lib/display-time";
import { formatPrice, formatTotal } from "~/lib/money";
import { formatVoucherCode } from "./voucher-code";
import { voucherPrintPath } from "./voucher-order";
import { voucherTerms } from "./voucher-rules";

/** What the two emails of a voucher bought online need (docs/decisions/0025). */
export interface PaidVoucher {
  amountPence: number;
  serviceName: string | null;
  buyerName: string;
  buyerEmail: string;
  recipientName: string | null;
  recipientEmail: string | null;
  message: string | null;
  expiresAt: Date;
}

/** "£40" or "Classic Lash Lift (£55)": how a voucher's worth reads on the voucher, its page and its emails. */
export const voucherWorth = (voucher: Pick<PaidVoucher, "amountPence" | "serviceName">) =>
  voucher.serviceName ? `${voucher.serviceName} (${formatPrice(voucher.amountPence)})` : formatPrice(voucher.amountPence);

/** How a voucher is spent: said once, on the voucher's page, the printed voucher and the email. */
export const howToRedeem = (studio: string) =>
  `Book online and enter the code at checkout, or show this voucher at ${studio}. Any balance left stays on the code until it expires; ` +
  `the voucher is valid for ${voucherTerms.validMonths} months.`;

/** The buyer's receipt, sent as soon as the payment is recorded. */
export function voucherReceiptEmail(voucher: PaidVoucher, sendAt: Date, pageToken: string, context: EmailContext): EmailMessage {
  const recipient = voucher.recipientEmail ? `${voucher.recipientName ?? voucher.recipientEmail} (${voucher.recipientEmail})` : "you";
  const blocks: Block[] = [
    { type: "heading", text: "Thank you for your gift voucher" },
    { type: "paragraph", text: `Hi ${voucher.buyerName}, your payment has been received and your voucher is ready.` },
    {
      type: "details",
      rows: [
        ["Voucher", voucherWorth(voucher)],
        ["Paid", formatTotal(voucher.amountPence)],
        ["Emailed to", recipient],
        ["Emailed on", formatLondonDate(sendAt)],
        ["Valid until", formatLondonDate(voucher.expiresAt)],
      ],
    },
    { type: "button", label: "View and print the voucher", href: link(context.origin, voucherPrintPath(pageToken)) },
    { type: "paragraph", text: "Keep this email: the link above shows the voucher and its code, so please share it only with the person it is for." },
    signOff(context),
  ];
  return compose("voucher-receipt", voucher.buyerEmail, `Your gift voucher receipt from ${context.studio.name}`, blocks, context, { toName: voucher.buyerName });
}

/** The voucher itself: to the recipient when there is one, otherwise to the buyer, on the send date. */
export function giftVoucherEmail(voucher: PaidVoucher, code: string, pageToken: string, context: EmailContext): EmailMessage {
  const toRecipient = Boolean(voucher.recipientEmail);
  const name = toRecipient ? (voucher.recipientName ?? "") : voucher.buyerName;
  const blocks: Block[] = [
    { type: "heading", text: toRecipient ? "A gift voucher for you" : "Your gift voucher" },
    {
      type: "paragraph",
      text: toRecipient
        ? `Hi ${name}, ${voucher.buyerName} has sent you a gift voucher for ${context.studio.name}.`
        : `Hi ${name}, here is your gift voucher for ${context.studio.name}.`,
    },
    ...optional<Block>(Boolean(voucher.message), { type: "quote", text: voucher.message ?? "" }),
    {
      type: "details",
      rows: [
        ["Voucher", voucherWorth(voucher)],
        ["Code", formatVoucherCode(code)],
        ["Valid until", formatLondonDate(voucher.expiresAt)],
      ],
    },
    { type: "subheading", text: "How to use it" },
    { type: "paragraph", text: howToRedeem(context.studio.name) },
    { type: "button", label: "View and print the voucher", href: link(context.origin, voucherPrintPath(pageToken)) },
    signOff(context),
  ];
  const to = toRecipient ? voucher.recipientEmail! : voucher.buyerEmail;
  return compose("gift-voucher", to, `Your gift voucher for ${context.studio.name}`, blocks, context, { toName: name || undefined });
}

/** The buyer's receipt for a voucher cancelled within its 14 days (docs/decisions/0036). */
export function voucherRefundEmail(
  voucher: Pick<PaidVoucher, "amountPence" | "serviceName" | "buyerName" | "buyerEmail">,
  refund: { refundPence: number; paidPence: number; sentence: string },
  context: EmailContext,
): EmailMessage {
  const blocks: Block[] = [
    { type: "heading", text: "Your gift voucher is cancelled" },
    { type: "paragraph", text: `Hi ${voucher.buyerName}, as you asked, your gift voucher is cancelled and can no longer be spent. ${refund.sentence}` },
    {
      type: "details",
      rows: [
        ["Voucher", voucherWorth(voucher)],
        ["Paid", formatTotal(refund.paidPence)],
        ["Refunded", formatTotal(refund.refundPence)],
      ],
    },
    { type: "paragraph", text: "Banks usually take 5 to 10 working days to show it." },
    signOff(context),
  ];
  return compose("voucher-refund", voucher.buyerEmail, `Your gift voucher refund from ${context.studio.name}`, blocks, context, { toName: voucher.buyerName });
}
