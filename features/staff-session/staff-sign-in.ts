import { z } from "~/lib/zod";

/**
 * The staff sign-in form, as the /admin/login page checks it. The API (server/api/admin-routes.server.ts) answers
 * with the same words, so a member of staff reads one message whichever way she signed in.
 */
export const signInMessages = {
  wrongLogin: "That username and password do not match.",
  throttled: "Too many sign-in attempts. Please wait a few minutes and try again.",
  username: "Enter your username",
  password: "Enter your password",
} as const;

export const signInSchema = z.object({
  username: z.string({ error: signInMessages.username }).trim().min(1, { error: signInMessages.username }).max(100),
  password: z.string({ error: signInMessages.password }).min(1, { error: signInMessages.password }).max(1000),
});

export const ADMIN_HOME = "/admin";

// Browsers drop tabs and newlines inside URLs, and read "/\x" like "//x": another host.
// eslint-disable-next-line no-control-regex
const unsafe = /[\u0000-\u001f\u007f\\]/;

/**
 * Where to go after signing in: the `next` path when it is a page of the admin area on this site, else /admin.
 * Anything else ("//evil.example", "https://…", "/adminx", "/blog") would let a link send staff elsewhere.
 */
export function safeNextPath(next: unknown): string {
  if (typeof next !== "string" || unsafe.test(next)) return ADMIN_HOME;
  if (!/^\/admin(?:[/?#]|$)/.test(next)) return ADMIN_HOME;
  // The sign-in page itself would only send a signed-in member of staff on to /admin.
  if (/^\/admin\/login(?:[/?#]|$)/.test(next)) return ADMIN_HOME;
  return next;
}

/** The sign-in page's address that brings staff back to `path` afterwards. */
export function signInPath(path: string = ADMIN_HOME): string {
  return `/admin/login?next=${encodeURIComponent(safeNextPath(path))}`;
}
