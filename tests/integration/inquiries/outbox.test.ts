import { Writable } from "node:stream";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { defaultStudio } from "~/content/studio";
import { bookings } from "~/db/schema.server";
import { bookingReceivedEmail, paymentReceivedEmail } from "~/features/booking/emails/booking-emails";
import { studioInquiryNotice } from "~/features/inquiries/inquiry-emails";
import { type EmailMessage } from "~/features/mail";
import { retryDelaySeconds } from "~/lib/jobs/retry-policy";
import { startJobs } from "~/lib/jobs/jobs.server";
import {
  enqueueEmail,
  messageRetryPolicy,
  resendEmail,
  sendDueEmails,
  UNDELIVERABLE,
  type OutboxMessage,
} from "~/features/mail/outbox.server";
import { createSmtpSender, defaultMailFrom, deliverDueEmails, outboxJobs, smtpOptions, type SmtpSender } from "~/server/mailer.server";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { startSmtpServer, type TestSmtpServer } from "../../support/smtp";

const context = { studio: defaultStudio, origin: "https://studio.example" };
const silent = pino({ level: "silent" });

let database: TestDatabase;
let smtp: TestSmtpServer;
let sender: SmtpSender;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpServer();
  sender = createSmtpSender(smtp.url, defaultMailFrom(defaultStudio));
});
afterAll(async () => {
  sender.close();
  await smtp.close();
  await database.drop();
});
beforeEach(async () => {
  // Each test starts with an empty outbox and inbox, so a leftover message can never be counted twice.
  await database.sql`delete from outbox`;
  smtp.received.length = 0;
});

let noteCount = 0;
function note(subjectTag = "note"): EmailMessage {
  noteCount += 1;
  return studioInquiryNotice(
    { type: "contact", name: `Client ${subjectTag} ${noteCount}`, email: `client${noteCount}@example.com`, message: "Hello, a question for you." },
    context,
  );
}

const rowOf = async (id: string) =>
  (
    await database.sql<
      { status: string; attempts: number; last_error: string | null; next_attempt_at: Date; sent_at: Date | null }[]
    >`select status, attempts, last_error, next_attempt_at, sent_at from outbox where id = ${id}`
  )[0]!;

async function insertBooking() {
  const [booking] = await database.db
    .insert(bookings)
    .values({
      name: "Amelia Hart",
      email: "amelia@example.com",
      phone: "07700 900123",
      service: "Dream Shade, Brow Lift",
      items: [
        { id: "henna-brows", type: "service", name: "Dream Shade", pricePence: 3500, durationMinutes: 60 },
        { id: "brow-lift", type: "service", name: "Brow Lift", pricePence: 5500, durationMinutes: 80 },
      ],
      totalPence: 9000,
      startsAt: new Date("2026-03-30T09:00:00Z"),
      endsAt: new Date("2026-03-30T11:20:00Z"),
      blockedUntil: new Date("2026-03-30T11:35:00Z"),
      paymentStatus: "paid",
      paidAt: new Date("2026-03-20T18:45:00Z"),
    })
    .returning();
  return booking!;
}

/** Reads the London start of a calendar file the way a calendar would: unfold, then find DTSTART. */
function calendarStart(ics: string): string | undefined {
  return /^DTSTART;TZID=Europe\/London:(\d{8}T\d{6})$/m.exec(ics.replace(/\r\n[ \t]/g, "").replace(/\r\n/g, "\n"))?.[1];
}

describe("the worker and SMTP", () => {
  it("delivers a booking's emails with the right recipient, subject, times, amounts and calendar file", async () => {
    const booking = await insertBooking();
    const received = await database.db.transaction(async (tx) => enqueueEmail(tx, bookingReceivedEmail(booking, context)!, { bookingId: booking.id }));
    const receipt = await enqueueEmail(database.db, paymentReceivedEmail(booking, context)!, { bookingId: booking.id });

    const worker = await startJobs({ databaseUrl: database.url, db: database.db, logger: silent, jobs: outboxJobs({ db: database.db, send: sender.send, logger: silent }, { intervalMs: 50 }) });
    try {
      await smtp.waitFor(2);
    } finally {
      await worker.stop();
    }

    const bySubject = (prefix: string) => smtp.received.find(({ mail }) => mail.subject?.startsWith(prefix))!;
    const confirmation = bySubject("Booking received");
    expect(confirmation.envelope).toEqual({ from: "hello@sculpteddreams.studio", to: ["amelia@example.com"] });
    expect(confirmation.mail.from?.text).toBe('"Sculpted Dreams Studio" <hello@sculpteddreams.studio>');
    expect(confirmation.mail.subject).toBe("Booking received: Dream Shade and Brow Lift on Monday 30 March 2026 at 10:00");
    expect(confirmation.mail.text).toContain("When: Monday 30 March 2026 at 10:00");
    expect(confirmation.mail.text).toContain("Duration: 2 hours 20 minutes");
    expect(confirmation.mail.text).toContain("Total: £90.00");
    expect(confirmation.mail.html).toContain("Monday 30 March 2026 at 10:00");
    expect(confirmation.mail.headers.get("x-outbox-id")).toBe(received.id);
    // A client's own email is answered to the studio itself.
    expect(confirmation.mail.replyTo).toBeUndefined();

    const [ics] = confirmation.mail.attachments;
    expect(ics).toMatchObject({ filename: "appointment.ics", contentType: "text/calendar" });
    expect(calendarStart(ics!.content.toString("utf8"))).toBe("20260330T100000");

    const paid = bySubject("Payment received");
    expect(paid.mail.subject).toBe(`Payment received: £90.00 (booking ${booking.id.replace(/-/g, "").slice(0, 8).toUpperCase()})`);
    expect(paid.mail.text).toContain("Date paid: Friday 20 March 2026 at 18:45");

    for (const id of [received.id, receipt.id]) {
      const row = await rowOf(id);
      expect(row).toMatchObject({ status: "sent", attempts: 0, last_error: null });
      expect(row.sent_at).toBeInstanceOf(Date);
    }
    const [link] = await database.sql`select count(*)::int as n from outbox where booking_id = ${booking.id}`;
    expect(link!.n).toBe(2);
  });

  it("never offers SMTP an erased client's address (the .invalid domain): the message fails with the reason", async () => {
    const erased = await enqueueEmail(database.db, { ...note("erased"), to: "erased-5f0c@invalid" });
    const kept = await enqueueEmail(database.db, note("kept"));
    const report = await sendDueEmails(database.db, sender.send);
    expect(report).toMatchObject({ picked: 2, sent: 1, failed: 1 });
    expect(await rowOf(erased.id)).toMatchObject({ status: "failed", attempts: 0, last_error: UNDELIVERABLE });
    expect(smtp.received.map(({ envelope }) => envelope.to)).toEqual([[note("x").to]]);
    expect((await rowOf(kept.id)).status).toBe("sent");
  });

  it("keeps messages pending while SMTP is down and sends them once it is back and they are due", async () => {
    const { id } = await enqueueEmail(database.db, note("outage"));
    await smtp.stop();
    try {
      const failed = await sendDueEmails(database.db, sender.send);
      expect(failed).toMatchObject({ picked: 1, sent: 0, retrying: 1, failed: 0 });
      const row = await rowOf(id);
      expect(row.status).toBe("pending");
      expect(row.attempts).toBe(1);
      expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
      expect(row.last_error).toBe(row.last_error!.trim());
      expect(row.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 20_000);

      // Not due yet: nothing is tried.
      expect(await sendDueEmails(database.db, sender.send)).toMatchObject({ picked: 0 });
    } finally {
      await smtp.start();
    }
    expect(await sendDueEmails(database.db, sender.send)).toMatchObject({ picked: 0 });
    const later = new Date(Date.now() + 31_000);
    expect(await sendDueEmails(database.db, sender.send, { now: later })).toMatchObject({ picked: 1, sent: 1 });
    const [delivered] = await smtp.waitFor(1);
    expect(delivered!.mail.subject).toMatch(/^New message from Client outage/);
    // Staff answer the studio's notice straight to the client who wrote.
    expect(delivered!.mail.replyTo?.text).toMatch(/^client\d+@example\.com$/);
    expect(await rowOf(id)).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("never sends one message twice when two workers run at once (SKIP LOCKED)", async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 6; i += 1) ids.add((await enqueueEmail(database.db, note("parallel"))).id);

    // Each worker holds its batch until both have one: with plain FOR UPDATE the second would wait on the first's
    // locks instead, and the barrier would time out.
    const sentBy: Record<"a" | "b", string[]> = { a: [], b: [] };
    let release!: () => void;
    const bothStarted = new Promise<void>((resolve) => (release = resolve));
    const started = new Set<string>();
    const worker = (name: "a" | "b") => async (message: OutboxMessage) => {
      started.add(name);
      if (started.size === 2) release();
      await Promise.race([
        bothStarted,
        new Promise((_, reject) => setTimeout(() => reject(new Error("the other worker never got a batch")), 3000)),
      ]);
      sentBy[name].push(message.id);
    };

    const [a, b] = await Promise.all([
      sendDueEmails(database.db, worker("a"), { batchSize: 3 }),
      sendDueEmails(database.db, worker("b"), { batchSize: 3 }),
    ]);
    expect(a).toMatchObject({ picked: 3, sent: 3 });
    expect(b).toMatchObject({ picked: 3, sent: 3 });
    const all = [...sentBy.a, ...sentBy.b];
    expect(all).toHaveLength(6);
    expect(new Set(all)).toEqual(ids);
    const [sent] = await database.sql<{ n: number }[]>`select count(*)::int as n from outbox where status = 'sent'`;
    expect(sent!.n).toBe(6);
  });

  it("backs off from 30 seconds to an hour, gives up after 10 attempts, and resendEmail brings it back", async () => {
    const { id } = await enqueueEmail(database.db, note("doomed"));
    const refuse = async () => {
      throw new Error(`  550 mailbox unavailable ${"x".repeat(2000)}  \n`);
    };
    // PostgreSQL stamps the row in microseconds; a JavaScript date of the same millisecond can fall just before it.
    let now = new Date(Date.now() + 1000);
    const delays: number[] = [];
    for (let attempt = 1; attempt <= messageRetryPolicy.maxAttempts; attempt += 1) {
      const report = await sendDueEmails(database.db, refuse, { now });
      expect(report.picked).toBe(1);
      const row = await rowOf(id);
      expect(row.attempts).toBe(attempt);
      if (attempt < messageRetryPolicy.maxAttempts) {
        expect(row.status).toBe("pending");
        delays.push((row.next_attempt_at.getTime() - now.getTime()) / 1000);
        // One second too early: not due.
        expect(await sendDueEmails(database.db, refuse, { now: new Date(row.next_attempt_at.getTime() - 1000) })).toMatchObject({ picked: 0 });
        now = row.next_attempt_at;
      } else {
        expect(report).toMatchObject({ failed: 1, retrying: 0 });
        expect(row.status).toBe("failed");
        expect(row.last_error!.startsWith("550 mailbox unavailable")).toBe(true);
        expect(row.last_error!.length).toBe(1000);
      }
    }
    expect(delays).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
    expect(delays).toEqual(delays.map((_, index) => retryDelaySeconds(messageRetryPolicy, index + 1)));

    // A failed message is never picked again on its own, however late it gets.
    expect(await sendDueEmails(database.db, sender.send, { now: new Date(Date.now() + 86_400_000) })).toMatchObject({ picked: 0 });

    expect(await resendEmail(database.db, id)).toBe(true);
    expect(await rowOf(id)).toMatchObject({ status: "pending", attempts: 0 });
    expect(await resendEmail(database.db, id)).toBe(false);
    expect(await resendEmail(database.db, "not-a-message")).toBe(false);
    expect(await sendDueEmails(database.db, sender.send)).toMatchObject({ sent: 1 });
    await smtp.waitFor(1);
    expect(await rowOf(id)).toMatchObject({ status: "sent" });

    // A sent message can be sent again too (a client who lost it).
    expect(await resendEmail(database.db, id)).toBe(true);
    expect(await rowOf(id)).toMatchObject({ status: "pending", sent_at: null });
  });

  it("stopping the queue waits for a send in flight, and the sender logs failures without the recipient", async () => {
    const slow = await enqueueEmail(database.db, note("slow"));
    let started!: () => void;
    const inFlight = new Promise<void>((resolve) => (started = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const lines: string[] = [];
    const logger = pino({ level: "info" }, new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) }));
    const send = async (message: OutboxMessage) => {
      started();
      await gate;
      await sender.send(message);
    };
    const worker = await startJobs({ databaseUrl: database.url, db: database.db, logger: silent, jobs: outboxJobs({ db: database.db, send, logger }, { intervalMs: 100 }) });
    // Stopped while its send is held open, then let go: stop() answers only once the run has finished.
    await inFlight;
    const stopping = worker.stop();
    release();
    await stopping;
    expect(await rowOf(slow.id)).toMatchObject({ status: "sent" });
    expect(lines.some((line) => line.includes('"sent":1'))).toBe(true);

    const broken = await enqueueEmail(database.db, note("broken"));
    await deliverDueEmails({
      db: database.db,
      logger,
      send: async () => {
        throw new Error("421 try later");
      },
    });
    const warning = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((entry) => entry.outboxId === broken.id);
    expect(warning).toMatchObject({ level: 40, kind: "studio-inquiry", attempts: 1, error: "421 try later" });
    expect(JSON.stringify(warning)).not.toContain("@example.com");
  });
});

describe("smtpOptions", () => {
  it("uses TLS from the start for smtps:// and requires STARTTLS for a remote smtp://", () => {
    expect(smtpOptions("smtps://user:p%40ss@smtp.example.com")).toMatchObject({
      host: "smtp.example.com",
      port: 465,
      secure: true,
      ignoreTLS: false,
      auth: { user: "user", pass: "p@ss" },
    });
    expect(smtpOptions("smtp://user:pass@smtp.example.com")).toMatchObject({ port: 587, secure: false, requireTLS: true, ignoreTLS: false });
  });

  it("skips STARTTLS only for this machine or when the URL says ?ignoreTLS=true", () => {
    expect(smtpOptions("smtp://localhost:1025")).toMatchObject({ port: 1025, ignoreTLS: true, requireTLS: false, auth: undefined });
    expect(smtpOptions("smtp://[::1]:25")).toMatchObject({ host: "::1", ignoreTLS: true });
    expect(smtpOptions("smtp://127.0.0.1:25?ignoreTLS=false")).toMatchObject({ ignoreTLS: false, requireTLS: true });
    expect(smtpOptions("smtp://relay.internal:25?ignoreTLS=true")).toMatchObject({ ignoreTLS: true, requireTLS: false });
  });
});
