import { accountTerms, signInLinkPath, SIGN_IN_TOKEN_SLOT } from "~/features/accounts";
import { compose, link, signOff, type Block, type EmailContext, type EmailMessage } from "~/features/mail";
import { formatLondonDate } from "~/lib/display-time";
import { formatPrice } from "~/lib/money";
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
