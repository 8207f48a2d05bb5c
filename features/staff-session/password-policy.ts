/**
 * Staff password rules: at least 12 characters and not a well-known password (NIST SP 800-63B: length and a
 * block list, no composition rules). The list holds common passwords and the words they are usually built on.
 */
export const MIN_PASSWORD_LENGTH = 12;

/** What a staff username may be: it is typed at sign-in, so plain and short. */
export const USERNAME_PATTERN = /^[a-z0-9._-]{3,40}$/;
export const usernameMessage = "Usernames are 3-40 characters: letters, digits, dots, dashes or underscores.";

const commonPasswords = new Set([
  "123456789012", "1234567890123", "12345678901234", "123456789123", "111111111111", "000000000000",
  "123123123123", "121212121212", "987654321098", "1q2w3e4r5t6y", "1qaz2wsx3edc", "qwertyuiopas", "qwerty123456",
  "qwertyuiop12", "qwertyuiop123", "asdfghjkl123", "zxcvbnm12345", "abcdefghijkl", "abcd12345678", "abc123456789",
  "password1234", "password12345", "password123!", "passwordpassword", "p@ssw0rd1234", "iloveyou1234",
  "letmein12345", "welcome12345", "welcome123456", "administrator", "admin1234567", "changeme1234",
  "trustno1trustno1", "sunshine1234", "football1234", "baseball1234", "princess1234", "starwars1234",
  "whatever1234", "superman1234", "1234qwerasdf", "qazwsxedcrfv", "aaaaaaaaaaaa", "monkey123456", "dragon123456",
  "master123456", "shadow123456", "michael12345", "jennifer1234", "london123456", "chelsea12345", "arsenal12345",
  "liverpool123", "manchester12", "beautiful123", "brows1234567", "eyebrows1234", "sculpteddreams", "dreamsclub123",
]);

const baseWords = ["password", "passw0rd", "qwerty", "letmein", "welcome", "admin", "iloveyou", "monkey", "dragon",
  "football", "sunshine", "princess", "baseball", "superman", "starwars", "trustno", "changeme", "secret", "studio",
  "sculpted", "dreams", "brows", "beauty", "london"];

export type PasswordProblem = "too-short" | "too-common";

export const passwordMessages: Record<PasswordProblem, string> = {
  "too-short": `Use at least ${MIN_PASSWORD_LENGTH} characters.`,
  "too-common": "That password is too common: choose something less guessable, such as a few unrelated words.",
};

export function passwordProblem(password: string): PasswordProblem | undefined {
  if ([...password].length < MIN_PASSWORD_LENGTH) return "too-short";
  const lower = password.toLowerCase();
  if (commonPasswords.has(lower)) return "too-common";
  if (new Set(lower).size <= 2) return "too-common";
  // A common word padded with digits and symbols ("Password2024!!") is still guessed early.
  const letters = lower.replace(/[^a-z]/g, "");
  if (baseWords.some((first) => ["", ...baseWords].some((second) => letters === first + second))) return "too-common";
  if ("01234567890123456789".includes(lower) || "abcdefghijklmnopqrstuvwxyz".includes(lower)) return "too-common";
  return undefined;
}
