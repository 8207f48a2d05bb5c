import { spawn } from "node:child_process";
import { rm } from "node:fs/promises";
import { createServer } from "node:net";
import { expect, type Page } from "@playwright/test";
import postgres from "postgres";
import { runningEmbeddedUrl } from "~/db/embedded-postgres.server";
import { startFakeStripe } from "../support/fake-stripe";
import { fakeStripeJs } from "../support/fake-stripe-js";

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/**
 * The production build with Stripe configured (the shared e2e server has the demo provider), on a database of its
 * own, its Stripe API a local fake (tests/support/fake-stripe.ts) that sends it signed webhooks.
 */
export async function startStripeServer() {
  const buildDir = process.env.BUILD_DIR ?? "build";
  // One folder per worker: a repeated or retried run may start a second server while the first still runs.
  const dataDir = `${buildDir}/e2e-data-stripe-${process.pid}`;
  await rm(dataDir, { recursive: true, force: true });
  const fake = await startFakeStripe();
  const port = await freePort();
  const webhookSecret = "whsec_e2e_stand_in";
  const child = spawn(process.execPath, [`${buildDir}/server/main.js`], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      RATE_LIMIT: "1000/60",
      STRIPE_SECRET_KEY: "sk_test_e2e",
      STRIPE_PUBLISHABLE_KEY: "pk_test_e2e",
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: fake.url,
    },
    stdio: "ignore",
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await expect(async () => expect((await fetch(`${baseURL}/readyz`)).ok).toBe(true)).toPass({ timeout: 60_000 });
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
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      });
      await fake.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
