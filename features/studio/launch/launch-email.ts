import { compose, link, signOff, UNSUBSCRIBE_TOKEN_SLOT, unsubscribePath, type Block, type EmailContext, type EmailMessage } from "~/features/mail";
import { formatLondonDateTime } from "~/lib/display-time";
import { formatPrice } from "~/lib/money";
import type { ServiceFacts } from "../catalogue-types";
import { EARLY_ACCESS_TOKEN_SLOT, earlyAccessPath, earlyBirdPrice } from "./early-access";

/**
 * The early-access email a launch sends each person on the service's waitlist (docs/decisions/0020): the waitlist
 * pages' promise of first access and member pricing, kept. Its link and its unsubscribe link are slots the outbox
 * fills with fresh tokens as it sends, so no stored message holds a working link.
 */
export function earlyAccessEmail(entry: { name: string; email: string }, service: ServiceFacts, opensAt: Date, context: EmailContext): EmailMessage {
  const price = earlyBirdPrice(service);
  const saving = service.pricePence - price;
  // To the minute: the link stops working at the moment booking opens to everyone.
  const until = formatLondonDateTime(opensAt);
  const blocks: Block[] = [
    { type: "heading", text: `${service.name} is here, and you're first` },
    {
      type: "paragraph",
      text: `Hello ${entry.name}, thank you for waiting. ${service.name} is now open to its waitlist before anyone else: book with your own link below until ${until}, when it opens to everyone.`,
    },
    {
      type: "details",
      rows: [
        ["Your early-bird price", saving > 0 ? `${formatPrice(price)} (usually ${formatPrice(service.pricePence)})` : formatPrice(price)],
        ["Your link works until", until],
        ["Good for", "one appointment"],
      ],
    },
    { type: "button", label: `Book ${service.name} at ${formatPrice(price)}`, href: link(context.origin, earlyAccessPath(service.slug, EARLY_ACCESS_TOKEN_SLOT)) },
    { type: "paragraph", text: "The link is yours: it books one appointment at the early-bird price, so please don't share it." },
    signOff(context),
  ];
  return compose("early-access", entry.email, `Your early access to ${service.name} ✨`, blocks, context, {
    toName: entry.name,
    unsubscribe: link(context.origin, unsubscribePath(UNSUBSCRIBE_TOKEN_SLOT)),
  });
}
