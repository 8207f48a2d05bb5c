import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";

/**
 * A voucher bought online shows its code on its own page, opened by a token the database holds only hashed
 * (docs/decisions/0025). The code is kept encrypted under a key made from that token, so the database alone (a leak,
 * a backup) yields neither the page nor the code; the token's holder gets both.
 */
const keyFrom = (pageToken: string) => createHmac("sha256", pageToken).update("gift-voucher-code").digest();

export function sealCode(code: string, pageToken: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFrom(pageToken), iv);
  const sealed = Buffer.concat([cipher.update(code, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
}

/** The code, or undefined when the token is not the one it was sealed under. */
export function openCode(sealed: string, pageToken: string): string | undefined {
  const bytes = Buffer.from(sealed, "base64url");
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyFrom(pageToken), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return undefined;
  }
}
