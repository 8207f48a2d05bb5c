import { fields } from "~/lib/forms";
import { studioInstant, studioToday } from "~/lib/studio-clock";
import { addDays } from "~/lib/zoned-time";
import { z } from "~/lib/zod";
import type { Testimonial } from "~/content/testimonials";

/**
 * Review requests (DESIGN 13, issue 24 item 2, docs/decisions/0065): the terms are set once here and every page,
 * email and query reads them.
 */
export const reviewTerms = {
  /** The studio's time on the day after the visit when the request goes. */
  sendTime: "10:00",
  /** How long the rating link works from the moment it is sent. */
  linkDays: 30,
  /** No second request to an address within this many days of the last. */
  quietDays: 90,
  /** Ratings listed a page on /admin/reviews. */
  pageSize: 20,
  commentMax: 2000,
} as const;

export const ratingValues = [1, 2, 3, 4, 5] as const;
export type Rating = (typeof ratingValues)[number];

/** What each star means, read aloud with its radio button. */
export const ratingLabels: Record<Rating, string> = {
  1: "1 star: poor",
  2: "2 stars: not great",
  3: "3 stars: fine",
  4: "4 stars: good",
  5: "5 stars: wonderful",
};

/** When the request for a visit on `visitDay` (London) goes: the studio's send time the next day, or now if that has passed. */
export function reviewSendAt(visitDay: string, now: Date): Date {
  const planned = studioInstant(addDays(visitDay, 1), reviewTerms.sendTime);
  return planned > now ? planned : now;
}

/** The London date of a visit. */
export const visitDayOf = (startsAt: Date): string => studioToday(startsAt);

const titles = new Set(["mrs", "mr", "ms", "miss", "mx", "dr", "prof", "lady", "sir"]);

/**
 * The only name a published quote carries: her first name and the initial of her last, "Amelia H.", never a surname
 * (issue 24). Stored this way when she answers, and the database refuses anything longer (migration 0055).
 */
export function quoteName(fullName: string): string | null {
  const words = fullName
    .normalize("NFC")
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}]+|[^\p{L}'’-]+$/gu, ""))
    .filter((word) => /\p{L}/u.test(word));
  // A title is not her first name: "Dr Jane Doe" is quoted as Jane D.
  if (words.length > 1 && titles.has(words[0]!.toLowerCase())) words.shift();
  const first = words[0];
  if (!first) return null;
  const given = first.charAt(0).toLocaleUpperCase("en-GB") + first.slice(1);
  const last = words.length > 1 ? words.at(-1)! : undefined;
  const initial = last ? [...last].find((char) => /\p{L}/u.test(char))?.toLocaleUpperCase("en-GB") : undefined;
  return initial ? `${given} ${initial}.` : given;
}

export const reviewMessages = {
  rating: "Choose from 1 to 5 stars.",
  comment: `Keep your words to ${reviewTerms.commentMax.toLocaleString("en-GB")} characters or fewer.`,
  notFound: "We couldn't find that review link. Please use the link in your email.",
  expired: "This review link has expired. Thank you for thinking of us: you are always welcome to tell us how it went by email.",
  thanks: "Thank you for telling us how your visit went.",
  quoteWaiting: "You agreed we may quote you: once we have read it, your words may appear on our reviews page with your first name and initial.",
  quotePublished: "Your words are on our reviews page with your first name and initial.",
  unsubscribed: "You're unsubscribed from our marketing emails. We won't ask for reviews or send offers by email.",
  unsubscribeAsk: "Stop our review requests and every other marketing email to this address?",
  approved: "Approved: the quote is on the reviews page.",
  withdrawn: "Approval withdrawn: the quote is off the reviews page.",
  noConsent: "She did not agree to be quoted: only a quote she agreed to can be published.",
  unanswered: "That request has no answer yet.",
} as const;

/** The rating page's form: a whole number of stars, words if she wants, and her own tick to be quoted. */
export const reviewAnswerSchema = z.object({
  rating: z.preprocess(
    (value) => (typeof value === "string" && /^[1-5]$/.test(value) ? Number(value) : value),
    z.number({ error: reviewMessages.rating }).int({ error: reviewMessages.rating }).min(1, { error: reviewMessages.rating }).max(5, { error: reviewMessages.rating }),
  ),
  comment: z
    .string({ error: reviewMessages.comment })
    .optional()
    .transform((value) => value?.trim() ?? "")
    .pipe(z.string().max(reviewTerms.commentMax, { error: reviewMessages.comment })),
  quoteConsent: fields.checkbox,
});

export type ReviewAnswer = z.infer<typeof reviewAnswerSchema>;

/** The rating page's address; the token goes in the slot as the email is sent (docs/decisions/0012). */
export const reviewPath = (token: string): string => `/review/${token}`;
export const reviewUnsubscribePath = (token: string): string => `/review/${token}/unsubscribe`;
export const REVIEW_TOKEN_SLOT = "__review_token__";

/** "October 2026" style: the month a published quote was given, as /testimonials shows it (YYYY-MM). */
export const monthOfAnswer = (answeredAt: Date): string => studioToday(answeredAt).slice(0, 7);

/** Where an on-site quote came from, as /testimonials says under it. */
export const onSiteSource = "Rated on our website after her appointment";

/** An approved quote as /testimonials shows it: the name through quoteName again, so no surname can get out. */
export function quoteAsTestimonial(row: { id: string; quoteName: string | null; service: string; rating: number | null; comment: string | null; answeredAt: Date | null }): Testimonial | null {
  const name = row.quoteName ? quoteName(row.quoteName) : null;
  if (!name || !row.comment || row.rating === null || !row.answeredAt) return null;
  return { id: `review-${row.id}`, name, service: row.service, rating: row.rating, text: row.comment, given: monthOfAnswer(row.answeredAt), source: onSiteSource };
}
