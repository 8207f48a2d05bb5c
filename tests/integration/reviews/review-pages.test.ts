import { beforeAll, describe, expect, it } from "vitest";
import { createStaffUser } from "~/features/team/index.server";
import { hashToken, newToken } from "~/lib/tokens.server";
import type { TestDatabase } from "../../support/database";
import { builtServer } from "../../support/built-server";

/**
 * The review pages against the built server (issue 24 item 2, docs/decisions/0065): /review/:token keeps one answer
 * from a plain form (400 with field errors, 404, 410), its unsubscribe takes a mail app's one click, /admin/reviews
 * by role (the desk reads, the owner publishes), and /testimonials shows an approved quote under a first name and
 * initial only, never one not approved.
 */
const PASSWORD = "lavender mews teapot";
const tokens = { open: newToken(), expired: newToken(), second: newToken(), noConsent: newToken() };
const ids: Record<string, string> = {};

async function seed(database: TestDatabase) {
  for (const role of ["owner", "reception", "practitioner"] as const) {
    const user = await createStaffUser(database.db, `reviews-${role}`, PASSWORD);
    await database.sql`update staff_members set role = ${role} where user_id = ${user.id}`;
  }
  const request = async (key: keyof typeof tokens, name: string, email: string, expires: string, answer?: { rating: number; comment: string; consent: boolean; quoteName: string | null }) => {
    const [booking] = await database.sql`
      insert into bookings (name, email, phone, service, status, payment_status, total_pence) values (${name}, ${email}, '07700900111', 'Brow Lift', 'completed', 'paid', 4500) returning id`;
    const [row] = await database.sql`
      insert into review_requests (booking_id, email, visit_day, service, send_at, rating, comment, quote_consent, quote_name, answered_at)
      values (${booking!.id}, ${email}, '2026-10-05', 'Brow Lift', now() - interval '1 day',
              ${answer?.rating ?? null}, ${answer?.comment ?? null}, ${answer ? answer.consent : null}, ${answer?.quoteName ?? null}, ${answer ? new Date() : null})
      returning id`;
    await database.sql`insert into links (kind, subject, token_hash, expires_at, single_use) values ('review-request', ${row!.id}, ${hashToken(tokens[key])}, now() + ${expires}::interval, false)`;
    ids[key] = row!.id as string;
  };
  await request("open", "Rosa Regular-Smith", "rosa@example.com", "29 days");
  await request("expired", "Ivy Late", "ivy@example.com", "-1 day");
  await request("second", "Daisy Waiting", "daisy@example.com", "29 days", { rating: 3, comment: "Fine, a little rushed.", consent: true, quoteName: "Daisy W." });
  await request("noConsent", "Fern Private", "fern@example.com", "29 days", { rating: 2, comment: "Please keep this between us.", consent: false, quoteName: null });
}

const server = builtServer({ LOG_LEVEL: "error" }, seed);
const cookies: Record<string, string> = {};

beforeAll(async () => {
  for (const role of ["owner", "reception", "practitioner"]) {
    const login = await fetch(`${server.baseUrl}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: `reviews-${role}`, password: PASSWORD }) });
    cookies[role] = login.headers.get("set-cookie")!.split(";")[0]!;
  }
}, 120_000);

const text = (html: string) => html.replaceAll("&#x27;", "'").replaceAll("&quot;", '"');
const get = (path: string, cookie = "") => fetch(`${server.baseUrl}${path}`, { redirect: "manual", headers: { cookie } });
const post = (path: string, fields: Record<string, string> | string, cookie = "") =>
  fetch(`${server.baseUrl}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded", origin: server.baseUrl },
    body: typeof fields === "string" ? fields : new URLSearchParams(fields).toString(),
  });
const stored = async (key: string) => (await server.database.sql`select rating, comment, quote_consent, quote_name, answered_at, approved_at from review_requests where id = ${ids[key]!}`)[0]!;

describe("the rating page", () => {
  it("asks with a real radio group of 1 to 5 stars, never cached nor indexed", async () => {
    const response = await get(`/review/${tokens.open}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const html = text(await response.text());
    expect(html).toMatch(/<fieldset[^>]*><legend[^>]*>Your rating/);
    expect(html.match(/<input[^>]*name="rating"[^>]*>/g), html.slice(html.indexOf("<fieldset"), html.indexOf("</fieldset>"))).toHaveLength(5);
    expect(html.match(/<input[^>]*name="rating"[^>]*>/g)!.every((input) => input.includes('type="radio"'))).toBe(true);
    expect(html).toContain("5 stars: wonderful");
    expect(html).toMatch(/<input[^>]*type="checkbox"[^>]*name="quoteConsent"/);
    expect(html).not.toMatch(/name="quoteConsent"[^>]*checked/);
    expect(html).toContain('content="noindex"');
    // One title, and a description for the preview a mail app or a shared link shows.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
    // Served without React: only the small enhancement script.
    expect(html).not.toContain("__reactRouterContext");
  });

  it("a link that opens nothing is a 404; one past its days a 410 with a kind word", async () => {
    const unknown = await get(`/review/${newToken()}`);
    expect(unknown.status).toBe(404);
    // The error boundary's title alone, not the rating page's beside it.
    expect((await unknown.text()).match(/<title>[^<]*<\/title>/g)).toEqual(["<title>Link Not Found | Sculpted Dreams Studio</title>"]);
    expect((await get("/review/not-a-token")).status).toBe(404);
    const expired = await get(`/review/${tokens.expired}`);
    expect(expired.status).toBe(410);
    expect(text(await expired.text())).toContain("This review link has expired");
    expect((await post(`/review/${tokens.expired}`, { rating: "5" })).status).toBe(410);
    expect(await stored("expired")).toMatchObject({ rating: null });
  });

  it("a form without stars is a 400 with the field's error, her words kept in the form, nothing stored", async () => {
    const refused = await post(`/review/${tokens.open}`, { comment: "Lovely brows" });
    expect(refused.status).toBe(400);
    const html = text(await refused.text());
    expect(html).toContain("Choose from 1 to 5 stars.");
    expect(html).toContain(">Lovely brows</textarea>");
    expect(await stored("open")).toMatchObject({ rating: null, comment: null, answered_at: null });
  });

  it("keeps her one answer, then shows it with thanks; a second post changes nothing", async () => {
    const kept = await post(`/review/${tokens.open}`, { rating: "5", comment: "Beautiful brows, thank you!", quoteConsent: "on" });
    expect(kept.status).toBe(303);
    expect(kept.headers.get("location")).toBe(`/review/${tokens.open}`);
    const html = text(await (await get(`/review/${tokens.open}`)).text());
    expect(html).toContain("Thank you for telling us how your visit went.");
    expect(html).toContain("Beautiful brows, thank you!");
    expect(html).not.toContain('name="rating"');
    expect((await post(`/review/${tokens.open}`, { rating: "1", comment: "Changed my mind" })).status).toBe(303);
    expect(await stored("open")).toMatchObject({ rating: 5, comment: "Beautiful brows, thank you!", quote_consent: true, quote_name: "Rosa R." });
  });
});

describe("the review email's unsubscribe", () => {
  it("asks on GET and changes nothing; a mail app's one-click POST withdraws her email marketing consent", async () => {
    const asked = await get(`/review/${tokens.expired}/unsubscribe`);
    expect(asked.status).toBe(200);
    expect(text(await asked.text())).toContain("iv•••@example.com");
    expect(await server.database.sql`select 1 from marketing_consents where email = 'ivy@example.com'`).toHaveLength(0);
    // A mail app's one click (RFC 8058): no cookie, no Origin.
    const done = await fetch(`${server.baseUrl}/review/${tokens.expired}/unsubscribe`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(done.status).toBe(200);
    expect(text(await done.text())).toContain("You're unsubscribed");
    expect(await server.database.sql`select granted, source from marketing_consents where email = 'ivy@example.com'`).toEqual([{ granted: false, source: "unsubscribe" }]);
    expect((await post(`/review/${newToken()}/unsubscribe`, "List-Unsubscribe=One-Click")).status).toBe(404);
  });
});

describe("/admin/reviews and /testimonials", () => {
  it("a practitioner may not read the ratings; the desk reads them but may not publish", async () => {
    expect((await get("/admin/reviews", cookies.practitioner)).status).toBe(403);
    const desk = await get("/admin/reviews", cookies.reception);
    expect(desk.status).toBe(200);
    const html = text(await desk.text());
    expect(html).toContain("Fine, a little rushed.");
    expect(html).toContain("Please keep this between us.");
    expect(html).not.toContain("Approve for the reviews page");
    expect((await post("/admin/reviews", { intent: "approve", id: ids.second! }, cookies.reception)).status).toBe(403);
    expect(await stored("second")).toMatchObject({ approved_at: null });
    expect((await get("/admin/reviews")).status).toBe(302);
  });

  it("the owner publishes a quote she agreed to, whatever its stars: first name and initial only; an unapproved one never shows", async () => {
    const before = text(await (await get("/testimonials")).text());
    expect(before).not.toContain("Beautiful brows, thank you!");
    expect(before).not.toContain("Fine, a little rushed.");
    const list = text(await (await get("/admin/reviews", cookies.owner)).text());
    // Newest answer first: Rosa's, answered in this file, above the seeded ones.
    expect(list.indexOf("Beautiful brows, thank you!")).toBeLessThan(list.indexOf("Fine, a little rushed."));
    expect(list.match(/Approve for the reviews page/g)).toHaveLength(2);
    const approved = await post("/admin/reviews", { intent: "approve", id: ids.open! }, cookies.owner);
    expect(approved.status).toBe(303);
    expect(approved.headers.get("location")).toBe("/admin/reviews?done=approved");
    expect((await post("/admin/reviews", { intent: "approve", id: ids.second! }, cookies.owner)).status).toBe(303);
    const page = text(await (await get("/testimonials")).text());
    expect(page).toContain("Beautiful brows, thank you!");
    expect(page).toContain("Rosa R.");
    expect(page).not.toContain("Regular-Smith");
    expect(page).toContain("Fine, a little rushed.");
    expect(page).toContain('aria-label="Rated 3 out of 5"');
    expect(page).not.toContain("Please keep this between us.");
    expect(page).not.toContain("__reactRouterContext");
    // The home page's count of the reviews on that page is the page's own.
    const shown = page.match(/<figure/g)!.length;
    const home = text(await (await get("/")).text()).replaceAll("<!-- -->", "");
    expect(home).toContain(`Read all ${shown} reviews on`);
  });

  it("refuses to publish a rating she did not agree to have quoted, and takes a published one off", async () => {
    const refused = await post("/admin/reviews", { intent: "approve", id: ids.noConsent! }, cookies.owner);
    expect(refused.status).toBe(409);
    expect(text(await refused.text())).toContain("She did not agree to be quoted");
    expect(await stored("noConsent")).toMatchObject({ approved_at: null });
    expect((await post("/admin/reviews", { intent: "withdraw", id: ids.second! }, cookies.owner)).status).toBe(303);
    expect(text(await (await get("/testimonials")).text())).not.toContain("Fine, a little rushed.");
  });

  it("a page of ratings the list did not give is a 400", async () => {
    expect((await get("/admin/reviews?before=yesterday", cookies.owner)).status).toBe(400);
  });
});
