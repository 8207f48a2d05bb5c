import { randomBytes, timingSafeEqual } from "node:crypto";
import { scryptOffThread } from "./password-hashing.server";

/**
 * scrypt at OWASP's recommended cost (N = 2^17, r = 8, p = 1: 128 MiB and a few hundred milliseconds per hash), so a
 * stolen hash is expensive to guess. The stored form carries its parameters, so they can be raised later.
 */
const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  return scryptOffThread(password.normalize("NFC"), salt, KEY_LENGTH, { ...params, maxmem: 256 * 1024 * 1024 });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, expected] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !expected) return false;
  const key = await derive(password, Buffer.from(salt, "base64"), { N: Number(n), r: Number(r), p: Number(p) });
  const wanted = Buffer.from(expected, "base64");
  return key.length === wanted.length && timingSafeEqual(key, wanted);
}

/** A hash of nothing, checked when the username is unknown so that both answers take as long. */
let dummy: Promise<string> | undefined;
export const dummyHash = () =>
  (dummy ??= hashPassword(randomBytes(16).toString("hex")).catch((error: unknown) => {
    dummy = undefined; // refused while busy: the next sign-in makes it
    throw error;
  }));
