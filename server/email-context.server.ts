import type { EmailContext } from "~/features/mail";
import type { Env } from "./env.server";
import { studioFromEnv } from "./studio.server";

/**
 * Who emails are from and where their links point. Links use PUBLIC_URL only, never the request's Host header,
 * which the sender chooses: a form filled in someone else's name must not carry the sender's site into our email.
 */
export function emailContextFromEnv(env: Env): EmailContext {
  return { studio: studioFromEnv(env), origin: env.PUBLIC_URL?.replace(/\/$/, "") ?? "", notifyEmail: env.STUDIO_NOTIFY_EMAIL };
}
