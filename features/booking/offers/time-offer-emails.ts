import { compose, link, signOff, type EmailContext, type EmailMessage } from "~/features/mail";
import { formatDuration, formatLondonDate, formatLondonDateTime } from "~/lib/display-time";
import { firstNameOf } from "~/lib/names";
import { studioNoon } from "~/lib/studio-clock";
import { partOfDayText, timeOfferPath, timeRequestPath, type PartOfDay } from "./time-request-form";

/** Her request as every page and email states it. */
export interface RequestForWords {
  name: string;
  email: string;
  label: string;
  fromDate: string;
  toDate: string;
  partOfDay: PartOfDay;
  /** The practitioner she chose on /book, if any: her request is for times with her. */
  practitionerName?: string | null;
}

/** "Saturday 5 December 2026" or "Saturday 5 December 2026 to Sunday 13 December 2026". */
export function requestDaysText(request: Pick<RequestForWords, "fromDate" | "toDate">): string {
  const from = formatLondonDate(studioNoon(request.fromDate));
  return request.fromDate === request.toDate ? from : `${from} to ${formatLondonDate(studioNoon(request.toDate))}`;
}

export const requestRows = (request: RequestForWords): [string, string][] => [
  ["Treatment", request.label],
  ...(request.practitionerName ? ([["With", request.practitionerName]] as [string, string][]) : []),
  ["Days", requestDaysText(request)],
  ["Time of day", partOfDayText(request.partOfDay)],
];

/** What she asked for, and how to withdraw it: sent when she asks. */
export function timeRequestEmail(request: RequestForWords, token: string, context: EmailContext): EmailMessage {
  return compose(
    "time-request",
    request.email,
    "We'll tell you when a time frees",
    [
      { type: "heading", text: `Thank you, ${request.name}` },
      { type: "paragraph", text: "When a time that matches is free, we'll email you first in line and hold it for you for a short while." },
      { type: "details", rows: requestRows(request) },
      { type: "button", label: "See or withdraw your request", href: link(context.origin, timeRequestPath(token)) },
      signOff(context),
    ],
    context,
    { toName: request.name },
  );
}

/**
 * A free time held for her alone until `expiresAt`: the link books it through the normal checkout. Worded as "free",
 * not "freed up": the first run after she asks may offer a time that was free all along.
 */
export function timeOfferEmail(
  offer: { name: string; email: string; label: string; startsAt: Date; expiresAt: Date; windowMinutes: number; token: string; practitionerName?: string | null },
  context: EmailContext,
): EmailMessage {
  return compose(
    "time-offer",
    offer.email,
    `A time you asked for is free: ${formatLondonDateTime(offer.startsAt)}`,
    [
      { type: "heading", text: `Good news, ${offer.name}` },
      {
        type: "paragraph",
        text: `A time that matches your request is free, and we are holding it for you alone for ${formatDuration(offer.windowMinutes)}, until ${formatLondonDateTime(offer.expiresAt)}.`,
      },
      {
        type: "details",
        rows: [["Treatment", offer.label], ...(offer.practitionerName ? ([["With", offer.practitionerName]] as [string, string][]) : []), ["Time", formatLondonDateTime(offer.startsAt)]],
      },
      { type: "button", label: "Book this time", href: link(context.origin, timeOfferPath(offer.token)) },
      { type: "paragraph", text: "If it doesn't suit, do nothing: after that it goes to the next person waiting, and we'll keep looking for you." },
      signOff(context),
    ],
    context,
    { toName: offer.name },
  );
}

/** The offer as a text (decision 0064): the time, how long it is hers, and where the link is; first name only. */
export function timeOfferText(offer: { name: string; label: string; startsAt: Date; expiresAt: Date }, context: EmailContext): string {
  return `${context.studio.name}: Hi ${firstNameOf(offer.name)}, a time you asked for is free: ${offer.label} on ${formatLondonDateTime(offer.startsAt)}. It is held for you until ${formatLondonDateTime(offer.expiresAt)}: book it from the link in the email we have just sent. Reply STOP to stop texts.`;
}
