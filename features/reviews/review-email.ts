import { compose, link, optional, signOff, type Block, type EmailContext, type EmailMessage } from "~/features/mail";
import { REVIEW_TOKEN_SLOT, reviewPath, reviewTerms, reviewUnsubscribePath } from "./review-rules";

/**
 * The day-after email asking how a visit went (issue 24 item 2, docs/decisions/0065). It is marketing (PECR), so it
 * carries an unsubscribe link and List-Unsubscribe; both links are slots the outbox fills with a token made as it
 * sends (fillReviewLinks), so no stored message holds a working link.
 */
export function reviewRequestEmail(visit: { name: string; email: string; service: string }, context: EmailContext): EmailMessage {
  const firstName = visit.name.trim().split(/\s+/)[0] ?? visit.name;
  const reviewPageUrl = context.studio.reviewPageUrl;
  const blocks: Block[] = [
    { type: "heading", text: "How did it go?" },
    {
      type: "paragraph",
      text: `Hello ${firstName}, thank you for visiting us for ${visit.service}. We'd love to know how it went: it takes a minute, and it helps us look after every client as well as we can.`,
    },
    { type: "button", label: "Rate your visit", href: link(context.origin, reviewPath(REVIEW_TOKEN_SLOT)) },
    {
      type: "paragraph",
      text: `Choose from 1 to 5 stars and add a few words if you like. We'll only quote you on our website if you tick the box to say we may, and then with your first name and initial only. The link works for ${reviewTerms.linkDays} days.`,
    },
    ...optional<Block>(
      Boolean(reviewPageUrl),
      { type: "paragraph", text: "If you have a moment more, a review on our public page helps others find us:" },
      { type: "button", label: "Review us publicly", href: reviewPageUrl ?? "" },
    ),
    signOff(context),
  ];
  return compose("review-request", visit.email, `How was your ${visit.service}?`, blocks, context, {
    toName: visit.name,
    unsubscribe: link(context.origin, reviewUnsubscribePath(REVIEW_TOKEN_SLOT)),
  });
}
