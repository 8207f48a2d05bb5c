/**
 * A marketing email's unsubscribe link (docs/decisions/0015): /unsubscribe/<token>, the token 32 random bytes in
 * base64url, and RFC 8058's headers that invite a mail client's one-click unsubscribe. Emails are written with a
 * slot the outbox fills with a fresh token as it sends, so no stored message holds a working link. The list itself
 * and the page that link opens are features/inquiries'.
 */

/** Where the token goes in a queued email; replaced at sending time (fillUnsubscribeLinks). */
export const UNSUBSCRIBE_TOKEN_SLOT = "__unsubscribe_token__";

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
