import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { defaultStudio } from "~/features/studio";
import { issueUnsubscribeToken } from "~/features/inquiries/unsubscribe/unsubscribe.server";
import { listWaitlist } from "~/features/inquiries/index.server";
import { builtServer } from "../../support/built-server";
import type { ReceivedMail } from "../../support/smtp";

/*
 * Waitlist mail's unsubscribe link (docs/decisions/0015) against the built server, its outbox worker and a real
 * SMTP server: the headers every email carries, the link and its one-click POST, and what is stored.
 */
const NAME = "Zoë O'Brien, Jr";
const server = builtServer({ RATE_LIMIT: "10000/60", LOG_LEVEL: "error" }, undefined, { origin: "https://studio.example" });

const signUp = (email: string, service = "the-glow-lift") => ({ name: NAME, email, phone: "07700 900456", service, interestedInModeling: "no" });
const join = (body: unknown) =>
  fetch(`${server.baseUrl}/api/waitlist`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
const page = (token: string, init?: RequestInit) => fetch(`${server.baseUrl}/unsubscribe/${token}`, { redirect: "manual", ...init });
const oneClick = (token: string) =>
  page(token, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" });

async function mailTo(address: string, kind: "waitlist-welcome" | "studio", from = 0): Promise<ReceivedMail> {
  for (let count = from + 1; ; count++) {
    const mails = await server.smtp.waitFor(count);
    const found = mails.slice(from).find(({ envelope, mail }) => envelope.to.includes(address) && (kind === "studio" || mail.subject?.startsWith("Welcome")));
    if (found) return found;
  }
}

async function entry(email: string) {
  const [row] = (await server.database.sql`select id, unsubscribed_at from waitlist where email = ${email}`) as unknown as [{ id: string; unsubscribed_at: Date | null }];
  return row;
}

/** A header as sent, unfolded (mailparser files List-* headers under "list"). */
const header = ({ mail }: ReceivedMail, key: string) =>
  mail.headerLines.find((line) => line.key === key)?.line.slice(key.length + 1).replace(/\r?\n\s+/g, " ").trim();

/** React escapes the apostrophe. */
const unsubscribed = /<h1 [^>]*>You(?:'|&#x27;)re unsubscribed<\/h1>/;

const tokenIn = (mail: ReceivedMail) => /\/unsubscribe\/([A-Za-z0-9_-]{43})>$/.exec(header(mail, "list-unsubscribe") ?? "")![1]!;

describe("the waitlist welcome", () => {
  let welcome: ReceivedMail;
  let notice: ReceivedMail;
  beforeAll(async () => {
    const before = server.smtp.received.length;
    expect((await join(signUp("zoe@example.com"))).status).toBe(201);
    welcome = await mailTo("zoe@example.com", "waitlist-welcome", before);
    notice = await mailTo(defaultStudio.email, "studio", before);
  });

  it("carries List-Unsubscribe with one-click POST (RFC 8058) and the same link in its text and HTML", () => {
    const listUnsubscribe = header(welcome, "list-unsubscribe")!;
    expect(listUnsubscribe).toMatch(/^<https:\/\/studio\.example\/unsubscribe\/[A-Za-z0-9_-]{43}>$/);
    expect(header(welcome, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const url = listUnsubscribe.slice(1, -1);
    expect(welcome.mail.text).toContain(`Unsubscribe: ${url}`);
    expect(welcome.mail.html).toContain(`href="${url}"`);
    // The studio's own notice is not marketing: no unsubscribe.
    expect(header(notice, "list-unsubscribe")).toBeUndefined();
  });

  it("marks every email automatic (RFC 3834) and names its recipient in To, encoded", () => {
    for (const { mail } of [welcome, notice]) expect(mail.headers.get("auto-submitted")).toBe("auto-generated");
    expect(welcome.mail.to).toMatchObject({ value: [{ name: NAME, address: "zoe@example.com" }] });
    const toLine = welcome.mail.headerLines.find((line) => line.key === "to")!.line;
    // Non-ASCII is RFC 2047-encoded; the comma cannot split the mailbox in two.
    expect(toLine).toMatch(/^To: =\?UTF-8\?[QB]\?/i);
    expect(toLine).toContain("<zoe@example.com>");
    expect(notice.mail.to).toMatchObject({ value: [{ name: defaultStudio.name, address: defaultStudio.email }] });
  });

  it("stores only the token's hash, never the working link", async () => {
    const token = tokenIn(welcome);
    const hash = createHash("sha256").update(token).digest("hex");
    const links = await server.database.sql`select token_hash from links where kind = 'unsubscribe'`;
    expect(links.map((row) => row.token_hash)).toContain(hash);
    const leaks = await server.database.sql`select id from outbox where text like ${`%${token}%`} or html like ${`%${token}%`}`;
    expect(leaks).toHaveLength(0);
  });

  it("opens a page that asks, with a button that posts, and a GET changes nothing", async () => {
    const token = tokenIn(welcome);
    for (let n = 0; n < 2; n++) {
      const answer = await page(token);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
      const html = await answer.text();
      expect(html).toContain("Unsubscribe from the waitlist?");
      expect(html).toContain("zo•••@example.com");
      expect(html).toContain("The Glow Lift");
      expect(html).not.toContain("zoe@example.com");
      expect(html).toMatch(new RegExp(`<form [^>]*action="/unsubscribe/${token}" method="post"><button type="submit"[^>]*>Unsubscribe</button>`));
      expect(html).toMatch(/<meta name="robots" content="noindex"/);
    }
    expect((await page(token, { method: "HEAD" })).status).toBe(200);
    expect((await entry("zoe@example.com")).unsubscribed_at).toBeNull();
  });

  it("unsubscribes with one click (POST), once, and the staff list shows it", async () => {
    const token = tokenIn(welcome);
    const answer = await oneClick(token);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toMatch(unsubscribed);
    const { id, unsubscribed_at: at } = await entry("zoe@example.com");
    expect(at).toBeInstanceOf(Date);

    const again = await page(token, { method: "POST" });
    expect(again.status).toBe(200);
    expect((await entry("zoe@example.com")).unsubscribed_at).toEqual(at);
    expect(await (await page(token)).text()).toMatch(unsubscribed);

    const staffView = (await listWaitlist(server.database.db)).find((row) => row.id === id);
    expect(staffView?.unsubscribedAt).toEqual(at);
  });

  it("answers a bad or unknown token with the 404 page, and a malformed address with 400, never a 500", async () => {
    const unknown = "A".repeat(43);
    for (const answer of [await page(unknown), await oneClick(unknown), await page("short"), await page(`${unknown}!`)]) {
      expect(answer.status).toBe(404);
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
      expect(await answer.text()).toContain("find that unsubscribe link");
    }
    for (const malformed of ["%00", `${"B".repeat(43)}%ff`]) expect((await page(malformed)).status).toBe(400);
    expect((await server.database.sql`select count(*)::int as n from waitlist where unsubscribed_at is not null`)[0]!.n).toBe(1);
  });
});

describe("after unsubscribing", () => {
  it("drops waitlist mail still queued, and a new sign-up turns the mail back on", async () => {
    await server.smtp.stop();
    try {
      expect((await join(signUp("queued@example.com", "inch-away"))).status).toBe(201);
      const { id } = await entry("queued@example.com");
      const [queued] = await server.database.sql`select count(*)::int as n from outbox where waitlist_id = ${id} and status = 'pending'`;
      expect(queued!.n).toBe(1);
      const token = await issueUnsubscribeToken(server.database.db, id);
      expect((await oneClick(token)).status).toBe(200);
      const [left] = await server.database.sql`select count(*)::int as n from outbox where waitlist_id = ${id}`;
      expect(left!.n).toBe(0);
    } finally {
      await server.smtp.start();
    }
    const before = server.smtp.received.length;
    expect((await join(signUp("queued@example.com", "inch-away"))).status).toBe(201);
    expect((await entry("queued@example.com")).unsubscribed_at).toBeNull();
    const welcomeBack = await mailTo("queued@example.com", "waitlist-welcome", before);
    expect(header(welcomeBack, "list-unsubscribe")).toMatch(/^<https:\/\/studio\.example\/unsubscribe\//);
  });
});
