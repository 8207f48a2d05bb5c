import { isTokenShape } from "~/lib/tokens";

/** The unsubscribe page's words and data; the link itself and its email headers are features/mail's (unsubscribe-link.ts). */

export const isUnsubscribeTokenShape = isTokenShape;

export const unsubscribeMessages = {
  /** A link that opens nothing: mistyped, cut short, or its entry erased. */
  notFound: "We couldn't find that unsubscribe link",
} as const;

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
