import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createStaffUser } from "~/features/team/index.server";
import { builtServer } from "../../support/built-server";

/*
 * A member resets her own password (docs/decisions/0067), against the built server, its outbox worker and a real
 * SMTP server: the form answers the same whether or not the address is a member's; the link is made as the email is
 * sent, stored hashed, and works once within the hour; the new password follows the staff rules; resetting ends every
 * session she had, and the old password stops working.
 */
const OLD = "lavender mews teapot";
const NEW = "copper kettle orchard";
const server = builtServer(
  { LOG_LEVEL: "error" },
  async (database) => {
    await createStaffUser(database.db, "ada", OLD);
    await createStaffUser(database.db, "bea", OLD);
    await database.sql`update staff_members set email = 'ada@example.com' where user_id = (select id from users where username = 'ada')`;
    await database.sql`update staff_members set email = 'bea@example.com', active = false where user_id = (select id from users where username = 'bea')`;
  },
  { origin: "https://studio.example" },
);
const sql = () => server.database.sql;

const signIn = (username: string, password: string) =>
  fetch(`${server.baseUrl}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username, password }) });
const get = (path: string) => fetch(`${server.baseUrl}${path}`, { redirect: "manual" });
const post = (path: string, fields: Record<string, string>) =>
  fetch(`${server.baseUrl}${path}`, { method: "POST", redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString() });
const text = (html: string) => html.replaceAll("&#x27;", "'");
const resetEmails = () => sql()<{ to: string }[]>`select "to" from outbox where kind = 'staff-password-reset' order by created_at`;
const sent = "If that address belongs to a member of the team with a staff account, we have emailed her a link to choose a new password.";

/** The link in the newest reset email sent to an address (after `seen` of them). */
async function linkMailedTo(address: string, seen = 0): Promise<string> {
  for (let count = 1; ; count++) {
    const mails = (await server.smtp.waitFor(count)).filter(({ envelope, mail }) => envelope.to.includes(address) && mail.subject?.startsWith("Reset your staff password"));
    if (mails.length > seen) return /https:\/\/studio\.example(\/admin\/password-reset\/[A-Za-z0-9_-]{43})/.exec(mails[seen]!.mail.text ?? "")![1]!;
  }
}

let cookie: string;
beforeAll(async () => {
  const login = await signIn("ada", OLD);
  expect(login.status).toBe(200);
  cookie = login.headers.get("set-cookie")!.split(";")[0]!;
}, 120_000);

describe("asking for a reset", () => {
  it("answers every address alike, and emails only an active member with an account, once in a short while", async () => {
    const bad = await post("/admin/password-reset", { email: "not an address" });
    expect(bad.status).toBe(400);
    expect(text(await bad.text())).toContain("Enter the email address the studio has for you");

    for (const email of ["nobody@example.com", "bea@example.com", "ADA@example.com", "ada@example.com"]) {
      const answer = await post("/admin/password-reset", { email });
      expect(answer.status, email).toBe(200);
      expect(text(await answer.text()), email).toContain(sent);
    }
    // Bea is deactivated, nobody is no one; Ada's second request came within minutes of her first.
    expect(await resetEmails()).toEqual([{ to: "ada@example.com" }]);
  });
});

describe("the link", () => {
  it("is stored only hashed, sets a new password once under the staff rules, and signs out every session", async () => {
    const link = await linkMailedTo("ada@example.com");
    const token = link.split("/").pop()!;
    expect(await sql()`select token_hash from links where kind = 'password-reset'`).toEqual([{ token_hash: createHash("sha256").update(token).digest("hex") }]);
    expect(await sql()`select id from outbox where text like ${`%${token}%`} or html like ${`%${token}%`}`).toHaveLength(0);

    const page = await get(link);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toContain("no-store");
    expect(text(await page.text())).toContain("who signs in as ada");
    expect((await get(link)).status).toBe(200);

    const mismatch = await post(link, { password: NEW, confirm: "copper kettle orchid" });
    expect(mismatch.status).toBe(400);
    expect(text(await mismatch.text())).toContain("The two passwords do not match.");
    const weak = await post(link, { password: "password1234", confirm: "password1234" });
    expect(weak.status).toBe(400);
    expect(text(await weak.text())).toContain("That password is too common");
    expect((await signIn("ada", OLD)).status).toBe(200);

    const done = await post(link, { password: NEW, confirm: NEW });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/admin/login?reset=ada");
    expect(text(await (await get("/admin/login?reset=ada")).text())).toContain("Your password has been changed and every other session signed out");

    expect((await fetch(`${server.baseUrl}/api/auth/me`, { headers: { cookie } })).status).toBe(401);
    expect((await signIn("ada", OLD)).status).toBe(401);
    expect((await signIn("ada", NEW)).status).toBe(200);
    expect(await sql()`select change from team_changes where change = 'password-reset'`).toEqual([{ change: "password-reset" }]);

    const again = await post(link, { password: "another long passphrase", confirm: "another long passphrase" });
    expect(again.status).toBe(410);
    expect(text(await again.text())).toContain("This link has been used.");
    expect((await signIn("ada", NEW)).status).toBe(200);
  });

  it("expires after its hour (410), and an unknown one is 404", async () => {
    await sql()`update staff_password_resets set created_at = now() - interval '1 hour'`;
    expect((await post("/admin/password-reset", { email: "ada@example.com" })).status).toBe(200);
    const link = await linkMailedTo("ada@example.com", 1);
    await sql()`update links set expires_at = now() - interval '1 minute' where kind = 'password-reset'`;
    const expired = await get(link);
    expect(expired.status).toBe(410);
    expect(text(await expired.text())).toContain("This link has expired");
    expect((await post(link, { password: "another long passphrase", confirm: "another long passphrase" })).status).toBe(410);
    expect((await get(`/admin/password-reset/${"x".repeat(43)}`)).status).toBe(404);
    expect((await signIn("ada", NEW)).status).toBe(200);
  });
});
