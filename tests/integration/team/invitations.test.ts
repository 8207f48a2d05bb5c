import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createStaffUser } from "~/features/team/index.server";
import { builtServer } from "../../support/built-server";

/*
 * The owner invites a new member by email (issue 22 item 6, docs/decisions/0055), against the built server, its
 * outbox worker and a real SMTP server: the link is made as the email is sent and stored hashed, opening it changes
 * nothing, she chooses a username and password (the staff rules) once, and signs in; a new invitation retires the
 * old link; a used or expired link is 410, an unknown one 404.
 */
const PASSWORD = "lavender mews teapot";
const server = builtServer({ LOG_LEVEL: "error" }, (database) => createStaffUser(database.db, "ada", PASSWORD).then(() => undefined), { origin: "https://studio.example" });
const sql = () => server.database.sql;
let cookie: string;

beforeAll(async () => {
  const login = await fetch(`${server.baseUrl}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "ada", password: PASSWORD }) });
  cookie = login.headers.get("set-cookie")!.split(";")[0]!;
}, 120_000);

const api = (method: string, path: string, body?: unknown) =>
  fetch(`${server.baseUrl}${path}`, { method, headers: { cookie, "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
const get = (path: string) => fetch(`${server.baseUrl}${path}`, { redirect: "manual" });
const post = (path: string, fields: Record<string, string>) =>
  fetch(`${server.baseUrl}${path}`, { method: "POST", redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString() });
const text = (html: string) => html.replaceAll("&#x27;", "'");

/** The link in the newest invitation sent to an address (after `seen` invitations to it). */
async function linkMailedTo(address: string, seen = 0): Promise<string> {
  for (let count = 1; ; count++) {
    const mails = (await server.smtp.waitFor(count)).filter(({ envelope, mail }) => envelope.to.includes(address) && mail.subject?.startsWith("Your staff account"));
    if (mails.length > seen) return /https:\/\/studio\.example(\/admin\/invite\/[A-Za-z0-9_-]{43})/.exec(mails[seen]!.mail.text ?? "")![1]!;
  }
}

async function invite(name: string, email: string): Promise<{ id: string; link: string }> {
  const response = await api("POST", "/api/staff-members", { name, email, role: "practitioner", services: ["cloud-wax"] });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  return { id, link: await linkMailedTo(email) };
}

describe("an invitation", () => {
  it("is emailed with a one-time link stored only hashed; she sets her password and signs in as a practitioner", async () => {
    const { id, link } = await invite("Nia Okafor", "nia@example.com");
    const token = link.split("/").pop()!;
    expect(await sql()`select token_hash from links where kind = 'staff-invitation' and subject = ${id}`).toEqual([{ token_hash: createHash("sha256").update(token).digest("hex") }]);
    expect(await sql()`select id from outbox where text like ${`%${token}%`} or html like ${`%${token}%`}`).toHaveLength(0);

    const page = await get(link);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toContain("no-store");
    const html = text(await page.text());
    expect(html).toContain("Welcome, Nia Okafor");
    expect(html).toContain('value="nia"');
    // Opening it (a mail scanner would) spends nothing.
    expect((await get(link)).status).toBe(200);

    const mismatch = await post(link, { username: "nia", password: "copper kettle orchard", confirm: "copper kettle orchid" });
    expect(mismatch.status).toBe(400);
    expect(text(await mismatch.text())).toContain("The two passwords do not match.");
    const weak = await post(link, { username: "nia", password: "password1234", confirm: "password1234" });
    expect(weak.status).toBe(400);
    expect(text(await weak.text())).toContain("That password is too common");
    const taken = await post(link, { username: "ada", password: "copper kettle orchard", confirm: "copper kettle orchard" });
    expect(taken.status).toBe(409);
    expect(text(await taken.text())).toContain("That username is taken: choose another.");
    expect(await sql()`select user_id from staff_members where id = ${id}`).toEqual([{ user_id: null }]);

    const done = await post(link, { username: "Nia", password: "copper kettle orchard", confirm: "copper kettle orchard" });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/admin/login?joined=nia");
    expect(text(await (await get("/admin/login?joined=nia")).text())).toContain("Your account is ready: sign in with your new password.");
    const login = await fetch(`${server.baseUrl}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "nia", password: "copper kettle orchard" }) });
    expect(login.status).toBe(200);
    const me = await fetch(`${server.baseUrl}/api/auth/me`, { headers: { cookie: login.headers.get("set-cookie")!.split(";")[0]! } });
    expect(await me.json()).toMatchObject({ username: "nia", name: "Nia Okafor", role: "practitioner", staffMemberId: id });

    const again = await get(link);
    expect(again.status).toBe(410);
    expect(text(await again.text())).toContain("This invitation has been used");
    expect((await post(link, { username: "nia2", password: "copper kettle orchard", confirm: "copper kettle orchard" })).status).toBe(410);
    expect((await api("POST", `/api/staff-members/${id}/invitation`)).status).toBe(409);
  });

  it("sent again retires the link before it; an expired link is 410 and an unknown one 404", async () => {
    const { id, link: first } = await invite("Ruth Mensah", "ruth@example.com");
    const resent = await api("POST", `/api/staff-members/${id}/invitation`);
    expect(resent.status).toBe(202);
    expect(await resent.json()).toEqual({ sentTo: "ruth@example.com" });
    const second = await linkMailedTo("ruth@example.com", 1);
    expect(second).not.toBe(first);
    expect((await get(first)).status).toBe(404);
    expect((await get(second)).status).toBe(200);

    await sql()`update links set expires_at = now() - interval '1 minute' where kind = 'staff-invitation' and subject = ${id}`;
    const expired = await get(second);
    expect(expired.status).toBe(410);
    expect(text(await expired.text())).toContain("This invitation has expired");
    expect((await post(second, { username: "ruth", password: "copper kettle orchard", confirm: "copper kettle orchard" })).status).toBe(410);
    expect((await get(`/admin/invite/${"x".repeat(43)}`)).status).toBe(404);
    expect((await get("/admin/invite/short")).status).toBe(404);
  });

  it("stops working when the owner deactivates her before she joins", async () => {
    const { id, link } = await invite("Sam Reid", "sam@example.com");
    expect((await api("PATCH", `/api/staff-members/${id}`, { active: false })).status).toBe(200);
    expect((await get(link)).status).toBe(404);
    expect((await post(link, { username: "sam", password: "copper kettle orchard", confirm: "copper kettle orchard" })).status).toBe(404);
    expect(await sql()`select id from users where username = 'sam'`).toHaveLength(0);
  });
});
