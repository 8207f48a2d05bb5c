import { expect as baseExpect, test } from "@playwright/test";
import type { TestSmtpServer } from "../../support/smtp";
import { startMailedServer, type OwnServer } from "../own-server";
import { expectDistinctLandmarksAndHeadingOrder, expectNoAxeViolations, waitForHydration } from "../support";
import { acceptBookingTerms } from "../pay-as-client";

/**
 * Freed times go to waiting clients (issue 24 item 3, docs/decisions/0064), from the client's side: Maya's Saturday
 * morning is full for Cloud Wax (she alone does it in the demo team), a client asks on /book to be told, staff cancel
 * a booking, and the offer's email arrives; its link opens /book at the held time and she pays for it. The server
 * compares the line every half second and mails an SMTP server in this process.
 */
test.describe.configure({ timeout: 150_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const STAFF_PASSWORD = "freed times staff 2026";
let smtp: TestSmtpServer;
let server: OwnServer;
let baseURL: string;
let cookie: string;
const client = `waiting-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
let saturday: string;
const fillers: string[] = [];

const post = (path: string, body: unknown, headers: Record<string, string> = {}, method = "POST") =>
  fetch(`${baseURL}${path}`, { method, headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
const morningTimes = async (date: string) => {
  const body = (await (await fetch(`${baseURL}/api/availability?items=cloud-wax&from=${date}&days=1`)).json()) as { slots: { time: string }[] };
  return body.slots.map((slot) => slot.time).filter((time) => time < "12:00");
};

/** A Saturday at least a week ahead, in London, as /book's calendar names it. */
function nextSaturday(): string {
  const day = new Date(Date.now() + 7 * 86_400_000);
  while (new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", weekday: "long" }).format(day) !== "Saturday") day.setTime(day.getTime() + 86_400_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(day);
}

test.beforeAll(async () => {
  ({ server, smtp } = await startMailedServer("freed-times", () => ({ ADMIN_PASSWORD: STAFF_PASSWORD, WAITLIST_OFFER_INTERVAL_MS: "500" })));
  baseURL = server.baseURL;
  saturday = nextSaturday();
  // Every morning time on that Saturday taken, so no morning time suits her.
  for (let times = await morningTimes(saturday), n = 0; times.length > 0; times = await morningTimes(saturday), n++) {
    const booked = await post("/api/bookings", {
      name: "Filler Client",
      email: `filler-${n}-${client}`,
      phone: "07700 900456",
      service: "Cloud Wax",
      preferredDate: saturday,
      preferredTime: times[0],
      items: [{ id: "cloud-wax", type: "service" }],
      policyAccepted: true,
      earlyStartRequested: true,
    });
    baseExpect(booked.status).toBe(201);
    fillers.push(((await booked.json()) as { id: string }).id);
  }
  const login = await post("/api/auth/login", { username: "admin", password: STAFF_PASSWORD });
  baseExpect(login.status).toBe(200);
  cookie = login.headers.get("set-cookie")!.split(";")[0]!;
});

test.afterAll(() => server?.stop());

test("a client asks on /book to be told, a cancellation frees a time, and she books it from the email's link (axe-clean at 390 and 1280 px)", async ({ page }) => {
  await page.goto(`${baseURL}/book?items=cloud-wax&step=time&date=${saturday}`);
  await waitForHydration(page);
  await page.getByRole("link", { name: "Ask to be told when one frees up" }).click();
  await expect(page.getByRole("heading", { name: "Ask to be told when a time frees" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("textbox", { name: "From", exact: true }).fill(saturday);
  await page.getByRole("textbox", { name: "To", exact: true }).fill(saturday);
  await page.getByRole("radio", { name: /^Morning/ }).check();
  await page.getByRole("textbox", { name: /^Your name/ }).fill("Wendy Waiting");
  await page.getByRole("textbox", { name: /^Email/ }).fill(client);
  await page.getByRole("button", { name: "Tell me when a time frees" }).click();
  await expect(page.getByRole("heading", { name: "We'll tell you when a time frees" })).toBeVisible();
  await expect(page.getByText("Morning (before 12:00)")).toBeVisible();
  await expect(page.getByRole("link", { name: "See or withdraw your request" })).toHaveAttribute("href", /^\/book\/tell-me\/[A-Za-z0-9_-]{43}$/);
  await expectNoAxeViolations(page);
  // Her request's own page, from that link: what she asked for, and the button that withdraws it.
  await page.getByRole("link", { name: "See or withdraw your request" }).click();
  await expect(page.getByRole("heading", { name: "Your request to be told" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Withdraw my request" })).toBeVisible();
  await expectNoAxeViolations(page);

  // Staff cancel one of the morning's bookings: the time is freed.
  const cancelled = await post(`/api/bookings/${fillers[0]}/status`, { status: "cancelled" }, { cookie }, "PATCH");
  expect(cancelled.status).toBe(200);

  let link: string | undefined;
  await expect(async () => {
    const mail = smtp.received.find((message) => message.envelope.to.includes(client) && /^A time you asked for is free/.test(message.mail.subject ?? ""));
    link = mail?.mail.text?.match(/https?:\/\/\S+\/book\/offer\/[A-Za-z0-9_-]{43}/)?.[0];
    expect(link).toBeDefined();
  }).toPass({ timeout: 30_000 });

  await page.goto(link!);
  await expect(page).toHaveURL(/\/book\?.*step=details.*offer=/);
  await waitForHydration(page);
  await expect(page.getByRole("region", { name: "A time held for you" })).toContainText("This time is held for you until");
  await expectNoAxeViolations(page);
  await page.getByRole("textbox", { name: /^Full name/ }).fill("Wendy Waiting");
  await page.getByRole("textbox", { name: /^Email/ }).fill(client);
  await page.getByRole("textbox", { name: /^Phone/ }).fill("07700 900123");
  await acceptBookingTerms(page);
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page.getByRole("heading", { name: "Demo payments – no card is charged" })).toBeVisible({ timeout: 15_000 });
  await page.getByRole("textbox", { name: /^Card number/ }).fill("4242 4242 4242 4242");
  await page.getByRole("textbox", { name: /^Expiry/ }).fill("12/39");
  await page.getByRole("textbox", { name: /^CVC/ }).fill("123");
  await page.getByRole("button", { name: /^Pay £/ }).click();
  await expect(page).toHaveURL(/\/book-appointment\?booking=[0-9a-f-]{36}$/, { timeout: 15_000 });
  // Spent: the link says plainly that the time is no longer held.
  await page.goto(link!);
  await expect(page.getByRole("heading", { name: "This time is no longer held for you." })).toBeVisible();
  await expectNoAxeViolations(page);

  // Staff see her request booked in the line for Cloud Wax.
  expect((await page.request.post(`${baseURL}/api/auth/login`, { data: { username: "admin", password: STAFF_PASSWORD } })).status()).toBe(200);
  await page.goto(`${baseURL}/admin/waitlist-times`);
  const row = page.getByRole("row").filter({ hasText: client });
  await expect(row.getByRole("cell").last()).toHaveText("Booked");
  await expectNoAxeViolations(page);
  await expectDistinctLandmarksAndHeadingOrder(page);
});
