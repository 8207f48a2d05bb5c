import { isTokenShape } from "~/lib/tokens";
import { formatLondonDate } from "~/lib/display-time";
import type { ServiceFacts } from "../catalogue-types";
import { launchLabel } from "../catalogue";

/**
 * Launching a coming-soon service from its waitlist (DESIGN 9, docs/decisions/0020): for a set number of days after
 * staff make it live, only the waitlist may book it, each through the personal link in their early-access email and
 * at the early-bird price; then everyone may, at the normal price. These are the rules and words both sides share.
 */

/** Where the token goes in a queued email; replaced at sending time (fillEarlyAccessLinks). */
export const EARLY_ACCESS_TOKEN_SLOT = "__early_access_token__";

export const isEarlyAccessTokenShape = isTokenShape;

/** /book with the service chosen and the link's token: what the early-access email's button opens. */
export function earlyAccessPath(slug: string, token: string): string {
  return `/book?${new URLSearchParams({ items: slug, access: token }).toString()}`;
}

/** What an early-access link books the service at: the early-bird price staff set, or the normal one. */
export function earlyBirdPrice(facts: Pick<ServiceFacts, "pricePence" | "earlyBirdPricePence">): number {
  return facts.earlyBirdPricePence ?? facts.pricePence;
}

/**
 * "The Glow Lift (early bird)": a treatment booked through an early-access link at the early-bird price, as the
 * booking names it. With no early-bird price set the link books the normal price, so the name claims no discount.
 */
export function earlyBirdName(facts: Pick<ServiceFacts, "name" | "earlyBirdPricePence">): string {
  return facts.earlyBirdPricePence === null ? facts.name : `${facts.name} (early bird)`;
}

/** A service in its early-access window: live, but open only to its waitlist until `opensAt`. */
export interface EarlyAccessWindow {
  slug: string;
  opensAt: Date;
}

/** "opens to everyone on Saturday 28 March 2026": the public pages' words for a service in its window. */
export function opensToEveryone(opensAt: Date): string {
  return `opens to everyone on ${formatLondonDate(opensAt)}`;
}

/**
 * A waitlist page's badge: the launch text while the service is coming soon; once launched, when it opens to
 * everyone, then that it is open.
 */
export function arrivalLabel(service: Pick<ServiceFacts, "state" | "launchText" | "earlyAccessUntil">): string {
  if (service.earlyAccessUntil) return `Waitlist first: ${opensToEveryone(new Date(service.earlyAccessUntil))}`;
  if (service.state === "live") return "Now open for booking";
  return launchLabel(service);
}

/** Why an early-access link cannot book now; the pages and the API branch on the code. */
export type EarlyAccessRefusal = "early-access-only" | "early-access-invalid" | "early-access-expired" | "early-access-used" | "early-access-in-use";

export const earlyAccessMessages = {
  only: (name: string, opensAt: Date) =>
    `${name} is open to its waitlist first: book it with the link in your early-access email. It ${opensToEveryone(opensAt)}.`,
  invalid: "This early-access link is not one we sent. Please use the link in your email as it is.",
  expired: "This early-access link has expired: the treatment is now open to everyone at its normal price.",
  used: "This early-access link has already been used for a booking. Each link books one appointment at the early-bird price.",
  inUse: "This early-access link is holding a time in another tab or window. Finish paying there, or wait for that hold to end and try again.",
} as const;

export function earlyAccessRefusalMessage(code: Exclude<EarlyAccessRefusal, "early-access-only">): string {
  switch (code) {
    case "early-access-invalid":
      return earlyAccessMessages.invalid;
    case "early-access-expired":
      return earlyAccessMessages.expired;
    case "early-access-used":
      return earlyAccessMessages.used;
    case "early-access-in-use":
      return earlyAccessMessages.inUse;
  }
}

/** One service's waitlist, from sign-up to booking: what staff see per service. */
export interface WaitlistFunnelRow {
  slug: string;
  name: string;
  signedUp: number;
  invited: number;
  booked: number;
  /** The latest launch's public opening, ISO; null when it never launched. */
  opensAt: string | null;
  /** Still open only to the waitlist's links. */
  earlyAccess: boolean;
}
