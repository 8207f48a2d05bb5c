import { hostCookieName, serializeCookie } from "~/lib/cookies";

/** The client's session cookie: SameSite=Lax, so a link from her email opens her account signed in. */
export const accountCookieName = (production: boolean) => hostCookieName(production, "studio_account");

export const serializeAccountCookie = (production: boolean, sessionId: string, expiresAt: Date) =>
  serializeCookie("studio_account", sessionId, { expiresAt, production, sameSite: "Lax" });

export const clearedAccountCookie = (production: boolean) => serializeAccountCookie(production, "", new Date(0));
