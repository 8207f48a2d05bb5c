import { expect } from "@playwright/test";
import type { TestSmtpServer } from "../support/smtp";

/**
 * The account sign-in link in the email to `email` whose subject matches (the sign-in email, or the Dreams Club
 * welcome), once the outbox has sent it.
 */
export async function accountLinkIn(smtp: TestSmtpServer, email: string, subject: RegExp): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const mail = smtp.received.find((message) => message.envelope.to.includes(email) && subject.test(message.mail.subject ?? ""));
    link = mail?.mail.text?.match(/https?:\/\/[^\s]+\/account\/sign-in\/[A-Za-z0-9_-]{43}/)?.[0];
    expect(link).toBeDefined();
  }).toPass({ timeout: 20_000 });
  return link!;
}

export const welcomeSubject = /^Welcome to the Dreams Club/;
