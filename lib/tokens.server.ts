import { createHash, randomBytes } from "node:crypto";

/** A new secret for a link or a cookie (lib/tokens.ts). */
export const newToken = (): string => randomBytes(32).toString("base64url");

/** Only this is stored: a database or backup that leaks opens no link and no session. */
export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex");
