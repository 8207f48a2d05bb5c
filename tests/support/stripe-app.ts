import { startFakeStripe, type FakeStripe } from "./fake-stripe";
import { startTestApp, type TestApp } from "./test-app";

/**
 * The app with Stripe's keys against a fresh local stand-in of Stripe's API, whose signed events reach the app's
 * webhook as Stripe sends them. `env` adds to (or overrides) the keys and the generous form limit.
 */
export async function startStripeApp(webhookSecret: string, env: Record<string, string> = {}): Promise<{ fake: FakeStripe; app: TestApp; close(): Promise<void> }> {
  const fake = await startFakeStripe();
  const app = await startTestApp({
    RATE_LIMIT: "10000/60",
    STRIPE_SECRET_KEY: "sk_test_integration",
    STRIPE_PUBLISHABLE_KEY: "pk_test_integration",
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: fake.url,
    ...env,
  });
  fake.webhook = { url: `${app.baseUrl}/api/stripe/webhook`, secret: webhookSecret };
  return {
    fake,
    app,
    async close() {
      await app.close();
      await fake.close();
    },
  };
}
