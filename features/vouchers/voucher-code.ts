/**
 * Gift voucher codes (issue 13): typed by a client at checkout and read aloud to staff, so they use Crockford's
 * base-32 alphabet (no I, L, O or U to misread) in groups of four. Sixteen characters are 80 random bits: not
 * guessed, and guessing is throttled on top. Only a hash of the code is stored (vouchers.server.ts).
 */
export const VOUCHER_CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const VOUCHER_CODE_LENGTH = 16;

/** "abcd efgh-ijkl mnop" → "ABCDEFGH1JK1MN0P": case, spaces and dashes ignored; I and L read as 1, O as 0. */
export function normaliseVoucherCode(input: string): string {
  return input
    .toUpperCase()
    .replace(/[\s-]/g, "")
    .replace(/[IL]/g, "1")
    .replace(/O/g, "0");
}

/** Whether the typed text could be a code at all, before any lookup. */
export function isVoucherCodeShape(input: string): boolean {
  const code = normaliseVoucherCode(input);
  return code.length === VOUCHER_CODE_LENGTH && [...code].every((char) => VOUCHER_CODE_ALPHABET.includes(char));
}

/** "ABCD-EFGH-JKMN-PQRS", as printed on the voucher. */
export function formatVoucherCode(code: string): string {
  return normaliseVoucherCode(code).match(/.{1,4}/g)?.join("-") ?? "";
}

/** A new code from random bytes (the caller's CSPRNG): 256 is a multiple of 32, so every character is equally likely. */
export function voucherCodeFrom(bytes: Uint8Array): string {
  if (bytes.length < VOUCHER_CODE_LENGTH) throw new Error(`a voucher code needs ${VOUCHER_CODE_LENGTH} random bytes`);
  return [...bytes.subarray(0, VOUCHER_CODE_LENGTH)].map((byte) => VOUCHER_CODE_ALPHABET[byte % 32]).join("");
}
