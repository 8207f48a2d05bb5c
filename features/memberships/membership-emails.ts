import { accountTerms, signInLinkPath, SIGN_IN_TOKEN_SLOT } from "~/features/client-session";
import { compose, link, signOff, type Block, type EmailContext, type EmailMessage } from "~/features/mail";
import { formatLondonDate } from "~/lib/display-time";
import { cancellationRight } from "~/lib/cancellation-period";
import { formatPrice, formatTotal } from "~/lib/money";
import { membershipTermsCopy } from "./membership-copy";
import { tierFeatures, type MembershipTier } from "./membership-tiers";

/**
 * Welcome to the Dreams Club, sent once the first month is paid. Its sign-in link (a fresh one, filled in as the email
 * is sent) is how her account opens: paying proves she holds the card, not the address (docs/decisions/0028).
 */
export function membershipWelcomeEmail(
  member: { email: string; name: string; pricePence: number; minimumTermEnd: Date },
  tier: MembershipTier,
  context: EmailContext,
): EmailMessage {
  const blocks: Block[] = [
    { type: "heading", text: `Welcome to the Dreams Club, ${member.name}` },
    { type: "paragraph", text: `Your ${tier.name} membership has started and your first month is paid.` },
    {
      type: "details",
      rows: [
        ["Membership", `Dreams Club ${tier.name}`],
        ["Monthly price", `${formatPrice(member.pricePence)}, kept for as long as you stay`],
        ["Minimum term ends", formatLondonDate(member.minimumTermEnd)],
      ],
    },
    { type: "subheading", text: "What's included" },
    { type: "list", items: tierFeatures(tier) },
    {
      type: "paragraph",
      text: `Your account shows your membership, your included treatments left this month and your bookings. The button below signs you in; it works once, within ${accountTerms.linkMinutes} minutes of this email. After that, ask for a new link on the sign-in page with this email address.`,
    },
    { type: "button", label: "Open your account", href: link(context.origin, signInLinkPath(SIGN_IN_TOKEN_SLOT)) },
    { type: "paragraph", text: membershipTermsCopy.cancellation },
    signOff(context),
  ];
  return compose("membership-welcome", member.email, `Welcome to the Dreams Club: ${tier.name}`, blocks, context, { toName: member.name });
}

/**
 * Her membership is cancelled, by her on /account or by staff for her (docs/decisions/0032): the same email either
 * way, with the day it ends and that she is billed until then.
 */
export function membershipCancelledEmail(member: { email: string; name: string; cancelAt: Date }, tier: MembershipTier, context: EmailContext): EmailMessage {
  const endsOn = formatLondonDate(member.cancelAt);
  const blocks: Block[] = [
    { type: "heading", text: "Your Dreams Club membership is cancelled" },
    { type: "paragraph", text: `Hello ${member.name}, your ${tier.name} membership is cancelled and ends on ${endsOn}. Until then your perks carry on as before.` },
    { type: "details", rows: [["Membership", `Dreams Club ${tier.name}`], ["Ends on", endsOn]] },
    { type: "paragraph", text: membershipTermsCopy.cancellation },
    { type: "paragraph", text: "Did not mean to cancel, or have a question? Reply to this email." },
    signOff(context),
  ];
  return compose("membership-cancelled", member.email, `Your Dreams Club membership ends on ${endsOn}`, blocks, context, { toName: member.name });
}

/** Her membership ended at once, cancelled within its 14 days (docs/decisions/0036): the receipt of the refund. */
export function membershipRefundEmail(
  member: { email: string; name: string },
  tier: MembershipTier,
  refund: { paidPence: number; refundPence: number },
  context: EmailContext,
): EmailMessage {
  const back =
    refund.refundPence <= 0
      ? "The perks you used came to more than your first payment, so nothing is refunded."
      : refund.refundPence >= refund.paidPence
        ? `We're refunding the ${formatTotal(refund.paidPence)} you paid to the card you paid with.`
        : `We're refunding ${formatTotal(refund.refundPence)} of the ${formatTotal(refund.paidPence)} you paid to the card you paid with: the rest is what the member prices and included treatments you used were worth.`;
  const blocks: Block[] = [
    { type: "heading", text: "Your Dreams Club membership has ended" },
    { type: "paragraph", text: `Hello ${member.name}, as you cancelled within ${cancellationRight.days} days of joining, your ${tier.name} membership has ended today and nothing more will be taken. ${back}` },
    { type: "details", rows: [["Membership", `Dreams Club ${tier.name}`], ["Paid", formatTotal(refund.paidPence)], ["Refunded", formatTotal(refund.refundPence)]] },
    { type: "paragraph", text: "Banks usually take 5 to 10 working days to show it." },
    signOff(context),
  ];
  return compose("membership-refund", member.email, `Your Dreams Club membership has ended: ${formatTotal(refund.refundPence)} refunded`, blocks, context, { toName: member.name });
}

/**
 * A first payment that went through for a join she had already left for another (docs/decisions/0040): nothing needs
 * it, so it comes back in full; she is told, as a client is of a booking's stray payment.
 */
export function membershipPaymentReturnedEmail(member: { email: string; name: string }, tier: MembershipTier, paidPence: number, context: EmailContext): EmailMessage {
  const blocks: Block[] = [
    { type: "heading", text: "We're refunding a payment you don't need" },
    {
      type: "paragraph",
      text: `Hello ${member.name}, a payment of ${formatTotal(paidPence)} for a Dreams Club ${tier.name} membership went through after that join had been replaced or closed. It pays for nothing, so we're refunding all of it to the card you paid with. Any membership you have now is not affected.`,
    },
    { type: "details", rows: [["Paid", formatTotal(paidPence)], ["Refunded", formatTotal(paidPence)]] },
    { type: "paragraph", text: "Banks usually take 5 to 10 working days to show it. A question? Reply to this email." },
    signOff(context),
  ];
  return compose("membership-payment-returned", member.email, `${formatTotal(paidPence)} refunded: a Dreams Club payment nothing needs`, blocks, context, { toName: member.name });
}
