import { hostCookieName, serializeCookie } from "~/lib/cookies";

export { readCookie } from "~/lib/cookies";

/**
 * The staff session cookie, written the same way by the API and by page actions (lib/cookies.ts), SameSite=Lax.
 * It holds only the random id.
 */
export function sessionCookieName(production: boolean): string {
  return hostCookieName(production, "studio_session");
}

export function serializeSessionCookie(production: boolean, sessionId: string, expiresAt: Date): string {
  return serializeCookie("studio_session", sessionId, { expiresAt, production, sameSite: "Lax" });
}

export function clearedSessionCookie(production: boolean): string {
  return serializeSessionCookie(production, "", new Date(0));
}

/**
 * The trusted-device cookie (OWASP's device cookie): a random token naming a browser a member of staff signed in
 * from, so a lockout caused by guessing elsewhere does not apply to her there. It outlives sessions and sign-outs.
 */
export function deviceCookieName(production: boolean): string {
  return hostCookieName(production, "studio_device");
}

export function serializeDeviceCookie(production: boolean, token: string, expiresAt: Date): string {
  return serializeCookie("studio_device", token, { expiresAt, production, sameSite: "Strict" });
}
