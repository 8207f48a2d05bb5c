import { eq } from "drizzle-orm";
import { issueLink, openLink } from "~/lib/links/links.server";
import { hashToken } from "~/lib/tokens.server";
import type { Database } from "~/db/client.server";
import { bookings } from "~/db/schema.server";
import type { Booking } from "../lifecycle/booking-lifecycle.server";
import { MANAGE_TOKEN_SLOT } from "../rules/manage-link";
import type { EmailAttachment } from "~/features/mail";
import { foldLine } from "../ics";

type Executor = Pick<Database, "insert" | "select" | "delete">;

/** Only this is stored: a database or backup that leaks gives no one a working link. */
export const hashManageToken = hashToken;

/** A new token for the booking; every token issued stays valid for as long as the booking exists. */
export function issueManageToken(tx: Executor, bookingId: string): Promise<string> {
  return issueLink(tx, { kind: "manage", subject: bookingId, singleUse: false });
}

/** The booking a token opens, if any. */
export async function findBookingByManageToken(db: Executor, token: string): Promise<Booking | undefined> {
  const link = await openLink(db, "manage", token);
  if (link.outcome !== "open") return undefined;
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, link.subject));
  return booking;
}

/**
 * Fills the manage-link slot of a message about a booking with a token issued now (the outbox's `prepare`). Each
 * sending gets its own token, so a resent email carries a link that works too; a send that fails leaves a token
 * no one ever saw.
 */
export async function fillManageLinks<M extends { text: string; html: string; bookingId: string | null; attachments?: readonly EmailAttachment[] }>(db: Executor, message: M): Promise<M> {
  const attachments = message.attachments ?? [];
  const slotted = [message.text, message.html, ...attachments.map((file) => unfold(file.content))].some((part) => part.includes(MANAGE_TOKEN_SLOT));
  if (!message.bookingId || !slotted) return message;
  const token = await issueManageToken(db, message.bookingId);
  return {
    ...message,
    text: message.text.replaceAll(MANAGE_TOKEN_SLOT, token),
    html: message.html.replaceAll(MANAGE_TOKEN_SLOT, token),
    ...(message.attachments ? { attachments: attachments.map((file) => ({ ...file, content: fillCalendarSlot(file.content, token) })) } : {}),
  };
}

/**
 * The calendar file's manage link: its lines are folded at 75 octets, and the token is longer than its slot, so each
 * line is unfolded, filled and folded again (RFC 5545 3.1).
 */
const unfold = (content: string) => content.replace(/\r\n[ \t]/g, "");

function fillCalendarSlot(content: string, token: string): string {
  if (!content.startsWith("BEGIN:VCALENDAR")) return content.replaceAll(MANAGE_TOKEN_SLOT, token);
  const lines = unfold(content).split("\r\n");
  return lines.map((line) => (line === "" ? line : foldLine(line.replaceAll(MANAGE_TOKEN_SLOT, token)))).join("\r\n");
}
