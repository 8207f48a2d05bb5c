import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultStudio } from "~/content/studio";
import { studioInquiryNotice } from "~/features/inquiries/inquiry-emails";
import { enqueueEmail } from "~/features/mail/outbox.server";
import { enqueueText } from "~/features/texts/text-outbox.server";
import { bookingRequest, freshSlots } from "../../support/booking-data";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { startFakeTwilio, TEST_TWILIO_SID, TEST_TWILIO_TOKEN, type FakeTwilio } from "../../support/fake-twilio";
import { ensureBuilt, startServerProcess, type ServerProcess } from "../../support/server-process";
import { startSmtpServer, type TestSmtpServer } from "../../support/smtp";

/**
 * Issue 35: the background work survives a SIGKILL and runs once across instances. The built server is killed while
 * 50 emails, 10 texts and 3 refund retries are due, with an email in flight (the mail server holds its DATA
 * unanswered); back up, every one is done exactly once: each outbox row reaches the relay once, each text reaches
 * Twilio once, each refund is made once. Then two instances on the one database send each new email once.
 */
let database: TestDatabase;
let smtp: TestSmtpServer;
let twilio: FakeTwilio;
const servers: ServerProcess[] = [];
const slots = freshSlots({ minDays: 10 });

beforeAll(async () => {
  ensureBuilt();
  [database, smtp, twilio] = await Promise.all([createTestDatabase(), startSmtpServer(), startFakeTwilio()]);
}, 120_000);
afterAll(async () => {
  await Promise.all(servers.map((server) => (server.child.exitCode === null && server.child.signalCode === null ? server.stop("SIGTERM") : undefined)));
  await Promise.all([smtp?.close(), twilio?.close()]);
  await database?.drop();
});

const start = async () => {
  const server = await startServerProcess({
    DATABASE_URL: database.url,
    SMTP_URL: smtp.url,
    TWILIO_ACCOUNT_SID: TEST_TWILIO_SID,
    TWILIO_AUTH_TOKEN: TEST_TWILIO_TOKEN,
    TWILIO_FROM: "+447700900000",
    TWILIO_API_URL: twilio.url,
    OUTBOX_INTERVAL_MS: "200",
    SWEEP_INTERVAL_MS: "300",
    RATE_LIMIT: "100000/60",
  });
  servers.push(server);
  return server;
};

const note = (index: number) =>
  studioInquiryNotice({ type: "contact", name: `Client ${index}`, email: `client${index}@example.com`, message: "Hello, a question for you." }, { studio: defaultStudio, origin: "https://studio.example" });

/** How many times the relay took each outbox row (its X-Outbox-Id header). */
const deliveries = () => {
  const counts = new Map<string, number>();
  for (const { mail } of smtp.received) {
    const id = String(mail.headers.get("x-outbox-id"));
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
};

/** A paid booking through the API, as a client pays for one. */
async function paidBooking(server: ServerProcess, index: number): Promise<string> {
  const post = (path: string, body: unknown) => fetch(`${server.baseUrl}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const created = await post("/api/bookings", bookingRequest({ ...slots(), email: `refund-${index}@example.com`, items: [{ id: "cloud-wax", type: "service" }], patchTest: undefined }));
  expect(created.status, await created.clone().text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const { clientSecret } = (await (await post("/api/create-payment-intent", { bookingDetails: { bookingId: id } })).json()) as { clientSecret: string };
  expect((await post("/api/demo-payments/confirm", { clientSecret, cardNumber: "4242424242424242", expiry: "12/40", cvc: "123" })).status).toBe(200);
  return id;
}

describe("background work and a SIGKILL", () => {
  it("emails, texts and refund retries due when the server is killed are each done exactly once after it is back, and two instances send each email once", async () => {
    const first = await start();
    const bookingIds = [await paidBooking(first, 1), await paidBooking(first, 2), await paidBooking(first, 3)];
    // Their confirmations and receipts go first: what is due at the kill is what follows.
    await expect.poll(async () => (await database.sql`select count(*)::int as n from outbox where status <> 'sent'`)[0]!.n, { timeout: 20_000 }).toBe(0);
    const before = smtp.received.length;
    const [{ rowsBefore }] = (await database.sql`select count(*)::int as "rowsBefore" from outbox`) as unknown as [{ rowsBefore: number }];
    expect(rowsBefore).toBe(before);

    // The relay holds the 26th of the 50 unanswered, and the server is killed while it waits.
    const held = smtp.holdAfter(before + 25);
    await database.db.transaction(async (tx) => {
      for (let index = 1; index <= 50; index++) await enqueueEmail(tx, note(index));
      for (let index = 1; index <= 10; index++) await enqueueText(tx, { kind: "test-text", to: `+4477009001${String(index).padStart(2, "0")}`, body: `Text ${index} of 10` });
      // Refunds a crash left owed: pending, due, and older than the minute a first ask may still take.
      for (const [index, bookingId] of bookingIds.entries()) {
        await tx.execute(sql`
          insert into refunds (booking_id, amount_pence, reason, actor, provider, idempotency_key, status, created_at, next_attempt_at)
          values (${bookingId}, ${500 + index}, 'a crash came between', 'staff', 'demo', ${`crash-${randomBytes(8).toString("hex")}`}, 'pending', now() - interval '2 minutes', now())`);
      }
    });
    await held;
    expect((await first.stop("SIGKILL")).signal).toBe("SIGKILL");
    // The held message's connection died with the server: it was never taken, and goes again.
    await expect.poll(() => smtp.openConnections(), { timeout: 5_000 }).toBe(0);
    smtp.release();
    expect(smtp.received.length - before).toBe(25);

    await start();
    await expect
      .poll(
        async () => {
          const [{ emails, texts, refunds }] = (await database.sql`
            select (select count(*) from outbox where status <> 'sent')::int as emails,
                   (select count(*) from text_outbox where status <> 'sent')::int as texts,
                   (select count(*) from refunds where status <> 'succeeded')::int as refunds`) as unknown as [{ emails: number; texts: number; refunds: number }];
          return { emails, texts, refunds };
        },
        { timeout: 30_000, interval: 200 },
      )
      .toEqual({ emails: 0, texts: 0, refunds: 0 });

    const outboxIds = (await database.sql<{ id: string }[]>`select id from outbox`).map((row) => row.id);
    // Those before, the 50, and a receipt for each of the 3 refunds: every row reached the relay once.
    expect(outboxIds).toHaveLength(rowsBefore + 50 + 3);
    expect([...deliveries().entries()].filter(([, count]) => count !== 1)).toEqual([]);
    expect([...deliveries().keys()].sort()).toEqual([...outboxIds].sort());
    const texted = twilio.messages.filter((message) => message.body.startsWith("Text ")).map((message) => message.body);
    expect(texted.sort()).toEqual(Array.from({ length: 10 }, (_, index) => `Text ${index + 1} of 10`).sort());
    const made = await database.sql<{ payment_id: string; n: number }[]>`select payment_id, count(*)::int as n from demo_refunds group by payment_id`;
    expect(made.map((row) => row.n)).toEqual([1, 1, 1]);

    // Two instances on the one database: 30 new emails, each sent once between them.
    await start();
    await database.db.transaction(async (tx) => {
      for (let index = 51; index <= 80; index++) await enqueueEmail(tx, note(index));
    });
    await expect.poll(async () => (await database.sql`select count(*)::int as n from outbox where status <> 'sent'`)[0]!.n, { timeout: 20_000 }).toBe(0);
    expect(smtp.received.length).toBe(outboxIds.length + 30);
    expect([...deliveries().values()].every((count) => count === 1)).toBe(true);
  }, 120_000);
});
