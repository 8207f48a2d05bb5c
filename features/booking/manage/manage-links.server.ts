import { eq } from "drizzle-orm";
import { hashToken, newToken } from "~/lib/tokens.server";
import type { Database } from "~/db/client.server";
import { bookings, manageLinks } from "~/db/schema.server";
import type { Booking } from "../lifecycle/booking-lifecycle.server";
import { isManageTokenShape, MANAGE_TOKEN_SLOT } from "./manage-link";

type Executor = Pick<Database, "insert" | "select">;

/** Only this is stored: a database or backup that leaks gives no one a working link. */
export const hashManageToken = hashToken;

/** A new token for the booking; every token issued stays valid for as long as the booking exists. */
export async function issueManageToken(tx: Executor, bookingId: string): Promise<string> {
  const token = newToken();
  await tx.insert(manageLinks).values({ tokenHash: hashManageToken(token), bookingId });
  return token;
}

/** The booking a token opens, if any. */
export async function findBookingByManageToken(db: Executor, token: string): Promise<Booking | undefined> {
  if (!isManageTokenShape(token)) return undefined;
  const [row] = await db
    .select({ booking: bookings })
    .from(manageLinks)
    .innerJoin(bookings, eq(bookings.id, manageLinks.bookingId))
    .where(eq(manageLinks.tokenHash, hashManageToken(token)));
  return row?.booking;
}

/**
 * Fills the manage-link slot of a message about a booking with a token issued now (the outbox's `prepare`). Each
 * sending gets its own token, so a resent email carries a link that works too; a send that fails leaves a token
 * no one ever saw.
 */
export async function fillManageLinks<M extends { text: string; html: string; bookingId: string | null }>(db: Executor, message: M): Promise<M> {
  if (!message.bookingId || !(message.text.includes(MANAGE_TOKEN_SLOT) || message.html.includes(MANAGE_TOKEN_SLOT))) return message;
  const token = await issueManageToken(db, message.bookingId);
  return { ...message, text: message.text.replaceAll(MANAGE_TOKEN_SLOT, token), html: message.html.replaceAll(MANAGE_TOKEN_SLOT, token) };
}
