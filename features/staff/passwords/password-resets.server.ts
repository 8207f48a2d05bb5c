import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { staffPasswordResets } from "~/db/schema.server";
import { linkUsed, minutesFromNow } from "~/lib/links/links.server";
import { fillPasswordLinks, passwordLinkFor, type PasswordLinkKind } from "~/features/staff-session/index.server";
import { RESET_MINUTES, RESET_SLOT_PATTERN, resetMessages } from "./password-reset-terms";

/**
 * Her reset link: an hour, and only while she has asked and not yet used what was sent. The outbox, the reset page
 * and submit-password-reset read it here; submit-password-reset-request queues the email that carries it.
 */
export const resetLink: PasswordLinkKind = {
  kind: "password-reset",
  slot: RESET_SLOT_PATTERN,
  expiresAt: () => minutesFromNow(RESET_MINUTES),
  issuable: (id) =>
    sql<boolean>`exists (select 1 from ${staffPasswordResets} where ${staffPasswordResets.staffMemberId} = ${id}) and not ${linkUsed("password-reset", id)}`,
  messages: resetMessages,
};

/** The outbox's `prepare`: a token issued as the email is sent, its minutes counted from then; the last one sent works. */
export function fillStaffPasswordResets<M extends { text: string; html: string }>(db: Pick<Database, "select" | "insert" | "delete">, message: M): Promise<M> {
  return fillPasswordLinks(db, message, resetLink);
}

export type ResetState = { state: "open"; name: string; username: string } | { state: "used" | "expired" | "unknown" };

/** What the reset page shows for a token: her form, or why the link no longer works. Reading it spends nothing. */
export async function passwordResetFor(db: Pick<Database, "select">, token: string): Promise<ResetState> {
  const found = await passwordLinkFor(db, resetLink, token);
  if (found.state !== "open") return found;
  return found.username ? { state: "open", name: found.name, username: found.username } : { state: "unknown" };
}
