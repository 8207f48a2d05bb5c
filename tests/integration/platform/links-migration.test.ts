import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createStaffUser } from "~/features/team/index.server";
import { seedServiceFacts } from "~/features/studio/index.server";
import { checkEarlyAccess } from "~/features/studio/launch/launches.server";
import { formatVoucherCode, voucherCodeFrom } from "~/features/vouchers/voucher-code";
import { sealCode } from "~/features/vouchers/voucher-seal.server";
import { hashVoucherCode } from "~/features/vouchers/vouchers.server";
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
const invitation = { live: newToken(), used: newToken() };
const reset = { live: newToken(), used: newToken() };
const unsubscribe = newToken();
const feed = newToken();
const withdraw = newToken();
const manage = newToken();
const earlyAccess = newToken();
const offer = { live: newToken(), lapsed: newToken() };
const OLD = "lavender mews teapot";
const NEW = "copper kettle orchard";

async function asDeployedBefore0062(database: TestDatabase) {
  await migrateUpTo(database, "0062_links");
  const sql = database.sql;
  await sql`insert into account_sign_in_links (token_hash, email, expires_at) values (${hashToken(signIn.live)}, 'inbox@example.com', now() + interval '20 minutes')`;
  await sql`insert into account_sign_in_links (token_hash, email, expires_at, used_at) values (${hashToken(signIn.used)}, 'used@example.com', now() + interval '20 minutes', now())`;
  await sql`insert into account_sign_in_links (token_hash, email, expires_at) values (${hashToken(signIn.expired)}, 'late@example.com', now() - interval '1 minute')`;

  const [nia, joined] = await sql<{ id: string }[]>`insert into staff_members (name, email, role) values ('Nia Okafor', 'nia@example.com', 'practitioner'), ('Ruth Bell', 'ruth@example.com', 'practitioner') returning id`;
  await sql`insert into staff_invitations (staff_member_id, token_hash, expires_at) values (${nia!.id}, ${hashToken(invitation.live)}, now() + interval '7 days')`;
  await sql`insert into staff_invitations (staff_member_id, token_hash, expires_at, used_at) values (${joined!.id}, ${hashToken(invitation.used)}, now() + interval '7 days', now())`;

  await createStaffUser(database.db, "ada", OLD);
  await createStaffUser(database.db, "bea", OLD);
  const [ada] = await sql<{ id: string }[]>`update staff_members set email = 'ada@example.com' where user_id = (select id from users where username = 'ada') returning id`;
  const [bea] = await sql<{ id: string }[]>`update staff_members set email = 'bea@example.com' where user_id = (select id from users where username = 'bea') returning id`;
  await sql`insert into staff_password_resets (staff_member_id, token_hash, expires_at) values (${ada!.id}, ${hashToken(reset.live)}, now() + interval '1 hour')`;
  await sql`update staff_members set feed_token_hash = ${hashToken(feed)} where id = ${ada!.id}`;
  await sql`insert into staff_password_resets (staff_member_id, token_hash, expires_at, used_at) values (${bea!.id}, ${hashToken(reset.used)}, now() + interval '1 hour', now())`;

  const [entry] = await sql<{ id: string }[]>`insert into waitlist (name, email, phone, service) values ('Zoe', 'zoe@example.com', '07700 900456', 'cloud-wax') returning id`;
  await sql`insert into unsubscribe_links (token_hash, waitlist_id) values (${hashToken(unsubscribe)}, ${entry!.id})`;

  const [booking] = await sql<{ id: string }[]>`
    insert into bookings (name, email, phone, service, status, payment_status, total_pence, starts_at, ends_at, blocked_until, paid_at)
    values ('Client', 'booked@example.com', '07700 900123', 'cloud-wax', 'confirmed', 'paid', 3500,
            now() + interval '9 days', now() + interval '9 days 1 hour', now() + interval '9 days 1 hour', now())
    returning id`;
  await sql`insert into manage_links (token_hash, booking_id) values (${hashToken(manage)}, ${booking!.id})`;

  await seedServiceFacts(database.db);
  const [launch] = await sql<{ id: string }[]>`insert into service_launches (slug, opens_at, actor) values ('the-glow-lift', now() + interval '7 days', 'ada') returning id`;
  const [invited] = await sql<{ id: string }[]>`insert into waitlist (name, email, phone, service) values ('Ivy', 'ivy@example.com', '07700 900457', 'the-glow-lift') returning id`;
  await sql`insert into early_access_links (token_hash, waitlist_id, launch_id) values (${hashToken(earlyAccess)}, ${invited!.id}, ${launch!.id})`;

  const [request] = await sql<{ id: string }[]>`insert into time_requests (items, service_ids, from_date, to_date, part_of_day, name, email, withdraw_token_hash)
    values (${sql.json([{ id: "henna-brows", type: "service" }])}, ${["henna-brows"]}, '2030-01-07', '2030-01-11', 'morning', 'Nadia', 'nadia@example.com', ${hashToken(withdraw)})
    returning id`;
  await sql`insert into time_offers (request_id, token_hash, starts_at, expires_at, state, ended_at)
    values (${request!.id}, ${hashToken(offer.lapsed)}, now() + interval '2 days', now() - interval '1 hour', 'lapsed', now() - interval '1 hour')`;
  await sql`insert into time_offers (request_id, token_hash, starts_at, expires_at) values (${request!.id}, ${hashToken(offer.live)}, now() + interval '3 days', now() + interval '30 minutes')`;
}

const server = builtServer({ LOG_LEVEL: "error" }, asDeployedBefore0062);
const post = (path: string, fields: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}${path}`, { method: "POST", redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString() });
const get = (path: string) => fetch(`${server.baseUrl}${path}`, { redirect: "manual" });
const signInStaff = (username: string, password: string) =>
  fetch(`${server.baseUrl}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username, password }) });
const text = (html: string) => html.replaceAll("&#x27;", "'");

describe("links issued before migration 0062", () => {
  it("leave no table of their own behind", async () => {
    expect(await server.database.sql`select 1 from information_schema.tables where table_name in ('account_sign_in_links', 'unsubscribe_links', 'manage_links', 'early_access_links')`).toHaveLength(0);
    expect(await server.database.sql`select 1 from information_schema.columns where table_name in ('staff_invitations', 'staff_password_resets') and column_name = 'token_hash'`).toHaveLength(0);
    expect(await server.database.sql`select 1 from information_schema.columns where column_name in ('feed_token_hash', 'withdraw_token_hash') or (table_name = 'time_offers' and column_name = 'token_hash')`).toHaveLength(0);
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

  it("a staff invitation still opens her form, and makes her account once", async () => {
    const page = await get(`/admin/invite/${invitation.live}`);
    expect(page.status).toBe(200);
    expect(text(await page.text())).toContain("Nia");
    const joined = await post(`/admin/invite/${invitation.live}`, { username: "nia", password: NEW, confirm: NEW });
    expect(joined.status).toBe(302);
    expect(joined.headers.get("location")).toBe("/admin/login?joined=nia");
    expect((await signInStaff("nia", NEW)).status).toBe(200);
    const again = await get(`/admin/invite/${invitation.live}`);
    expect(again.status).toBe(410);
    expect(text(await again.text())).toContain("This invitation has been used");
  });

  it("a staff invitation used before is refused as used", async () => {
    const used = await get(`/admin/invite/${invitation.used}`);
    expect(used.status).toBe(410);
    expect(text(await used.text())).toContain("This invitation has been used");
  });

  it("a password reset still sets her new password, once", async () => {
    expect((await get(`/admin/password-reset/${reset.live}`)).status).toBe(200);
    const done = await post(`/admin/password-reset/${reset.live}`, { password: NEW, confirm: NEW });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/admin/login?reset=ada");
    expect((await signInStaff("ada", OLD)).status).toBe(401);
    expect((await signInStaff("ada", NEW)).status).toBe(200);
    const again = await post(`/admin/password-reset/${reset.live}`, { password: "another long passphrase", confirm: "another long passphrase" });
    expect(again.status).toBe(410);
    expect(text(await again.text())).toContain("This link has been used.");
  });

  it("a password reset used before is refused as used, and leaves her password alone", async () => {
    const used = await post(`/admin/password-reset/${reset.used}`, { password: NEW, confirm: NEW });
    expect(used.status).toBe(410);
    expect(text(await used.text())).toContain("This link has been used.");
    expect((await signInStaff("bea", OLD)).status).toBe(200);
  });

  it("an unsubscribe link still asks, then takes her off the waitlist's mail, and keeps working after", async () => {
    const asks = await get(`/unsubscribe/${unsubscribe}`);
    expect(asks.status).toBe(200);
    const html = await asks.text();
    expect(html).toContain("Unsubscribe from the waitlist?");
    expect(html).toContain("zo•••@example.com");
    const done = await post(`/unsubscribe/${unsubscribe}`);
    expect(done.status).toBe(200);
    expect(await done.text()).toMatch(/<h1 [^>]*>You(?:'|&#x27;)re unsubscribed<\/h1>/);
    expect((await server.database.sql`select unsubscribed_at from waitlist where email = 'zoe@example.com'`)[0]!.unsubscribed_at).toBeInstanceOf(Date);
    expect((await get(`/unsubscribe/${unsubscribe}`)).status).toBe(200);
  });

  it("a calendar feed's address still answers her calendar, every time", async () => {
    for (let n = 0; n < 2; n++) {
      const answer = await get(`/api/calendar-feeds/${feed}.ics`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toContain("text/calendar");
      expect(await answer.text()).toContain("BEGIN:VCALENDAR");
    }
    expect((await get(`/api/calendar-feeds/${newToken()}.ics`)).status).toBe(404);
  });

  it("a freed-time request's link still shows her request, and withdraws it", async () => {
    const page = await get(`/book/tell-me/${withdraw}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Your request to be told");
    expect(html).toContain("Monday 7 January 2030 to Friday 11 January 2030");
    const withdrawn = await post(`/book/tell-me/${withdraw}`);
    expect(withdrawn.status).toBe(200);
    expect(await withdrawn.text()).toContain("Your request is withdrawn");
    expect((await server.database.sql`select withdrawn_at from time_requests where email = 'nadia@example.com'`)[0]!.withdrawn_at).not.toBeNull();
  });

  it("a manage link still opens her booking, every time", async () => {
    for (let n = 0; n < 2; n++) {
      const answer = await get(`/api/bookings/manage/${manage}`);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({ status: "confirmed", paymentStatus: "paid", totalPence: 3500 });
    }
    expect((await get(`/api/bookings/manage/${newToken()}`)).status).toBe(404);
  });

  it("an early-access link still grants her entry the launch's booking", async () => {
    const check = await checkEarlyAccess(server.database.db, earlyAccess);
    expect(check).toMatchObject({ outcome: "valid", grant: { slug: "the-glow-lift", claimedBy: null } });
    expect(await checkEarlyAccess(server.database.db, newToken())).toEqual({ outcome: "refused", code: "early-access-invalid" });
  });

  it("a freed-time offer's link still takes her on to /book while held, and says plainly once it lapsed", async () => {
    const held = await get(`/book/offer/${offer.live}`);
    expect(held.status).toBe(302);
    const target = new URL(held.headers.get("location")!, server.baseUrl);
    expect(target.pathname).toBe("/book");
    expect(target.searchParams.get("step")).toBe("details");
    const lapsed = await get(`/book/offer/${offer.lapsed}`);
    expect(lapsed.status).toBe(200);
    expect(await lapsed.text()).toContain("This time is no longer held for you.");
    expect((await get(`/book/offer/${newToken()}`)).status).toBe(404);
  });
});

/*
 * Migration 0063 moves the last two kinds: a review request's link (its hash and its days on review_requests) and a
 * gift voucher's page (its hash on vouchers, the code sealed under the token). A database as deployed before 0063
 * gets them the old way; the built server migrates it, and each opens its real page as the day it was mailed.
 */
describe("links issued before migration 0063", () => {
  const review = { live: newToken(), expired: newToken() };
  const voucherPage = newToken();
  const voucherCode = voucherCodeFrom(randomBytes(16));

  async function asDeployedBefore0063(database: TestDatabase) {
    await migrateUpTo(database, "0063_review_voucher_links");
    const sql = database.sql;
    const rated = async (email: string, token: string, expires: string) => {
      const [booking] = await sql<{ id: string }[]>`
        insert into bookings (name, email, phone, service, status, payment_status, total_pence) values ('Rosa Hart', ${email}, '07700900111', 'Brow Lift', 'completed', 'paid', 4500) returning id`;
      await sql`insert into review_requests (booking_id, email, visit_day, service, send_at, token_hash, token_expires_at)
        values (${booking!.id}, ${email}, '2026-10-05', 'Brow Lift', now() - interval '1 day', ${hashToken(token)}, now() + ${expires}::interval)`;
    };
    await rated("rosa@example.com", review.live, "29 days");
    await rated("ivy@example.com", review.expired, "-1 day");
    await sql`insert into vouchers (code_hash, code_end, amount_pence, balance_pence, status, buyer_name, buyer_email, paid_at, expires_at, page_token_hash, code_sealed)
      values (${hashVoucherCode(voucherCode)}, ${voucherCode.slice(-4)}, 6000, 6000, 'active', 'Ada Buyer', 'ada@example.com', now() - interval '20 days', now() + interval '11 months',
              ${hashToken(voucherPage)}, ${sealCode(voucherCode, voucherPage)})`;
  }

  const later = builtServer({ LOG_LEVEL: "error" }, asDeployedBefore0063);
  const at = (path: string, init: RequestInit = {}) => fetch(`${later.baseUrl}${path}`, { redirect: "manual", ...init });

  it("leave no column of their own behind", async () => {
    const columns = await later.database.sql`select table_name, column_name from information_schema.columns
      where (table_name = 'review_requests' and column_name in ('token_hash', 'token_expires_at')) or (table_name = 'vouchers' and column_name = 'page_token_hash')`;
    expect(columns).toHaveLength(0);
  });

  it("a review request's link still shows her the rating form", async () => {
    const page = await at(`/review/${review.live}`);
    expect(page.status).toBe(200);
    const html = text(await page.text());
    expect(html).toContain("How did it go?");
    expect(html.match(/<input[^>]*name="rating"[^>]*>/g)).toHaveLength(5);
  });

  it("one past its days says so, and its unsubscribe still works", async () => {
    const expired = await at(`/review/${review.expired}`);
    expect(expired.status).toBe(410);
    expect(text(await expired.text())).toContain("This review link has expired");
    const asked = await at(`/review/${review.expired}/unsubscribe`);
    expect(asked.status).toBe(200);
    expect(text(await asked.text())).toContain("iv•••@example.com");
    const done = await at(`/review/${review.expired}/unsubscribe`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" });
    expect(done.status).toBe(200);
    expect(text(await done.text())).toContain("You're unsubscribed");
    expect(await later.database.sql`select granted, source from marketing_consents where email = 'ivy@example.com'`).toEqual([{ granted: false, source: "unsubscribe" }]);
  });

  it("a gift voucher's page still shows the voucher and its code, and prints it", async () => {
    const page = await at(`/gift-vouchers/${voucherPage}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Your gift voucher is ready");
    expect(/data-voucher-code="true">([0-9A-Z-]+)</.exec(html)?.[1]).toBe(formatVoucherCode(voucherCode));
    expect((await at(`/gift-vouchers/${voucherPage}/print`)).status).toBe(200);
    expect((await at(`/gift-vouchers/${newToken()}`)).status).toBe(404);
  });
});
