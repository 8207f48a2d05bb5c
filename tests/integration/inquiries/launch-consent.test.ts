import { describe, expect, it } from "vitest";
import { createStaffUser } from "~/features/team/index.server";
import { builtServer } from "../../support/built-server";
import type { ReceivedMail } from "../../support/smtp";
import { accountCookie } from "../../support/members";

/*
 * Who a launch emails (docs/decisions/0037), against the built server, its outbox worker and a real SMTP server:
 * joining a waitlist asks for its launch news, so that email goes without a marketing tick, but never to someone who
 * withdrew after she asked; and a one-click unsubscribe (RFC 8058) from one launch email stops the next launch's.
 */
const server = builtServer({ RATE_LIMIT: "10000/60", LOG_LEVEL: "error", LAUNCH_EARLY_ACCESS_DAYS: "5" }, undefined, { origin: "https://studio.example" });

const call = (method: string, path: string, body?: unknown, cookie = "") =>
  fetch(`${server.baseUrl}${path}`, {
    method,
    redirect: "manual",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const join = (email: string, service: string, extra: object = {}) =>
  call("POST", "/api/waitlist", { name: "Nia Brooks", email, phone: "07700 900456", service, interestedInModeling: "no", ...extra });

async function staffCookie() {
  await createStaffUser(server.database.db, "ada", "lavender mews teapot");
  const login = await call("POST", "/api/auth/login", { username: "ada", password: "lavender mews teapot" });
  expect(login.status).toBe(200);
  return login.headers.get("set-cookie")!.split(";")[0]!;
}

const launchEmailsTo = async (service: string) =>
  (await server.database.sql<{ to: string }[]>`select o."to" from outbox o join waitlist w on w.id = o.waitlist_id where o.kind = 'early-access' and w.service = ${service}`)
    .map((row) => row.to)
    .sort();

const header = ({ mail }: ReceivedMail, key: string) =>
  mail.headerLines.find((line) => line.key === key)?.line.slice(key.length + 1).replace(/\r?\n\s+/g, " ").trim();

async function launchMailTo(address: string): Promise<ReceivedMail> {
  for (let count = 1; ; count++) {
    const mails = await server.smtp.waitFor(count);
    const found = mails.find(({ envelope, mail }) => envelope.to.includes(address) && mail.subject?.startsWith("Your early access"));
    if (found) return found;
  }
}

describe("a launch's emails", () => {
  it("go to those who asked and have not withdrawn since, and a one-click unsubscribe stops the next launch's", async () => {
    const staff = await staffCookie();
    // Asked for both launches' news, never ticked marketing: the news she asked for still comes.
    for (const service of ["the-glow-lift", "inch-away"]) {
      expect((await join("asked@example.com", service)).status).toBe(201);
      expect((await join("ticked@example.com", service, { marketingEmail: true })).status).toBe(201);
    }
    // Asked, then turned marketing emails off in her account: an objection covers the launch news too.
    expect((await join("withdrew@example.com", "the-glow-lift", { marketingEmail: true })).status).toBe(201);
    expect((await call("PUT", "/api/account/marketing", { marketingEmail: false }, await accountCookie(server, "withdrew@example.com", { production: true }))).status).toBe(200);
    // Turned marketing off first, then asked for this service's news: the later request stands.
    expect((await call("POST", "/api/contact", { name: "Nia Brooks", email: "late@example.com", message: "Hello, just a question.", marketingEmail: true })).status).toBe(201);
    expect((await call("PUT", "/api/account/marketing", {}, await accountCookie(server, "late@example.com", { production: true }))).status).toBe(200);
    expect((await join("late@example.com", "the-glow-lift")).status).toBe(201);

    expect((await call("PATCH", "/api/services/the-glow-lift", { state: "live" }, staff)).status).toBe(200);
    expect(await launchEmailsTo("the-glow-lift")).toEqual(["asked@example.com", "late@example.com", "ticked@example.com"]);

    // The email says how to stop and offers the one-click POST; the POST needs no confirmation.
    const mail = await launchMailTo("asked@example.com");
    const url = header(mail, "list-unsubscribe")!.slice(1, -1);
    expect(url).toMatch(/^https:\/\/studio\.example\/unsubscribe\/[A-Za-z0-9_-]{43}$/);
    expect(header(mail, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(mail.mail.text).toContain(`Unsubscribe: ${url}`);
    const oneClick = await fetch(`${server.baseUrl}${new URL(url).pathname}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    const [withdrawal] = await server.database.sql`select granted, source from marketing_consents where email = 'asked@example.com' order by created_at desc limit 1`;
    expect(withdrawal).toEqual({ granted: false, source: "unsubscribe" });

    expect((await call("PATCH", "/api/services/inch-away", { state: "live" }, staff)).status).toBe(200);
    expect(await launchEmailsTo("inch-away")).toEqual(["ticked@example.com"]);
  });
});
