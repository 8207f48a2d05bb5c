import type { Database } from "~/db/client.server";
import type { PaymentProvider } from "~/features/payments";
import type { EmailContext } from "~/features/mail";
import type { Visitor } from "~/lib/throttle.server";
import { throttled, type Refusal } from "~/lib/use-case";
import type { BookingSettings } from "../rules/times/booking-settings";
import { openManageLink, type ManagedBooking } from "../manage/manage.server";
import { bookingNotFound } from "./change-outcome.server";

/**
 * What a client does through her manage link (DESIGN 3b), for its page's forms and its JSON API alike: cancel for
 * the policy's refund, move once, book a course's next session. Each opens the link first, counted against guessing
 * by the visitor's address, and changes the booking through the lifecycle with the client as its actor. What
 * submit-client-cancel, submit-client-reschedule and submit-session-booking share is here.
 */

export interface ManageContext {
  db: Database;
  provider: PaymentProvider;
  emailContext: EmailContext;
  settings: BookingSettings;
  /** The server's clock; tests hand in a fixed one. */
  now?: Date;
}

/** The token from the link's address and, for a move or a session, the date and time asked for. */
export interface ManageRequest {
  token: string;
  body?: unknown;
}

export const notACourse = "This booking is not part of a course";
export const client = { kind: "client" } as const;

/** The booking a token opens, or why not: too many wrong tokens from this address, or none that opens one. */
export async function openedBooking(db: Database, visitor: Pick<Visitor, "address">, token: string): Promise<ManagedBooking | Refusal> {
  const lookup = await openManageLink(db, token, visitor.address);
  if (lookup.outcome === "throttled") return throttled(lookup.retryAfter);
  if (lookup.outcome === "not-found") return bookingNotFound();
  return lookup.booking;
}

export const clock = (now: Date | undefined) => (now ? { now } : {});
