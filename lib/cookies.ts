/**
 * Cookies that hold a random id or token (staff and client sessions, trusted devices): HttpOnly, and in production
 * `__Host-` with Secure, so they go only over HTTPS and only to this exact host.
 */
export function hostCookieName(production: boolean, name: string): string {
  return production ? `__Host-${name}` : name;
}

export function serializeCookie(
  name: string,
  value: string,
  { expiresAt, production, sameSite }: { expiresAt: Date; production: boolean; sameSite: "Lax" | "Strict" },
): string {
  return [
    `${hostCookieName(production, name)}=${encodeURIComponent(value)}`,
    "Path=/",
    `Expires=${expiresAt.toUTCString()}`,
    "HttpOnly",
    `SameSite=${sameSite}`,
    ...(production ? ["Secure"] : []),
  ].join("; ");
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
