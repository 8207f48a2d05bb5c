import { z } from "~/lib/zod";
import { defaultAttemptLimit, type FormLimits } from "~/lib/throttle.server";
import type { TwilioSettings } from "~/features/texts/index.server";

const rateLimit = z
  .string()
  .regex(/^\d+\/\d+$/, "must be COUNT/SECONDS, e.g. 10/600")
  .transform((value) => {
    const [count, seconds] = value.split("/").map(Number) as [number, number];
    return { count, seconds };
  })
  .refine((limit) => limit.count > 0 && limit.seconds > 0, "COUNT and SECONDS must be above zero");

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** Accepted (stored) submissions per client address and form (docs/decisions/0015). */
  RATE_LIMIT: rateLimit.prefault("10/600"),
  /** Every post to a public form, rejected ones too, per client address; unset, three times RATE_LIMIT. */
  FORM_ATTEMPT_LIMIT: rateLimit.optional(),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value): boolean | number | string => {
      if (value === undefined || value === "" || value === "false") return false;
      if (value === "true") return true;
      return /^\d+$/.test(value) ? Number(value) : value;
    }),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** How long a page that is the same for everyone is served from memory; 0 turns the cache off. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  BOOKING_BUFFER_MINUTES: z.coerce.number().int().min(0).max(240).default(15),
  BOOKING_LEAD_MINUTES: z.coerce.number().int().min(0).max(20_160).default(120),
  BOOKING_HORIZON_DAYS: z.coerce.number().int().min(1).max(365).default(56),
  BOOKING_HOLD_MINUTES: z.coerce.number().int().min(1).max(120).default(15),
  /** How long a freed time is held for the waiting client it is offered to (docs/decisions/0064). */
  WAITLIST_OFFER_MINUTES: z.coerce.number().int().min(5).max(24 * 60).default(30),
  /** How often the line of waiting clients is compared with the diary (docs/decisions/0064). */
  WAITLIST_OFFER_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
  /** How often the minute's sweeps run: lapsed holds, refund and payment checks, reminders, sessions. */
  SWEEP_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  /** How long a course bought as a package may be used, from its purchase (docs/decisions/0021). */
  COURSE_EXPIRY_MONTHS: z.coerce.number().int().min(1).max(60).default(12),
  /** Years a client's health answers are kept after her last visit, then erased by a sweep (docs/decisions/0059). */
  CONSULTATION_RETENTION_YEARS: z.coerce.number().int().min(1).max(20).default(8),
  /** Days a launched service is open only to its waitlist's early-access links; 0: no early access (docs/decisions/0020). */
  LAUNCH_EARLY_ACCESS_DAYS: z.coerce.number().int().min(0).max(60).default(7),
  /** A third-party scheduling page to embed on /book-appointment, for a studio that still wants one. */
  BOOKING_CALENDAR_EMBED_URL: z.url().optional(),
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_/, "must be a Stripe secret key (sk_...)").optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, "must be a Stripe publishable key (pk_...)").optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_/, "must be a Stripe webhook signing secret (whsec_...)").optional(),
  /** Only for a local stand-in of Stripe's API (tests, stripe-mock). */
  STRIPE_API_URL: z.url().optional(),
  STUDIO_NAME: optionalText,
  STUDIO_EMAIL: z.email().optional(),
  STUDIO_PHONE: optionalText,
  STUDIO_ADDRESS: optionalText,
  STUDIO_INSTAGRAM_URL: z.url().optional(),
  STUDIO_FACEBOOK_URL: z.url().optional(),
  /** The studio's public review page (Google, Trustpilot…), linked from review requests (docs/decisions/0065). */
  REVIEW_PAGE_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// address" }).optional(),
  /** Without it, emails wait in the outbox (DESIGN section 6); server/mailer.server.ts explains the TLS rules. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, hostname: /./, error: "must be an smtp:// or smtps:// URL with a host" }).optional(),
  /** The From of every email; unset, the studio's name and email. */
  MAIL_FROM: optionalText,
  /** Where notices of new bookings and inquiries go; unset, the studio's email. */
  STUDIO_NOTIFY_EMAIL: z.email().optional(),
  OUTBOX_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(5000),
  /** Texts through Twilio (docs/decisions/0063): the account and its auth token, and a sender; unset, texts wait in text_outbox. */
  TWILIO_ACCOUNT_SID: z.string().regex(/^AC[0-9a-fA-F]{32}$/, "must be a Twilio Account SID (AC followed by 32 hex digits)").optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16, "must be the account's auth token").optional(),
  TWILIO_FROM: z.string().regex(/^\+[1-9]\d{6,14}$/, "must be a number of the account in E.164 (+447…)").optional(),
  TWILIO_MESSAGING_SERVICE_SID: z.string().regex(/^MG[0-9a-fA-F]{32}$/, "must be a Messaging Service SID (MG followed by 32 hex digits)").optional(),
  /** Only for a local stand-in of Twilio's API (the tests'). */
  TWILIO_API_URL: z.url().optional(),
});

const stripeKeys = ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"] as const;

const twilioKeys = ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN"] as const;

const checkedEnvSchema = envSchema.superRefine((env, context) => {
  const twilioSet = twilioKeys.some((key) => env[key] !== undefined) || env.TWILIO_FROM !== undefined || env.TWILIO_MESSAGING_SERVICE_SID !== undefined;
  if (twilioSet) {
    for (const key of twilioKeys.filter((key) => env[key] === undefined)) {
      context.addIssue({ code: "custom", path: [key], message: "set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and a sender together, or none" });
    }
    if (env.TWILIO_FROM === undefined && env.TWILIO_MESSAGING_SERVICE_SID === undefined) {
      context.addIssue({ code: "custom", path: ["TWILIO_FROM"], message: "set TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID: who the texts come from" });
    }
  }
  const set = stripeKeys.filter((key) => env[key] !== undefined);
  if (set.length > 0 && set.length < stripeKeys.length) {
    for (const key of stripeKeys.filter((key) => env[key] === undefined)) {
      context.addIssue({ code: "custom", path: [key], message: "set all three Stripe keys, or none for demo payments" });
    }
  }
});

export type Env = z.infer<typeof envSchema>;

/** Twilio's settings when texts can be sent: the account, its token and one sender; undefined otherwise. */
export function twilioFromEnv(env: Env): TwilioSettings | undefined {
  if (!env.TWILIO_ACCOUNT_SID || !env.TWILIO_AUTH_TOKEN || !(env.TWILIO_FROM || env.TWILIO_MESSAGING_SERVICE_SID)) return undefined;
  return {
    accountSid: env.TWILIO_ACCOUNT_SID,
    authToken: env.TWILIO_AUTH_TOKEN,
    ...(env.TWILIO_MESSAGING_SERVICE_SID ? { messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID } : { from: env.TWILIO_FROM! }),
    ...(env.TWILIO_API_URL ? { apiUrl: env.TWILIO_API_URL } : {}),
  };
}

/** The public forms' two caps, as configured. */
export function formLimitsFromEnv(env: Pick<Env, "RATE_LIMIT" | "FORM_ATTEMPT_LIMIT">): FormLimits {
  return { stored: env.RATE_LIMIT, attempts: env.FORM_ATTEMPT_LIMIT ?? defaultAttemptLimit(env.RATE_LIMIT) };
}

export class InvalidEnvironmentError extends Error {}

/** Parses the environment once at start-up; a bad value stops the server with a message naming it. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // Empty strings (VAR= in a .env file) mean "not set".
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = checkedEnvSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new InvalidEnvironmentError(`Invalid environment:\n${lines.join("\n")}`);
  }
  return result.data;
}
