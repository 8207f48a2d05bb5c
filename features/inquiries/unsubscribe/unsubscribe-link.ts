import { isTokenShape } from "~/lib/tokens";

/**
 * A waitlist email's unsubscribe link (docs/decisions/0015): /unsubscribe/<token>, the token 32 random bytes in
 * base64url. As with manage links, emails are written with a slot the outbox fills with a fresh token as it sends,
 * so no stored message holds a working link.
 */

export const unsubscribeMessages = {
  /** A link that opens nothing: mistyped, cut short, or its entry erased. */
  notFound: "We couldn't find that unsubscribe link",
} as const;

/** Where the token goes in a queued email; replaced at sending time (fillUnsubscribeLinks). */
export const UNSUBSCRIBE_TOKEN_SLOT = "__unsubscribe_token__";

export const isUnsubscribeTokenShape = isTokenShape;

export function unsubscribePath(token: string): string {
  return `/unsubscribe/${token}`;
}

/** The slot's whole address in a message's text, e.g. https://example.com/unsubscribe/__unsubscribe_token__. */
export function unsubscribeSlotUrl(text: string): string | undefined {
  return new RegExp(`https?://[^\\s<>"]+${unsubscribePath(UNSUBSCRIBE_TOKEN_SLOT)}`).exec(text)?.[0];
}

/** RFC 8058's one-click unsubscribe: what a mail client posts, and the headers that invite it. */
export const ONE_CLICK_BODY = "List-Unsubscribe=One-Click";

export function listUnsubscribeHeaders(url: string): Record<string, string> {
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": ONE_CLICK_BODY };
}

/** What the unsubscribe page may show: enough for the person to recognise the list, not the whole address. */
export interface UnsubscribeEntry {
  serviceName: string;
  maskedEmail: string;
  unsubscribed: boolean;
}

export interface UnsubscribePageData {
  /** Where the page's form posts: the link itself. */
  href: string;
  entry: UnsubscribeEntry;
}
