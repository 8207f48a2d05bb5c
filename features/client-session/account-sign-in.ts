import { z } from "~/lib/zod";
import { fields, waitInMinutes } from "~/lib/forms";

/**
 * Clients sign in to their account with a link emailed to them (issue 13, DESIGN 9): no passwords to forget or
 * leak. A link is single use and short lived; the session it starts lasts a month (docs/decisions/0023).
 */
export const accountTerms = {
  linkMinutes: 20,
  sessionDays: 30,
  /** Links asked for one address in a quarter of an hour: enough for a lost email, too few to flood an inbox. */
  linksPerAddress: { count: 3, seconds: 900 },
} as const;

export const accountSignInSchema = z.object({ email: fields.email });

export const accountMessages = {
  sent: (email: string) =>
    `If ${email} is the address you booked or joined with, a sign-in link is on its way. It works once, for ${accountTerms.linkMinutes} minutes.`,
  tooManyLinks: (retryAfterSeconds: number) =>
    `We've sent several links to that address already. Please use the newest one, or ask again in ${waitInMinutes(retryAfterSeconds)}.`,
  used: "This sign-in link has already been used. Ask for a new one below.",
  expired: `This sign-in link has expired: links work for ${accountTerms.linkMinutes} minutes. Ask for a new one below.`,
  unknown: "This sign-in link isn't one we sent. Ask for a new one below.",
  signedOut: "You're signed out.",
  signIn: "Please sign in to your account first.",
} as const;

/** Where the token goes in a queued email; replaced with a fresh one as it is sent (fillSignInLinks). */
export const SIGN_IN_TOKEN_SLOT = "{{account-sign-in-token}}";
export const signInLinkPath = (token: string) => `/account/sign-in/${token}`;
