/**
 * The staff session cookie, written the same way by the API and by page actions: HttpOnly, SameSite=Lax, and in
 * production `__Host-` with Secure (sent only over HTTPS, only to this exact host). It holds only the random id.
 */
export function sessionCookieName(production: boolean): string {
  return production ? "__Host-studio_session" : "studio_session";
}

export function serializeSessionCookie(production: boolean, sessionId: string, expiresAt: Date): string {
  return [
    `${sessionCookieName(production)}=${encodeURIComponent(sessionId)}`,
    "Path=/",
    `Expires=${expiresAt.toUTCString()}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(production ? ["Secure"] : []),
  ].join("; ");
}

export function clearedSessionCookie(production: boolean): string {
  return serializeSessionCookie(production, "", new Date(0));
}

export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) {
      try {
        return decodeURIComponent(value.join("="));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * The trusted-device cookie (OWASP's device cookie): a random token naming a browser a member of staff signed in
 * from, so a lockout caused by guessing elsewhere does not apply to her there. It outlives sessions and sign-outs.
 */
export function deviceCookieName(production: boolean): string {
  return production ? "__Host-studio_device" : "studio_device";
}

export function serializeDeviceCookie(production: boolean, token: string, expiresAt: Date): string {
  return [
    `${deviceCookieName(production)}=${encodeURIComponent(token)}`,
    "Path=/",
    `Expires=${expiresAt.toUTCString()}`,
    "HttpOnly",
    "SameSite=Strict",
    ...(production ? ["Secure"] : []),
  ].join("; ");
}
