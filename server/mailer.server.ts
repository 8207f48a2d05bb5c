import { createTransport } from "nodemailer";
import type { SMTPPoolOptions } from "nodemailer/lib/smtp-pool";
import type { Studio } from "~/content/studio";
import type { Database } from "~/db/client.server";
import { sendDueEmails, type PrepareEmail, type SendEmail } from "~/features/mail/outbox.server";
import type { Logger } from "./logging/logger.server";
import { every, type JobDefinition } from "~/lib/jobs/jobs.server";
import { fillManageLinks } from "~/features/booking/index.server";
import { fillUnsubscribeLinks } from "~/features/inquiries/index.server";
import { fillSignInLinks } from "~/features/client-session/index.server";
import { fillEarlyAccessLinks } from "~/features/studio/index.server";
import { fillStaffInvitations } from "~/features/team/admin/index.server";
import { fillStaffPasswordResets } from "~/features/staff/passwords/password-resets.server";
import { sendDueTexts, type SendText } from "~/features/texts/index.server";
import { fillReviewLinks } from "~/features/reviews/index.server";

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/**
 * Connection options from SMTP_URL, e.g. smtps://user:pass@smtp.example.com or smtp://user:pass@host:587.
 * - smtps:// speaks TLS from the first byte (port 465 unless given).
 * - smtp:// (port 587 unless given) must upgrade with STARTTLS before any password is sent, except:
 *   - to this machine (localhost, 127.0.0.1, ::1), where local catchers and relays rarely have a certificate, so
 *     STARTTLS is skipped;
 *   - when the URL ends in ?ignoreTLS=true (a relay on a private network without TLS), which skips it anywhere;
 *     ?ignoreTLS=false turns the upgrade back on for a local server.
 */
export function smtpOptions(smtpUrl: string): SMTPPoolOptions & { pool: true } {
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  if (!secure && url.protocol !== "smtp:") throw new Error("SMTP_URL must start with smtp:// or smtps://");
  const flag = url.searchParams.get("ignoreTLS");
  const ignoreTLS = !secure && (flag === null ? LOOPBACK_HOSTS.has(url.hostname) : flag === "true");
  return {
    pool: true,
    maxConnections: 2,
    host: url.hostname.replace(/^\[|\]$/g, ""),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ignoreTLS,
    requireTLS: !secure && !ignoreTLS,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    // A mail server that hangs must not hold the outbox's row locks for minutes (nodemailer's defaults).
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  };
}

/** Where SMTP_URL points, without its password, for the logs. */
export function describeSmtpUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return `${url.protocol}//${url.host}`;
}

/** "Sculpted Dreams Studio" <hello@…>: the From of every email unless MAIL_FROM says otherwise. */
export function defaultMailFrom(studio: Studio): string {
  return `"${studio.name.replace(/["\\\r\n]/g, "")}" <${studio.email}>`;
}

/** Each email's last step before it goes: its manage, unsubscribe, early-access, sign-in, invitation, password-reset and review links get tokens issued now (0012, 0015, 0020, 0023, 0055, 0065, 0067). */
export const prepareEmail: PrepareEmail = async (db, message) =>
  fillReviewLinks(db, await fillStaffPasswordResets(db, await fillStaffInvitations(db, await fillSignInLinks(db, await fillEarlyAccessLinks(db, await fillUnsubscribeLinks(db, await fillManageLinks(db, message)))))));

export interface SmtpSender {
  send: SendEmail;
  /** Closes the pooled connections. */
  close(): void;
}

export function createSmtpSender(smtpUrl: string, from: string): SmtpSender {
  const transport = createTransport(smtpOptions(smtpUrl));
  return {
    async send(message) {
      await transport.sendMail({
        from,
        // nodemailer quotes or encodes the name (RFC 5322 / 2047) as it needs: "Zoë O'Brien, Jr" stays one mailbox.
        to: message.toName ? { name: message.toName, address: message.to } : message.to,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content })),
        // Every message is automatic (RFC 3834): vacation responders and the like must not answer it.
        headers: { ...message.headers, "Auto-Submitted": "auto-generated", "X-Outbox-Id": message.id },
      });
    },
    close: () => transport.close(),
  };
}

/** The outbox's senders: each only when its provider is set (without one, its messages wait in their outbox). */
export interface OutboxSenders {
  db: Database;
  send?: SendEmail;
  sendText?: SendText;
  prepare?: PrepareEmail;
  logger: Logger;
  batchSize?: number;
}

/** Sends every email that is due now, batch after batch while they come back full; logs each failure. */
export async function deliverDueEmails({ db, send, prepare, logger, batchSize = 10 }: OutboxSenders & { send: SendEmail }): Promise<void> {
  for (;;) {
    const report = await sendDueEmails(db, send, { batchSize, prepare });
    for (const failure of report.failures) {
      const details = { outboxId: failure.id, kind: failure.kind, attempts: failure.attempts, error: failure.error };
      if (failure.gaveUp) logger.error(details, "email failed for the last time; it waits for a resend");
      else logger.warn(details, "email not sent; will retry");
    }
    if (report.sent > 0) logger.info({ sent: report.sent }, "emails sent");
    if (report.picked < batchSize) return;
  }
}

/** Sends every text that is due now, as deliverDueEmails does. */
export async function deliverDueTexts({ db, sendText, logger, batchSize = 10 }: OutboxSenders & { sendText: SendText }): Promise<void> {
  for (;;) {
    const report = await sendDueTexts(db, sendText, { batchSize });
    for (const failure of report.failures) {
      const details = { textId: failure.id, kind: failure.kind, attempts: failure.attempts, error: failure.error };
      if (failure.gaveUp) logger.error(details, "text failed for the last time");
      else logger.warn(details, "text not sent; will retry");
    }
    if (report.sent > 0) logger.info({ sent: report.sent }, "texts sent");
    if (report.picked < batchSize) return;
  }
}

/**
 * The outbox as jobs of the one queue (docs/decisions/0077): every `intervalMs` one instance sends what is due. The
 * outbox rows stay the queue of messages and their retries: a row lock dies with a killed process's connection, so
 * the message in flight goes again at the next run, where a queue job held by a killed worker would wait hours.
 */
export function outboxJobs(senders: OutboxSenders, { intervalMs }: { intervalMs: number }): JobDefinition[] {
  const { send, sendText } = senders;
  return [
    ...(send ? [every(intervalMs, "send-emails", () => deliverDueEmails({ ...senders, send }))] : []),
    ...(sendText ? [every(intervalMs, "send-texts", () => deliverDueTexts({ ...senders, sendText }))] : []),
  ];
}
