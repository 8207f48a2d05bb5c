import { refuse, throttled, type Refusal } from "~/lib/use-case";
import { HashingBusyError } from "~/lib/passwords/password-hashing.server";
import { hashPassword } from "~/lib/passwords/passwords.server";

/** Seconds a member is asked to wait when the server is already hashing as many passwords as it safely can. */
const BUSY_RETRY_SECONDS = 5;

/** A new password's hash, or "throttled" when the server is hashing too many at once (the invitation, the reset). */
export async function hashNewPassword(password: string): Promise<{ ok: true; hash: string } | Refusal<"throttled">> {
  try {
    return { ok: true, hash: await hashPassword(password) };
  } catch (error) {
    if (error instanceof HashingBusyError) return throttled(BUSY_RETRY_SECONDS);
    throw error;
  }
}

/** A one-time link that can no longer be used, as its page answers it: 404 for one never made, 410 used or expired. */
export function spentLinkRefusal(state: "unknown" | "used" | "expired", messages: { unknown: string; used: string; expired: string }): Refusal<"not-found" | "used" | "expired"> {
  return state === "unknown" ? refuse("not-found", "not-found", messages.unknown) : refuse("gone", state, messages[state]);
}
