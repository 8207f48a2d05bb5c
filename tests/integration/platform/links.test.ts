import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findLink, issueLink, minutesFromNow, openLink, revokeLinks, spendLink } from "~/lib/links/links.server";
import { newToken } from "~/lib/tokens.server";
import { createTestDatabase, type TestDatabase } from "../../support/database";

/*
 * The one links module (docs/decisions/0079): a link is issued with its token stored only hashed, opened by its kind
 * alone, refused as unknown, expired or used, and a one-time link is spent once however many ask at once.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");

describe("a link", () => {
  it("is stored only as its token's SHA-256, and opens its subject without being spent", async () => {
    const token = await issueLink(database.db, { kind: "sign-in", subject: "ada@example.com", singleUse: true, expiresAt: minutesFromNow(20) });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await database.sql`select kind, subject, token_hash, single_use, used_at from links where subject = 'ada@example.com'`;
    expect(stored).toEqual([{ kind: "sign-in", subject: "ada@example.com", token_hash: sha256(token), single_use: true, used_at: null }]);
    for (let n = 0; n < 2; n++) expect(await openLink(database.db, "sign-in", token)).toMatchObject({ outcome: "open", subject: "ada@example.com" });
  });

  it("opens nothing of another kind, nor a token never issued or of the wrong shape", async () => {
    const token = await issueLink(database.db, { kind: "sign-in", subject: "kind@example.com", singleUse: true, expiresAt: minutesFromNow(20) });
    expect(await openLink(database.db, "staff-invitation", token)).toEqual({ outcome: "unknown" });
    expect(await spendLink(database.db, "password-reset", token)).toEqual({ outcome: "unknown" });
    expect(await openLink(database.db, "sign-in", "A".repeat(43))).toEqual({ outcome: "unknown" });
    expect(await openLink(database.db, "sign-in", "not a token")).toEqual({ outcome: "unknown" });
    expect(await openLink(database.db, "sign-in", token)).toMatchObject({ outcome: "open" });
  });

  it("is refused as expired once its time has passed, opened or spent", async () => {
    const token = await issueLink(database.db, { kind: "sign-in", subject: "late@example.com", singleUse: true, expiresAt: minutesFromNow(20) });
    await database.sql`update links set expires_at = now() - interval '1 second' where subject = 'late@example.com'`;
    expect(await openLink(database.db, "sign-in", token)).toEqual({ outcome: "expired" });
    expect(await spendLink(database.db, "sign-in", token)).toEqual({ outcome: "expired" });
    expect((await database.sql`select used_at from links where subject = 'late@example.com'`)[0]!.used_at).toBeNull();
  });

  it("spent once, is refused as used after", async () => {
    const token = await issueLink(database.db, { kind: "sign-in", subject: "once@example.com", singleUse: true, expiresAt: minutesFromNow(20) });
    expect(await spendLink(database.db, "sign-in", token)).toMatchObject({ outcome: "open", subject: "once@example.com" });
    expect(await spendLink(database.db, "sign-in", token)).toEqual({ outcome: "used" });
    expect(await openLink(database.db, "sign-in", token)).toEqual({ outcome: "used" });
  });

  it("spent by ten requests at once, has one winner", async () => {
    const token = await issueLink(database.db, { kind: "sign-in", subject: "race@example.com", singleUse: true, expiresAt: minutesFromNow(20) });
    const answers = await Promise.all(Array.from({ length: 10 }, () => database.db.transaction((tx) => spendLink(tx, "sign-in", token))));
    expect(answers.filter((answer) => answer.outcome === "open")).toHaveLength(1);
    expect(answers.filter((answer) => answer.outcome === "used")).toHaveLength(9);
  });

  it("spent in a transaction that then fails, is still unused", async () => {
    const token = await issueLink(database.db, { kind: "sign-in", subject: "rollback@example.com", singleUse: true, expiresAt: minutesFromNow(20) });
    await expect(
      database.db.transaction(async (tx) => {
        await spendLink(tx, "sign-in", token);
        throw new Error("what the link was for failed");
      }),
    ).rejects.toThrow("what the link was for failed");
    expect(await openLink(database.db, "sign-in", token)).toMatchObject({ outcome: "open" });
  });

  it("long-lived, opens every time and has no expiry; its subject's links can be revoked", async () => {
    const first = await issueLink(database.db, { kind: "calendar-feed", subject: "member-1", singleUse: false });
    const second = await issueLink(database.db, { kind: "calendar-feed", subject: "member-1", singleUse: false });
    for (let n = 0; n < 3; n++) expect(await openLink(database.db, "calendar-feed", first)).toMatchObject({ outcome: "open", subject: "member-1" });
    await revokeLinks(database.db, "calendar-feed", "member-1");
    expect(await openLink(database.db, "calendar-feed", first)).toEqual({ outcome: "unknown" });
    expect(await openLink(database.db, "calendar-feed", second)).toEqual({ outcome: "unknown" });
  });

  it("issued to replace, leaves only the last one sent working", async () => {
    const older = await issueLink(database.db, { kind: "password-reset", subject: "member-2", singleUse: true, expiresAt: minutesFromNow(60), replaces: true });
    const newer = await issueLink(database.db, { kind: "password-reset", subject: "member-2", singleUse: true, expiresAt: minutesFromNow(60), replaces: true });
    expect(await openLink(database.db, "password-reset", older)).toEqual({ outcome: "unknown" });
    expect(await openLink(database.db, "password-reset", newer)).toMatchObject({ outcome: "open", subject: "member-2" });
  });

  it("found whatever its state, reads as stored: live, past its time or used; of another kind or never issued, nothing", async () => {
    const late = await issueLink(database.db, { kind: "review-request", subject: "request-1", singleUse: false, expiresAt: minutesFromNow(60) });
    await database.sql`update links set expires_at = now() - interval '1 second' where subject = 'request-1'`;
    expect(await openLink(database.db, "review-request", late)).toEqual({ outcome: "expired" });
    const found = await findLink(database.db, "review-request", late);
    expect(found).toMatchObject({ kind: "review-request", subject: "request-1", tokenHash: sha256(late), singleUse: false, usedAt: null });
    expect(found!.expiresAt!.getTime()).toBeLessThan(Date.now());
    const spent = await issueLink(database.db, { kind: "sign-in", subject: "found@example.com", singleUse: true, expiresAt: minutesFromNow(20) });
    await spendLink(database.db, "sign-in", spent);
    expect((await findLink(database.db, "sign-in", spent))!.usedAt).toBeInstanceOf(Date);
    expect(await findLink(database.db, "voucher-page", late)).toBeUndefined();
    expect(await findLink(database.db, "review-request", newToken())).toBeUndefined();
    expect(await findLink(database.db, "review-request", "not a token")).toBeUndefined();
  });

  it("of a kind not listed, or used while long-lived, is refused by the database", async () => {
    await expect(database.sql`insert into links (kind, subject, token_hash, single_use) values ('coupon', 'x', 'h1', false)`).rejects.toThrow(/links_kind_known/);
    await expect(database.sql`insert into links (kind, subject, token_hash, single_use, used_at) values ('manage', 'x', 'h2', false, now())`).rejects.toThrow(/links_used_once/);
  });
});
