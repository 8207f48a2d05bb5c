import { fields } from "~/lib/forms";
import { formatPrice } from "~/lib/money";
import { studioInstant } from "~/lib/studio-clock";
import { addDays, isValidDate } from "~/lib/zoned-time";
import { z } from "~/lib/zod";
import { isLive, type ServiceFacts } from "~/features/studio";
import { issueVoucherSchema } from "./voucher-admin";
import { voucherTerms } from "./voucher-rules";

/**
 * A gift voucher bought online (issue 13, docs/decisions/0025): the shop's form, shared by /gift-vouchers and
 * POST /api/gift-vouchers, and the addresses of the voucher's own page. The amounts are the server's: a treatment
 * voucher is worth the treatment's current price, whatever the browser sends.
 */
export const voucherOrderTerms = {
  /** The voucher email can be dated up to this many days ahead (a December gift bought in the summer). */
  sendWithinDays: 180,
  /** On its send date, the voucher email goes out at this London time (or at once, when that has passed). */
  sendAt: "08:00",
} as const;

export const voucherOrderMessages = {
  kind: "Choose an amount or a treatment",
  service: "Choose a treatment",
  sendOn: `Choose a date from today to ${voucherOrderTerms.sendWithinDays} days ahead`,
  recipientName: "Add the recipient's name, or leave their email empty",
  notFound: "We can't find that voucher. Please check the link in your email.",
} as const;

/** The send time in London on the send date, or now when that has passed (a late payment, or today after eight). */
export function voucherSendAt(sendOn: string | null, now: Date): Date {
  if (!sendOn) return now;
  const due = studioInstant(sendOn, voucherOrderTerms.sendAt);
  return due > now ? due : now;
}

/** The fields as the page names them, so the form, its errors and the API read the same. */
export const voucherOrderFields = [
  "kind",
  "amount",
  "service",
  "buyerName",
  "buyerEmail",
  "recipientName",
  "recipientEmail",
  "message",
  "sendOn",
] as const;

const { amount, recipientName, recipientEmail, message } = issueVoucherSchema.shape;

/** The order's rules on `today` (the London date): the send date runs from today to the horizon. */
export function voucherOrderSchema(today: string) {
  const lastSendOn = addDays(today, voucherOrderTerms.sendWithinDays);
  const sendOn = z.preprocess(
    (value) => fields.blankAsUndefined(value) ?? today,
    z
      .string({ error: voucherOrderMessages.sendOn })
      .refine((date) => isValidDate(date) && date >= today && date <= lastSendOn, { error: voucherOrderMessages.sendOn }),
  );
  const common = {
    buyerName: fields.name,
    buyerEmail: fields.email,
    recipientName,
    recipientEmail,
    message,
    sendOn,
  };
  return z
    .discriminatedUnion(
      "kind",
      [
        z.object({ kind: z.literal("amount"), amount, ...common }),
        z.object({ kind: z.literal("treatment"), service: z.string({ error: voucherOrderMessages.service }).trim().min(1, { error: voucherOrderMessages.service }).max(100), ...common }),
      ],
      { error: voucherOrderMessages.kind },
    )
    .superRefine((order, context) => {
      if (order.recipientEmail && !order.recipientName) {
        context.addIssue({ code: "custom", path: ["recipientName"], message: voucherOrderMessages.recipientName });
      }
    });
}
export type VoucherOrder = z.infer<ReturnType<typeof voucherOrderSchema>>;

/** The voucher's own page: the buyer pays there and comes back to it; once paid it shows the code. */
export const voucherPagePath = (token: string) => `/gift-vouchers/${token}`;
/** The printable voucher, linked from the voucher's page and its emails. */
export const voucherPrintPath = (token: string) => `/gift-vouchers/${token}/print`;
export const GIFT_VOUCHERS_PATH = "/gift-vouchers";

/** The voucher terms as the policies page states them, read from the settings the shop and the voucher use. */
export function voucherPolicyPoints(): string[] {
  return [
    `Gift vouchers are sold online for any amount from ${formatPrice(voucherTerms.minPence)} to ${formatPrice(voucherTerms.maxPence)}, or for a treatment at its price on the day they are bought.`,
    `A voucher is valid for ${voucherTerms.validMonths} months from the day it is paid for; the expiry date is printed on it.`,
    "It pays towards any booking, online at checkout or in the studio. Whatever isn't spent stays on the code until it expires.",
    `You choose the day the voucher is emailed (up to ${voucherOrderTerms.sendWithinDays} days ahead); it arrives at ${voucherOrderTerms.sendAt} that morning, and your receipt comes at once.`,
  ];
}

/**
 * What a treatment voucher can be for: every live treatment, one still open only to its waitlist included (the
 * voucher is spent later, and it opens to everyone within days). Not the patch test: it is free, and a voucher for
 * £0 gives nothing.
 */
export function giftableTreatments<T extends Pick<ServiceFacts, "state">>(facts: readonly T[]): T[] {
  return facts.filter(isLive);
}
