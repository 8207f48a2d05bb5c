// `npm run check:pages`: the Nu checker (vnu), pa11y and axe over every page issue 34 touched, each in the states a
// client or staff member sees, at 390 and 1280 px. It starts the production build (`npm run build` first) on an
// embedded PostgreSQL of its own, makes each state through the real API (the database only where no API makes it:
// her patch test's own link, a review request, a client's signed-in session), writes bench/checks.md and exits 1
// when any checker finds an error.
import { chromium, type Browser } from "@playwright/test";
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { connect } from "~/db/client.server";
import { runningEmbeddedUrl } from "~/db/embedded-postgres.server";
import { accountSessions } from "~/db/schema.server";
import { accountCookieName } from "~/features/client-session";
import { issueManageToken } from "~/features/booking/manage/manage-links.server";
import { hashToken, newToken } from "~/lib/tokens.server";
import { addDays } from "~/lib/zoned-time";
import { bookingRequest, nextWeekday } from "../../tests/support/booking-data";
import { testImages } from "../../tests/support/images";
import { freePort } from "../../tests/support/server-process";
import { startSmtpServer, type TestSmtpServer } from "../../tests/support/smtp";
import { vnuErrors } from "../../tests/support/vnu";
import { pa11yErrors } from "../../tests/e2e/pa11y-support";
import { axeViolations } from "../../tests/e2e/support";

const buildDir = process.env.BUILD_DIR ?? "build";
const widths = [390, 1280] as const;
const heights: Record<(typeof widths)[number], number> = { 390: 844, 1280: 800 };
const STAFF = { username: "admin", password: "sweep staff password 2026" };
type Who = "anyone" | "staff" | "member";
interface SweptPage {
  name: string;
  path: string;
  who: Who;
  /** Words the page shows in that state (checked before the checkers run), and its status when not 200. */
  shows: string;
  status?: number;
}

async function startServer() {
  if (!existsSync(`${buildDir}/server/main.js`)) throw new Error("Run `npm run build` first.");
  const dataDir = await mkdtemp(path.join(tmpdir(), "sweep-"));
  // PORT for the server (and PORT + 1 for its SMTP server), else free ones.
  const port = Number(process.env.PORT) || (await freePort());
  const smtp = await startSmtpServer(process.env.PORT ? port + 1 : 0);
  const child = spawn(process.execPath, [`${buildDir}/server/main.js`], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      RATE_LIMIT: "100000/60",
      ADMIN_PASSWORD: STAFF.password,
      // Emails carry their links (a freed-time offer's) to this server.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // The outbox sends at once, for the early-access links only the send fills in.
      SMTP_URL: smtp.url,
      OUTBOX_INTERVAL_MS: "200",
      // The freed-time offers are looked for every second, so a request for times is offered one while this runs.
      WAITLIST_OFFER_INTERVAL_MS: "1000",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error("the server exited during start-up");
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 600) throw new Error("the server did not start");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const url = await runningEmbeddedUrl(dataDir);
  if (!url) throw new Error(`no embedded PostgreSQL running in ${dataDir}`);
  return {
    baseUrl,
    smtp,
    database: { ...connect(url, { poolSize: 2 }), sql: postgres(url, { max: 1, onnotice: () => {} }) },
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      await smtp.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Makes every state through the server's API and answers the pages to sweep and the cookies they need. */
async function createStates(baseUrl: string, database: ReturnType<typeof connect> & { sql: postgres.Sql }, smtp: TestSmtpServer): Promise<{ pages: SweptPage[]; cookies: Record<Who, string> }> {
  const { db, sql } = database;
  const call = async (method: string, route: string, body?: unknown, cookie = "") => {
    const response = await fetch(`${baseUrl}${route}`, {
      method,
      redirect: "manual",
      headers: { cookie, origin: baseUrl, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.status >= 400) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
    return response;
  };
  const json = async <T>(response: Response) => (await response.json()) as T;
  const pay = async (clientSecret: string) => call("POST", "/api/demo-payments/confirm", { clientSecret, cardNumber: "4242424242424242", expiry: "12/39", cvc: "123" });
  /** A booking as the site makes one, paid with the demo card; its id and manage page. */
  const paidBooking = async (request: Record<string, unknown>) => {
    const { id, manageUrl } = await json<{ id: string; manageUrl: string }>(await call("POST", "/api/bookings", bookingRequest(request)));
    const { clientSecret } = await json<{ clientSecret: string }>(await call("POST", "/api/create-payment-intent", { bookingDetails: { bookingId: id } }));
    await pay(clientSecret);
    return { id, manage: new URL(manageUrl).pathname };
  };
  const henna = (email: string, thursday: string) =>
    paidBooking({ email, preferredDate: thursday, preferredTime: "11:00", patchTest: "booked", patchTestDate: addDays(thursday, -2), patchTestTime: "16:00" });
  const patchTestOf = async (id: string) => {
    const [row] = await sql<{ patch_test_booking_id: string }[]>`select patch_test_booking_id from bookings where id = ${id}`;
    return `/bookings/manage/${await issueManageToken(db, row!.patch_test_booking_id)}`;
  };

  const login = await call("POST", "/api/auth/login", STAFF);
  const staff = login.headers.get("set-cookie")!.split(";")[0]!;
  // Her photo, as the Team tab's form uploads it, and a second practitioner for Cloud Wax: /book asks who she would like.
  const members = await json<{ id: string; name: string; services: string[] }[]>(await call("GET", "/api/staff-members", undefined, staff));
  const photoForm = new FormData();
  photoForm.set("photo", new Blob([new Uint8Array(testImages.jpeg)], { type: "image/jpeg" }), "maya.jpg");
  const uploaded = await fetch(`${baseUrl}/admin/team/members/${members[0]!.id}/photo`, { method: "POST", redirect: "manual", headers: { cookie: staff, origin: baseUrl, accept: "text/html" }, body: photoForm });
  if (uploaded.status !== 303) throw new Error(`photo upload: ${uploaded.status}`);
  const priya = members.find((member) => member.name === "Priya Shah")!;
  await call("PATCH", `/api/staff-members/${priya.id}`, { services: [...priya.services, "cloud-wax"] }, staff);
  // The Ice Sculpt launched to its waitlist: each on it gets an early-access link, which books it (her consultation).
  const waiting = ["sweep.access@example.com", "sweep.consult@example.com"];
  for (const email of waiting) await call("POST", "/api/waitlist", { name: "Ivy Waiting", email, phone: "07700 900456", service: "the-ice-sculpt", interestedInModeling: "no" });
  await call("PATCH", "/api/services/the-ice-sculpt", { state: "live" }, staff);
  /** The first link matching `pattern` in an email to `email`, waiting for the outbox to send it. */
  const linkIn = async (email: string, pattern: RegExp) => {
    for (let i = 0; i < 100; i++) {
      const link = smtp.received.filter((mail) => mail.envelope.to.includes(email)).map((mail) => pattern.exec(mail.mail.text ?? "")?.[0]).find(Boolean);
      if (link) return new URL(link).pathname + new URL(link).search;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`no email to ${email} with ${pattern}`);
  };
  const accessLink = (email: string) => linkIn(email, /https?:\/\/\S+\/book\?items=the-ice-sculpt&access=[A-Za-z0-9_-]{43}/);
  const [access, consultAccess] = [await accessLink(waiting[0]!), await accessLink(waiting[1]!)];

  // A Dreams Club member, signed in as her emailed link signs her in (a session stored hashed).
  const memberEmail = "sweep.member@example.com";
  await pay((await json<{ clientSecret: string }>(await call("POST", "/api/memberships", { tier: "essential", name: "Ada Member", email: memberEmail }))).clientSecret);
  const sessionId = newToken();
  await db.insert(accountSessions).values({ idHash: hashToken(sessionId), email: memberEmail, expiresAt: new Date(Date.now() + 86_400_000) });
  const member = `${accountCookieName(true)}=${sessionId}`;

  const paid = await paidBooking({ email: "sweep.paid@example.com", preferredDate: nextWeekday("monday", 12), preferredTime: "10:00", items: [{ id: "cloud-wax", type: "service" }], patchTest: undefined });
  // A henna booking whose patch test window holds the Friday after back.
  const thursday = nextWeekday("thursday", 12);
  const held = await henna("sweep.henna@example.com", thursday);
  const heldTest = await patchTestOf(held.id);
  // One moved from her manage page (the page she lands on after), one whose patch test she cancelled (staff are told).
  const movedThursday = nextWeekday("thursday", 19);
  const moved = await henna("sweep.moved@example.com", movedThursday);
  const move = await fetch(`${baseUrl}${moved.manage}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: baseUrl },
    body: new URLSearchParams({ intent: "reschedule", preferredDate: movedThursday, preferredTime: "14:00" }),
  });
  if (move.status !== 303) throw new Error(`move: ${move.status} ${await move.text()}`);
  const untested = await henna("sweep.untested@example.com", nextWeekday("thursday", 26));
  await call("POST", `/api/bookings/manage/${(await patchTestOf(untested.id)).split("/").at(-1)}/cancel`, {});
  const cancelled = await paidBooking({ email: "sweep.cancelled@example.com", preferredDate: nextWeekday("tuesday", 12), preferredTime: "14:00", items: [{ id: "cloud-wax", type: "service" }], patchTest: undefined });
  await call("POST", `/api/bookings/manage/${cancelled.manage.split("/").at(-1)}/cancel`, {});
  const consulted = await json<{ manageUrl: string }>(
    await call(
      "POST",
      "/api/bookings",
      bookingRequest({ email: "sweep.consult@example.com", preferredDate: nextWeekday("wednesday", 12), preferredTime: "10:00", items: [{ id: "the-ice-sculpt", type: "service" }], service: "The Ice Sculpt", patchTest: undefined, consultation: { atStudio: true }, access: new URLSearchParams(consultAccess.split("?")[1]).get("access") }),
    ),
  );

  // A review request as the job makes one after her visit (no API makes one).
  const review = newToken();
  const [reviewRequest] = await sql<{ id: string }[]>`insert into review_requests (booking_id, email, visit_day, service, send_at)
    values (${paid.id}, 'sweep.paid@example.com', '2026-10-05', 'Cloud Wax', now() - interval '1 day') returning id`;
  await sql`insert into links (kind, subject, token_hash, expires_at, single_use) values ('review-request', ${reviewRequest!.id}, ${hashToken(review)}, now() + interval '29 days', false)`;

  // A freed-time offer: she asks to be told, the job offers her a time (its link opens /book holding it for her).
  const offerDay = nextWeekday("friday", 9);
  await call("POST", "/api/waitlist/times", { items: [{ id: "henna-brows", type: "service" }], fromDate: offerDay, toDate: offerDay, partOfDay: "afternoon", name: "Olu Offer", email: "sweep.offer@example.com" });
  const offer = await linkIn("sweep.offer@example.com", /https?:\/\/\S+\/book\/offer\/[A-Za-z0-9_-]{43}/);

  const movedTo = new URL(move.headers.get("location")!, baseUrl);
  const heldBack = `${held.manage}?date=${addDays(thursday, 1)}`;
  const pages: SweptPage[] = [
    { name: "/book, first step", path: "/book", who: "anyone", shows: "Book Your Appointment" },
    { name: "/book, her photo beside her name (Cloud Wax times)", path: "/book?items=cloud-wax&step=time", who: "anyone", shows: "Who would you like to see?" },
    { name: "/book, a member's first step", path: "/book", who: "member", shows: "prices shown are your member prices" },
    { name: "/book/offer/<token> (to /book with &offer=)", path: offer, who: "anyone", shows: "This time is held for you" },
    { name: "/book with an early-access token (&access=)", path: access, who: "anyone", shows: "Early access for the waitlist:" },
    { name: "/book/offer/<unknown>", path: `/book/offer/${newToken()}`, who: "anyone", shows: "Page Not Found", status: 404 },
    { name: "manage: a paid booking", path: paid.manage, who: "anyone", shows: "Payment Paid" },
    { name: "manage: henna with its patch test", path: held.manage, who: "anyone", shows: "24 to 48 hours before" },
    { name: "manage: henna, a day its window holds back", path: heldBack, who: "anyone", shows: "Some free times on this day are not shown" },
    { name: "manage: henna, times moving the patch test", path: `${heldBack}&patchTest=move`, who: "anyone", shows: "Your free patch test moves with your appointment" },
    { name: "manage: henna, moved (?done=moved)", path: `${movedTo.pathname}${movedTo.search}`, who: "anyone", shows: "Your appointment has moved" },
    { name: "manage: henna, its patch test cancelled", path: untested.manage, who: "anyone", shows: "None booked." },
    { name: "manage: the patch test's own page", path: heldTest, who: "anyone", shows: "Free: nothing to pay" },
    { name: "manage: the patch test, ?step=cancel", path: `${heldTest}?step=cancel`, who: "anyone", shows: "cannot go ahead without a patch test" },
    { name: "manage: a cancelled booking", path: cancelled.manage, who: "anyone", shows: "Book again" },
    { name: "manage: the consultation page", path: `${new URL(consulted.manageUrl).pathname}/consultation`, who: "anyone", shows: "Answer your consultation" },
    { name: "/accessibility", path: "/accessibility", who: "anyone", shows: "Accessibility Statement" },
    { name: "/fat-freezing-waitlist", path: "/fat-freezing-waitlist", who: "anyone", shows: "Become an Ice Sculpt model" },
    { name: "/gift-vouchers", path: "/gift-vouchers", who: "anyone", shows: "Give a little magic" },
    { name: "/review/<token>", path: `/review/${review}`, who: "anyone", shows: "Your rating" },
    { name: "/review/<unknown>", path: `/review/${newToken()}`, who: "anyone", shows: "We couldn't find that review link", status: 404 },
    { name: "/account, signed in (texts choice)", path: "/account", who: "member", shows: "Texts about your appointments" },
    { name: "/admin/waitlist-times", path: "/admin/waitlist-times", who: "staff", shows: "Waiting for a freed time" },
    { name: "/admin?tab=team (photo upload)", path: "/admin?tab=team", who: "staff", shows: "Upload photo of Maya Lewis" },
    { name: "/admin?search=<her email> (Patch test cancelled)", path: `/admin?search=${encodeURIComponent("sweep.untested@example.com")}`, who: "staff", shows: "Patch test cancelled:" },
  ];
  return { pages, cookies: { anyone: "", staff, member } };
}

/** axe's WCAG 2.1 A and AA violations, as the e2e specs ask for them, in Chromium at one width. */
async function axeRun(browser: Browser, url: string, width: (typeof widths)[number], cookie: string): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width, height: heights[width] }, extraHTTPHeaders: cookie ? { cookie } : {} });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "networkidle" });
    return await axeViolations(page);
  } finally {
    await context.close();
  }
}

const server = await startServer();
try {
  const { pages, cookies } = await createStates(server.baseUrl, server.database, server.smtp);
  const results: { page: SweptPage; vnu: string[]; pa11y: Record<number, string[]>; axe: Record<number, string[]> }[] = [];
  const html: Record<string, string> = {};
  for (const page of pages) {
    const response = await fetch(`${server.baseUrl}${page.path}`, { headers: { cookie: cookies[page.who] } });
    html[page.name] = await response.text();
    // A page not in the state it names would sweep the wrong thing: stop rather than report it clean.
    const words = html[page.name]!.replace(/<script[\s\S]*?<\/script>/g, " ").replaceAll("&#x27;", "'").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    if (response.status !== (page.status ?? 200) || !words.includes(page.shows)) throw new Error(`${page.name}: ${response.status}, not showing "${page.shows}"`);
  }
  const vnu = await vnuErrors(html);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--no-first-run"] });
  try {
    for (const page of pages) {
      const url = `${server.baseUrl}${page.path}`;
      const headers: Record<string, string> = cookies[page.who] ? { cookie: cookies[page.who] } : {};
      const result = { page, vnu: vnu.filter((line) => line.startsWith(`${page.name}: `)), pa11y: {} as Record<number, string[]>, axe: {} as Record<number, string[]> };
      for (const width of widths) {
        result.pa11y[width] = (await pa11yErrors(url, { headers, width })).map((line) => line.replace(server.baseUrl, ""));
        result.axe[width] = await axeRun(browser, url, width, cookies[page.who]);
      }
      console.log(`${page.name}: vnu ${result.vnu.length}, pa11y ${widths.map((w) => result.pa11y[w]!.length).join("/")}, axe ${widths.map((w) => result.axe[w]!.length).join("/")}`);
      results.push(result);
    }
  } finally {
    await browser.close();
  }
  const total = (pick: (result: (typeof results)[number]) => string[]) => results.reduce((sum, result) => sum + pick(result).length, 0);
  // Every vnu error counts, one the checker could not place on a page too.
  const unplaced = vnu.filter((line) => !pages.some((page) => line.startsWith(`${page.name}: `)));
  const totals: Record<string, number> = { vnu: vnu.length };
  for (const w of widths) Object.assign(totals, { [`pa11y ${w}`]: total((r) => r.pa11y[w]!), [`axe ${w}`]: total((r) => r.axe[w]!) });
  process.exitCode = Object.values(totals).some((count) => count > 0) ? 1 : 0;
  const cell = (errors: string[]) => (errors.length === 0 ? "0" : `**${errors.length}**`);
  const lines = [
    "# Checkers over the pages issue 34 touched",
    "",
    "`npm run check:pages` (scripts/checks/sweep-pages.ts): the production build on an embedded PostgreSQL of its own, each state made",
    "through the API; the Nu checker (vnu, errors only), pa11y (HTML_CodeSniffer, WCAG2AA, errors) and axe (WCAG 2.1 A and AA)",
    "in Chromium at 390 × 844 and 1280 × 800. Errors per page:",
    "",
    "| Page | vnu | pa11y 390 | pa11y 1280 | axe 390 | axe 1280 |",
    "| --- | --- | --- | --- | --- | --- |",
    ...results.map((r) => `| ${r.page.name}${r.page.who === "anyone" ? "" : ` (${r.page.who})`} | ${cell(r.vnu)} | ${cell(r.pa11y[390]!)} | ${cell(r.pa11y[1280]!)} | ${cell(r.axe[390]!)} | ${cell(r.axe[1280]!)} |`),
    `| **Total** | ${totals.vnu} | ${totals["pa11y 390"]} | ${totals["pa11y 1280"]} | ${totals["axe 390"]} | ${totals["axe 1280"]} |`,
    "",
  ];
  const errorLines = [...unplaced.map((line) => `- vnu: ${line}`), ...results.flatMap((r) => [
    ...r.vnu.map((line) => `- vnu: ${line}`),
    ...widths.flatMap((w) => [...r.pa11y[w]!.map((line) => `- pa11y ${w}: ${r.page.name}: ${line}`), ...r.axe[w]!.map((line) => `- axe ${w}: ${r.page.name}: ${line}`)]),
  ])];
  lines.push(...(errorLines.length === 0 ? ["No errors."] : ["## Errors", "", ...errorLines]), "");
  await writeFile("bench/checks.md", lines.join("\n"));
  console.log(`bench/checks.md: ${JSON.stringify(totals)}`);
} finally {
  await server.database.sql.end();
  await server.database.close();
  await server.stop();
}
// Exits with the code set above, whatever handles the browser or pa11y left open.
process.exit();
