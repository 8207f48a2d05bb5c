import type { Database } from "~/db/client.server";
import type { Payments } from "~/server/api/booking-routes.server";
import { emailContextFromEnv } from "~/server/email-context.server";
import type { Env } from "~/server/env.server";
import { createDemoProvider, createStripeProvider } from "~/features/payments/index.server";

/** Stripe when its keys are set (all three, checked at start-up), else the demo provider (DESIGN section 4). */
export function paymentsFromEnv(env: Env, db: Database): Payments {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET) {
    return createStripeProvider({
      secretKey: env.STRIPE_SECRET_KEY,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      apiUrl: env.STRIPE_API_URL,
    });
  }
  return createDemoProvider(db, emailContextFromEnv(env));
}
