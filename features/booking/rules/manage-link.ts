import { isTokenShape } from "~/lib/tokens";

/**
 * The client's manage link (DESIGN 3b; docs/decisions/0012): /bookings/manage/<token>, where the token is 32
 * random bytes in base64url. Emails are written with a slot where the token goes; the outbox fills it with a fresh
 * token as it sends, so no stored message ever holds a working link.
 */

/** Where the token goes in a queued email; replaced at sending time (fillManageLinks). */
export const MANAGE_TOKEN_SLOT = "__manage_token__";

/** Whether a path segment could be a token at all: anything else is refused before the database is asked. */
export const isManageTokenShape = isTokenShape;

export function managePath(token: string): string {
  return `/bookings/manage/${token}`;
}

/** The calendar file beside a manage page: /bookings/manage/<token>/appointment.ics. */
export function manageCalendarPath(manageHref: string): string {
  return `${manageHref}/appointment.ics`;
}
