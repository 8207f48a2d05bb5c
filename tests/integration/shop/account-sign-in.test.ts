import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { builtServer } from "../../support/built-server";

/*
 * Clients' accounts (issue 13, docs/decisions/0023) against the built server, its outbox worker and a real SMTP
 * server: a sign-in link asked for by email, opened (GET changes nothing), used once, refused after; the account
 * shows only her own bookings and is never cached; asking is throttled per address.
 */
const server = builtServer({ RATE_LIMIT: "10000/60", PAGE_CACHE_SECONDS: "300", LOG_LEVEL: "error" }, undefined, { origin: "https://studio.example" });
const sql = () => server.database.sql;

const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});
const get = (path: string, init: RequestInit = {}) => fetch(`${server.baseUrl}${path}`, { redirect: "manual", ...init });
const askForLink = (email: string) => get("/account/sign-in", form({ email }));
/** React escapes the apostrophe. */
const text = (html: string) => html.replaceAll("&#x27;", "'");

async function linkMailedTo(address: string): Promise<string> {
  for (let count = 1; ; count++) {
    const mails = await server.smtp.waitFor(count);
    const found = mails.find(({ envelope, mail }) => envelope.to.includes(address) && mail.subject?.startsWith("Sign in"));
    if (found) return /https:\/\/studio\.example(\/account\/sign-in\/[A-Za-z0-9_-]{43})/.exec(found.mail.text ?? "")![1]!;
  }
}

async function signIn(email: string): Promise<string> {
  expect((await askForLink(email)).status).toBe(200);
  const link = await linkMailedTo(email);
  const answer = await get(link, form({}));
  expect(answer.status).toBe(302);
  return answer.headers.get("set-cookie")!.split(";")[0]!;
}

/** A paid booking `days` from now (each test's on a day of its own: the diary allows no overlap). */
async function seedBooking(email: string, service: string, days: number) {
  const [row] = await sql()`
    insert into bookings (name, email, phone, service, status, payment_status, total_pence, starts_at, ends_at, blocked_until, paid_at)
    values ('Client', ${email}, '07700 900123', ${service}, 'confirmed', 'paid', 3500,
            now() + make_interval(days => ${days}), now() + make_interval(days => ${days}, hours => 1), now() + make_interval(days => ${days}, hours => 1), now())
    returning id`;
  return row!.id as string;
}

describe("asking for a sign-in link", () => {
  it("refuses an address that is not one, with the field's error, and sends nothing", async () => {
    const before = (await sql()`select count(*)::int as n from outbox`)[0]!.n;
    const answer = await askForLink("not-an-email");
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain("Please enter a valid email address");
    expect((await sql()`select count(*)::int as n from outbox`)[0]!.n).toBe(before);
  });

  it("answers the same for any address, and emails a link whose token is stored only hashed", async () => {
    const answer = await askForLink("ada@example.com");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(text(await answer.text())).toContain("If ada@example.com is the address you booked or joined with, a sign-in link is on its way.");
    const link = await linkMailedTo("ada@example.com");
    const token = link.split("/").pop()!;
    const stored = await sql()`select token_hash, used_at from links where kind = 'sign-in' and subject = 'ada@example.com'`;
    expect(stored.map((row) => row.token_hash)).toContain(createHash("sha256").update(token).digest("hex"));
    expect(await sql()`select id from outbox where text like ${`%${token}%`} or html like ${`%${token}%`}`).toHaveLength(0);
  });

  it("sends at most three links an address a quarter of an hour, then says to use the newest", async () => {
    for (let n = 0; n < 3; n++) expect((await askForLink("flood@example.com")).status).toBe(200);
    const refused = await askForLink("FLOOD@example.com");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(text(await refused.text())).toContain("We've sent several links to that address already.");
  });
});

describe("a sign-in link", () => {
  it("opens a page with a button, and opening it spends nothing", async () => {
    expect((await askForLink("grace@example.com")).status).toBe(200);
    const link = await linkMailedTo("grace@example.com");
    for (let n = 0; n < 2; n++) {
      const page = await get(link);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toMatch(/<form [^>]*method="post"><button type="submit"[^>]*>Sign in<\/button>/);
      expect(html).toMatch(/<meta name="robots" content="noindex"/);
    }
    expect(await sql()`select id_hash from account_sessions where email = 'grace@example.com'`).toHaveLength(0);
    expect(await sql()`select token_hash from links where kind = 'sign-in' and subject = 'grace@example.com' and used_at is null`).toHaveLength(1);
  });

  it("signs in once: used again, it is refused with the form to ask for another", async () => {
    expect((await askForLink("once@example.com")).status).toBe(200);
    const link = await linkMailedTo("once@example.com");
    const first = await get(link, form({}));
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe("/account");
    expect(first.headers.get("set-cookie")).toMatch(/^__Host-studio_account=[A-Za-z0-9_-]{43}; Path=\/; Expires=.*; HttpOnly; SameSite=Lax; Secure$/);

    const again = await get(link, form({}));
    expect(again.status).toBe(410);
    expect(again.headers.get("set-cookie")).toBeNull();
    const html = text(await again.text());
    expect(html).toContain("This sign-in link has already been used. Ask for a new one below.");
    expect(html).toContain('name="email"');
  });

  it("followed twice at once (a mail scanner and the client), it signs in once", async () => {
    expect((await askForLink("twice@example.com")).status).toBe(200);
    const link = await linkMailedTo("twice@example.com");
    const answers = await Promise.all([get(link, form({})), get(link, form({}))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([302, 410]);
    expect(await sql()`select id_hash from account_sessions where email = 'twice@example.com'`).toHaveLength(1);
  });

  it("refuses an expired link and one we never sent", async () => {
    expect((await askForLink("late@example.com")).status).toBe(200);
    const link = await linkMailedTo("late@example.com");
    await sql()`update links set expires_at = now() - interval '1 second' where kind = 'sign-in' and subject = 'late@example.com'`;
    const expired = await get(link, form({}));
    expect(expired.status).toBe(410);
    expect(text(await expired.text())).toContain("This sign-in link has expired: links work for 20 minutes.");

    const unknown = await get(`/account/sign-in/${"A".repeat(43)}`, form({}));
    expect(unknown.status).toBe(404);
    expect(text(await unknown.text())).toContain("This sign-in link isn't one we sent.");
  });
});

describe("the account", () => {
  it("sends a visitor without a session to sign in", async () => {
    const answer = await get("/account");
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/account/sign-in");
  });

  it("shows each client her own bookings, never another's, and is never cached", async () => {
    await seedBooking("mary@example.com", "Henna Brows", 7);
    const others = await seedBooking("jane@example.com", "Brow Lamination", 8);
    const mary = await signIn("mary@example.com");
    const jane = await signIn("jane@example.com");

    const maryPage = await get("/account", { headers: { cookie: mary } });
    expect(maryPage.status).toBe(200);
    expect(maryPage.headers.get("cache-control")).toBe("private, no-store");
    expect(maryPage.headers.get("x-page-cache")).toBeNull();
    const maryHtml = await maryPage.text();
    expect(maryHtml).toContain("mary@example.com");
    expect(maryHtml).toContain("Henna Brows");
    expect(maryHtml).not.toContain("Brow Lamination");

    const janeHtml = await (await get("/account", { headers: { cookie: jane } })).text();
    expect(janeHtml).toContain("Brow Lamination");
    expect(janeHtml).not.toContain("mary@example.com");

    // Her own booking opens through a fresh manage link; someone else's is not found.
    const [maryBooking] = await sql()`select id from bookings where email = 'mary@example.com'`;
    const manage = await get("/account", { ...form({ booking: maryBooking!.id }), headers: { ...form({}).headers, cookie: mary } });
    expect(manage.status).toBe(302);
    expect(manage.headers.get("location")).toMatch(/^\/bookings\/manage\/[A-Za-z0-9_-]{43}$/);
    const notHers = await get("/account", { ...form({ booking: others }), headers: { ...form({}).headers, cookie: mary } });
    expect(notHers.status).toBe(404);
  });

  it("shows her own cancelled free patch test, as staff see it, but never a hold she left unpaid", async () => {
    const email = "rosa@example.com";
    await sql()`
      insert into bookings (name, email, phone, service, status, payment_status, total_pence, starts_at, ends_at, blocked_until, cancellation_reason)
      values ('Rosa', ${email}, '07700 900124', 'Patch test (Rosa)', 'cancelled', 'unpaid', 0,
              now() + make_interval(days => 11), now() + make_interval(days => 11, mins => 15), now() + make_interval(days => 11, mins => 15), 'cancelled by the client'),
             ('Rosa', ${email}, '07700 900124', 'Cloud Wax (Rosa left unpaid)', 'cancelled', 'unpaid', 2000,
              now() + make_interval(days => 12), now() + make_interval(days => 12, hours => 1), now() + make_interval(days => 12, hours => 1), 'hold-expired')`;
    const html = await (await get("/account", { headers: { cookie: await signIn(email) } })).text();
    expect(html).toContain("Patch test (Rosa)");
    expect(html).not.toContain("Rosa left unpaid");
  });

  it("shows her own consultations with her answers, the consents she signed and her patch tests' results", async () => {
    const treatment = await seedBooking("hazel@example.com", "The Ice Sculpt", 13);
    const patch = await seedBooking("hazel@example.com", "Patch Test", -20);
    const [{ client_id: client }] = (await sql()`select client_id from bookings where id = ${treatment}`) as unknown as [{ client_id: string }];
    await sql()`
      insert into consultations (client_id, booking_id, service, form_version, answers, health_data_consent_at, answered_at)
      values (${client}, ${treatment}, 'the-ice-sculpt', 1, ${sql().json({ heightCm: 168, weightKg: 61, pregnant: false })}, now(), now())`;
    await sql()`
      insert into treatment_consents (client_id, booking_id, service, form_version, consent_text, signed_name, signed_at)
      values (${client}, ${treatment}, 'the-ice-sculpt', 1, 'I understand the risks.', 'Hazel Hart', now())`;
    await sql()`insert into patch_tests (booking_id, result, product, recorder) values (${patch}, 'passed', 'Henna (dark brown)', 'Maya Lewis')`;
    // React's text separators (<!-- -->) aside.
    const html = text(await (await get("/account", { headers: { cookie: await signIn("hazel@example.com") } })).text()).replaceAll("<!-- -->", "");
    expect(html).toContain("Consultations, consents and patch tests");
    expect(html).toContain("Fat freezing health questionnaire, answered");
    expect(html).toMatch(/<dt[^>]*>Height<\/dt><dd[^>]*>168 cm<\/dd><\/div><div><dt[^>]*>Weight<\/dt><dd[^>]*>61 kg<\/dd>/);
    expect(html).toContain("(version 1): signed “Hazel Hart”");
    expect(html).toMatch(/Henna \(dark brown\): <span[^>]*>Passed<\/span>/);
    // Another client's page shows none of it.
    const other = text(await (await get("/account", { headers: { cookie: await signIn("ivy@example.com") } })).text());
    expect(other).not.toContain("Hazel Hart");
    expect(other).toContain("Nothing yet");
  });

  it("fills in a signed-in client's details on /book (WCAG 3.3.7), privately: the page cache never keeps or serves them", async () => {
    await seedBooking("nora@example.com", "Henna Brows", 9);
    await sql()`update bookings set name = 'Nora Quinn', phone = '07700 900777' where email = 'nora@example.com'`;
    const nora = await signIn("nora@example.com");
    // A visitor's /book fills the page cache first.
    await expect.poll(async () => (await get("/book")).headers.get("x-page-cache")).toBe("hit");

    const hers = await get("/book", { headers: { cookie: nora } });
    expect(hers.status).toBe(200);
    expect(hers.headers.get("cache-control")).toBe("private, no-store");
    expect(hers.headers.get("x-page-cache")).toBeNull();
    const html = text(await hers.text());
    for (const known of ["nora@example.com", "Nora Quinn", "07700 900777"]) expect(html).toContain(known);

    const visitor = text(await (await get("/book")).text());
    for (const known of ["nora@example.com", "Nora Quinn", "07700 900777"]) expect(visitor).not.toContain(known);
  });

  it("saves her marketing choices from the page's boxes as PUT /api/account/marketing does, and refuses a value no box sends", async () => {
    const cookie = await signIn("choosing@example.com");
    const post = (fields: Record<string, string>) => get("/account", { ...form({ intent: "marketing", ...fields }), headers: { ...form({}).headers, cookie } });
    const choices = () => sql()`select granted, source from marketing_consents where email = 'choosing@example.com' order by created_at, id`;

    const ticked = await post({ marketingEmail: "on" });
    expect(ticked.status).toBe(302);
    expect(ticked.headers.get("location")).toBe("/account?marketing-saved#marketing-title");
    // A box left unticked is absent from a plain form's post: her "no", a withdrawal of the consent she gave.
    expect((await post({})).status).toBe(302);
    expect(await choices()).toEqual([{ granted: true, source: "account" }, { granted: false, source: "account" }]);

    expect((await post({ marketingEmail: "yes please" })).status).toBe(400);
    expect(await choices()).toHaveLength(2);
  });

  it("shows her texts beside marketing, with what STOP does, and turns them off and on as STOP and START do (page and API)", async () => {
    const email = "texting@example.com";
    const cookie = await signIn(email);
    const id = await seedBooking(email, "Cloud Wax", 40);
    await sql()`update bookings set texts_ok = true, text_to = '+447700900456' where id = ${id}`;
    const page = text(await (await get("/account", { headers: { cookie } })).text());
    expect(page).toContain("Texts about your appointments");
    expect(page).toContain("Reply STOP to any of our texts to stop them all");
    expect(page).toContain("07700 900456");
    expect(page).toMatch(/name="texts"[^>]*checked/);

    const post = (fields: Record<string, string>) => get("/account", { ...form({ intent: "texts", ...fields }), headers: { ...form({}).headers, cookie } });
    const off = await post({});
    expect(off.status).toBe(302);
    expect(off.headers.get("location")).toBe("/account?texts-saved#texts-title");
    const stopped = await sql()`select keyword, texts_on from text_replies where phone = '+447700900456' order by received_at`;
    expect(stopped).toEqual([{ keyword: "ACCOUNT", texts_on: false }]);
    // Off means off, as a STOP: her number's texts are stopped for every booking.
    const { textsStopped } = await import("~/features/texts/index.server");
    expect(await textsStopped(server.database.db, "+447700900456")).toBe(true);
    // Saving the same choice again writes nothing.
    expect((await post({})).status).toBe(302);
    expect(await sql()`select 1 from text_replies where phone = '+447700900456'`).toHaveLength(1);

    const api = (method: string, body?: unknown) =>
      get("/api/account/texts", { method, headers: { cookie, "content-type": "application/json" }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    const shown = (await (await api("GET")).json()) as { numbers: { phone: string; on: boolean; by: string }[] };
    expect(shown.numbers).toMatchObject([{ phone: "+447700900456", on: false, by: "account" }]);
    const on = await api("PUT", { texts: true });
    expect(on.status).toBe(200);
    expect(((await on.json()) as typeof shown).numbers).toMatchObject([{ phone: "+447700900456", on: true }]);
    expect(await textsStopped(server.database.db, "+447700900456")).toBe(false);
    // A value no box sends is a 400 with the field's error, and nothing is stored.
    const refused = await api("PUT", { texts: "maybe" });
    expect(refused.status).toBe(400);
    expect(Object.keys(((await refused.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors)).toEqual(["texts"]);
    expect(await sql()`select 1 from text_replies where phone = '+447700900456'`).toHaveLength(2);
    expect((await get("/api/account/texts")).status).toBe(401);
  });

  it("signs out: the session ends and the cookie is cleared", async () => {
    const cookie = await signIn("leaving@example.com");
    const out = await get("/account", { ...form({ intent: "sign-out" }), headers: { ...form({}).headers, cookie } });
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toBe("/account/sign-in?signed-out");
    expect(out.headers.get("set-cookie")).toMatch(/^__Host-studio_account=; .*Expires=Thu, 01 Jan 1970/);
    expect((await get("/account", { headers: { cookie } })).status).toBe(302);
  });
});
