import { describe, expect, it } from "vitest";
import { hashToken, newToken } from "~/lib/tokens.server";
import { builtServer } from "../../support/built-server";
import { migrateUpTo, type TestDatabase } from "../../support/database";

/*
 * Migration 0062 moves every kind's links into one table (docs/decisions/0079). A database as deployed before it gets
 * one link of each kind moved so far, made the old way (its own table, the token's SHA-256); the built server then
 * migrates it at start, and each link is followed through the real page and works as the day it was mailed, and a
 * one-time link already used is refused as it was.
 */
const signIn = { live: newToken(), used: newToken(), expired: newToken() };

async function asDeployedBefore0062(database: TestDatabase) {
  await migrateUpTo(database, "0062_links");
  const sql = database.sql;
  await sql`insert into account_sign_in_links (token_hash, email, expires_at) values (${hashToken(signIn.live)}, 'inbox@example.com', now() + interval '20 minutes')`;
  await sql`insert into account_sign_in_links (token_hash, email, expires_at, used_at) values (${hashToken(signIn.used)}, 'used@example.com', now() + interval '20 minutes', now())`;
  await sql`insert into account_sign_in_links (token_hash, email, expires_at) values (${hashToken(signIn.expired)}, 'late@example.com', now() - interval '1 minute')`;
}

const server = builtServer({ LOG_LEVEL: "error" }, asDeployedBefore0062);
const post = (path: string) =>
  fetch(`${server.baseUrl}${path}`, { method: "POST", redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "" });
const text = (html: string) => html.replaceAll("&#x27;", "'");

describe("links issued before migration 0062", () => {
  it("leave no table of their own behind", async () => {
    expect(await server.database.sql`select 1 from information_schema.tables where table_name = 'account_sign_in_links'`).toHaveLength(0);
  });

  it("a sign-in link still signs her in, once", async () => {
    const first = await post(`/account/sign-in/${signIn.live}`);
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe("/account");
    expect(first.headers.get("set-cookie")).toMatch(/^__Host-studio_account=[A-Za-z0-9_-]{43};/);
    expect(await server.database.sql`select 1 from account_sessions where email = 'inbox@example.com'`).toHaveLength(1);
    const again = await post(`/account/sign-in/${signIn.live}`);
    expect(again.status).toBe(410);
    expect(text(await again.text())).toContain("This sign-in link has already been used. Ask for a new one below.");
  });

  it("a sign-in link used before is refused as used, and an expired one as expired", async () => {
    const used = await post(`/account/sign-in/${signIn.used}`);
    expect(used.status).toBe(410);
    expect(text(await used.text())).toContain("This sign-in link has already been used. Ask for a new one below.");
    const expired = await post(`/account/sign-in/${signIn.expired}`);
    expect(expired.status).toBe(410);
    expect(text(await expired.text())).toContain("This sign-in link has expired: links work for 20 minutes.");
  });
});
