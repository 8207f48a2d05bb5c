import { rm } from "node:fs/promises";
import type { Page } from "@playwright/test";
import postgres from "postgres";
import { runningEmbeddedUrl } from "~/db/embedded-postgres.server";
import { startFakeStripe } from "../support/fake-stripe";
import { fakeStripeJs } from "../support/fake-stripe-js";
import { startOwnServer } from "./own-server";

/**
 * The production build with Stripe configured (the shared e2e server has the demo provider), on a database of its
 * own, its Stripe API a local fake (tests/support/fake-stripe.ts) that sends it signed webhooks.
 */
export async function startStripeServer() {
  const fake = await startFakeStripe();
  const webhookSecret = "whsec_e2e_stand_in";
  // One folder per worker: a repeated or retried run may start a second server while the first still runs.
  const server = await startOwnServer(`stripe-${process.pid}`, () => ({
    STRIPE_SECRET_KEY: "sk_test_e2e",
    STRIPE_PUBLISHABLE_KEY: "pk_test_e2e",
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: fake.url,
  }));
  const { baseURL, dataDir } = server;
  fake.webhook = { url: `${baseURL}/api/stripe/webhook`, secret: webhookSecret };
  const sql = postgres((await runningEmbeddedUrl(dataDir))!, { max: 1, onnotice: () => undefined });
  return {
    baseURL,
    fake,
    /** The booking's payment as the database holds it. */
    async paymentStatus(bookingId: string) {
      const [row] = await sql<{ payment_status: string }[]>`select payment_status from bookings where id = ${bookingId}`;
      return row?.payment_status;
    },
    /** The latest membership of an address, as the database holds it (the Dreams Club's join). */
    async membershipStatus(email: string) {
      const [row] = await sql<{ status: string }[]>`select status from memberships where email = ${email} order by created_at desc limit 1`;
      return row?.status;
    },
    /**
     * Stripe's hosts in this page answered locally: Stripe.js by the stand-in, its API calls by the fake API. The
     * browser still applies the page's security policy first, so a host it does not allow never gets here.
     */
    async routeStripe(page: Page) {
      await page.route("https://js.stripe.com/**", (route) => route.fulfill({ contentType: "text/javascript", body: fakeStripeJs() }));
      await page.route("https://api.stripe.com/**", async (route) => {
        const url = new URL(route.request().url());
        await route.fulfill({ response: await route.fetch({ url: `${fake.url}${url.pathname}${url.search}` }) });
      });
    },
    async stop() {
      await sql.end();
      await server.stop();
      await fake.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
