import AxeBuilder from "@axe-core/playwright";
import { expect as baseExpect, type Locator, type Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { addDays, weekdayOf } from "~/lib/zoned-time";
import { weekStart } from "~/features/booking/admin/calendar/admin-calendar";
import { monthAndDay } from "~/features/booking/admin/date-badge";
import { formatViewRange } from "~/features/booking/admin/calendar/view-range";
import { isDashboardData, nextDashboardData, openDashboard, parseCsv, payBooking, signInAsStaff, STAFF, uniqueTag } from "../admin-support";
import { asPaidBeforePaymentsConfirmed, seedBooking, test } from "../seed";
import { seedUnsubscribeLink } from "../seed-unsubscribe";
import { collectConsoleErrors, expectNoAxeViolations, waitForHydration } from "../support";

/**
 * The staff pages: sign-in, and the dashboard over its loaders and actions, on the e2e server's fresh database. Every test
 * makes its own clients with a name no other test uses, and looks only at those rows, so parallel tests and both
 * projects share the one database safely. Bookings are seeded into the database on days chosen from the test's
 * clock (./seed.ts), which the page's clock is fixed to, so no result depends on the day or the time of day.
 */
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const XSS_IMG = `<img src=x onerror="window.__xss=1">`;
const XSS_SCRIPT = `<script>window.__xss=1</script>`;

const toast = (page: Page) => page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
const tab = (page: Page, name: string) => page.getByRole("tab", { name: new RegExp(`^${name.replace(/[&()]/g, "\\$&")}`) });
const bookingRow = (page: Page, name: string) => page.getByRole("article", { name, exact: true });
const statValue = (page: Page, label: string) => page.locator("dl > div").filter({ has: page.getByText(label, { exact: true }) }).locator("dd");
const searchBookings = (page: Page) => page.getByRole("searchbox", { name: "Search bookings" });
const statusFilter = (page: Page) => page.getByRole("combobox", { name: "Status" });
const xssRan = (page: Page) => page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss);

async function openTab(page: Page, name: string) {
  await tab(page, name).click();
  await expect(tab(page, name)).toHaveAttribute("aria-selected", "true");
}

async function searchFor(page: Page, text: string) {
  // The list follows the search once typing pauses; wait for that answer rather than a guess.
  const answered = page.waitForResponse((response) => isDashboardData(response) && new URL(response.url()).searchParams.get("search") === text);
  await searchBookings(page).fill(text);
  await answered;
}

test.describe("staff sign-in", () => {
  test("the dashboard sends a visitor without a session to sign in, and a wrong password is refused", async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin$/);
    await expect(page).toHaveTitle("Staff sign in | Sculpted Dreams Studio");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("heading", { level: 1, name: "Staff sign in" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Username" })).toHaveAttribute("autocomplete", "username");
    await expect(page.getByLabel("Password")).toHaveAttribute("autocomplete", "current-password");
    // A plain form, without React (decision 0008): nothing of the dashboard's bundle is loaded before sign-in.
    await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);

    await page.getByRole("textbox", { name: "Username" }).fill(STAFF.username);
    await page.getByLabel("Password").fill("not the right password at all");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("That username and password do not match.");
    await expect(page.getByRole("textbox", { name: "Username" })).toHaveValue(STAFF.username);
    await expect(page.getByLabel("Password")).toHaveValue("");
    await expect(page.getByLabel("Password")).toBeFocused();
    await expect(page).toHaveURL(/\/admin\/login/);

    // Empty fields are caught before any password is checked.
    await page.getByRole("textbox", { name: "Username" }).fill("");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Enter your username")).toBeVisible();
    await expect(page.getByText("Enter your password")).toBeVisible();
  });

  test("the sign-in page has no accessibility violations, also when it shows an error", async ({ page }) => {
    await page.goto("/admin/login");
    await expectNoAxeViolations(page);
    // An unknown username: the same answer as a wrong password, without slowing the real account's sign-in.
    await page.getByRole("textbox", { name: "Username" }).fill("nobody-here");
    await page.getByLabel("Password").fill("not a password of ours");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("That username and password do not match.");
    await expectNoAxeViolations(page);
  });

  test("signing in returns to the dashboard, and signing out ends the session", async ({ page }) => {
    await page.goto("/admin");
    await page.getByRole("textbox", { name: "Username" }).fill(STAFF.username);
    await page.getByLabel("Password").fill(STAFF.password);
    const signIn = page.getByRole("button", { name: "Sign in" });
    await signIn.click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Studio dashboard" })).toBeVisible();
    await expect(page.getByText(`Signed in as ${STAFF.username}`)).toBeVisible();
    const page200 = await page.request.get("/admin");
    expect(page200.headers()["cache-control"]).toContain("no-store");

    // Signed in, the sign-in page has nothing to offer.
    await page.goto("/admin/login");
    await expect(page).toHaveURL(/\/admin$/);
    await waitForHydration(page);

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect((await page.request.get("/api/auth/me")).status()).toBe(401);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin$/);
  });

  test("signing in works before JavaScript, and only sends staff on within the admin area", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(`/admin/login?next=${encodeURIComponent("https://evil.example/admin")}`);
    await page.getByRole("textbox", { name: "Username" }).fill(STAFF.username);
    await page.getByLabel("Password").fill(STAFF.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Studio dashboard" })).toBeVisible();
    await context.close();
  });
});

test.describe("staff dashboard", () => {
  test.beforeEach(async ({ page }) => {
    await signInAsStaff(page);
  });

  test("the bookings list is in the server's HTML: readable at once, and without JavaScript", async ({ browser, baseURL, clock }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const booking = await seedBooking(clock, { name: `Plain Reader ${tag}`, email: `plain-${tag}@example.com` });
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await signInAsStaff(page);
    await page.goto(`/admin?search=${encodeURIComponent(booking.name)}`);
    await expect(page.getByRole("heading", { level: 3, name: booking.name })).toBeVisible();
    // Each card is a Suspense boundary (to hydrate on its own): React's server sends it in place, never hidden
    // behind a fallback for a script to reveal (app/entry.server.tsx).
    await expect(page.getByText("Loading bookings...")).toHaveCount(0);
    await context.close();
  });

  test("is an island: no React Router in the browser, and its modules arrive once the HTML is in and hydrate it", async ({ page }) => {
    const served = await (await page.request.get("/admin")).text();
    expect(served).not.toContain('<link rel="modulepreload"');
    expect(served).not.toContain("__reactRouterContext");
    const modules = new Set<string>();
    page.on("request", (request) => {
      if (request.resourceType() === "script" && new URL(request.url()).pathname.startsWith("/assets/islands/")) modules.add(request.url());
    });
    await page.goto("/admin");
    await waitForHydration(page);
    // The island's entry, React's chunk and the shown tab's modules (docs/decisions/0066).
    expect(modules.size).toBeGreaterThan(5);
    expect(await page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(false);
  });

  test("the diary opened by address brings its own tab's code before it hydrates, and not the Bookings tab's", async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.text());
    });
    await page.goto("/admin?tab=calendar");
    await waitForHydration(page);
    await expect(page.getByRole("region", { name: "Calendar" })).toHaveAttribute("aria-busy", "false");
    // Chunks are named by hash: each tab's code is known by words only it holds.
    const loaded = (await Promise.all(scripts)).join("\n");
    expect(loaded).toContain("Loading the diary...");
    expect(loaded).not.toContain("Loading bookings...");
  });

  test("bookings: search and filter find them; confirm and cancel update badges, counts and stats; no complete before the start", async ({ page, clock }, testInfo) => {
    const errors = collectConsoleErrors(page);
    const tag = uniqueTag(testInfo);
    const grace = await seedBooking(clock, { name: `Grace Okafor ${tag}`, email: `grace-${tag}@example.com`, notes: "First time waxing, a little nervous." });
    const amelia = await seedBooking(clock, { name: `Amelia Hart ${tag}`, email: `amelia-${tag}@example.com` });
    // Staff confirm only a paid booking: Grace paid (before payments confirmed bookings), Amelia still holds her time unpaid.
    await payBooking(page.request, grace.id);
    await asPaidBeforePaymentsConfirmed(grace.id);
    await openDashboard(page);

    await searchFor(page, tag);
    await expect(tab(page, "Bookings")).toHaveText("Bookings (2)");
    await expect(page.getByRole("list", { name: "Bookings" }).getByRole("article")).toHaveCount(2);
    const graceRow = bookingRow(page, grace.name);
    await expect(graceRow.getByText("Status: Pending", { exact: false }).first()).toBeVisible();
    await expect(graceRow.getByText("Payment: Paid", { exact: false }).first()).toBeVisible();
    await expect(bookingRow(page, amelia.name).getByText("Payment: Unpaid", { exact: false }).first()).toBeVisible();
    await expect(graceRow.getByText(`Date: ${monthAndDay(grace.slot.date)}`, { exact: false }).first()).toBeVisible();
    await expect(graceRow.getByText("First time waxing, a little nervous.")).toBeVisible();
    await expect(graceRow.getByText("£20.00")).toBeVisible();
    await expect(graceRow.getByText(`${grace.slot.time}–`)).toBeVisible();
    await expect(graceRow.getByRole("link", { name: grace.email })).toHaveAttribute("href", `mailto:${grace.email}`);
    await expect(graceRow.getByRole("button", { name: new RegExp(`for ${grace.name}$`) })).toHaveText(["Confirm", "Move", "Refund", "Cancel"]);
    await expect(graceRow.getByRole("button", { name: `Confirm booking for ${grace.name}` })).toBeEnabled();

    // Search by email too; then a filter with nothing in it shows the spec's empty state.
    await searchFor(page, `amelia-${tag}`);
    await expect(tab(page, "Bookings")).toHaveText("Bookings (1)");
    await expect(bookingRow(page, amelia.name)).toBeVisible();
    await searchFor(page, tag);
    await statusFilter(page).selectOption("confirmed");
    await expect(page.getByRole("heading", { name: "No bookings found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search or filter criteria.")).toBeVisible();
    await expect(tab(page, "Bookings")).toHaveText("Bookings (0)");
    await statusFilter(page).selectOption("pending");
    await expect(tab(page, "Bookings")).toHaveText("Bookings (2)");

    // Confirm: the row's buttons wait while the change is out, then the list and the stat cards are fetched again.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/admin/bookings/*/status*", async (route) => {
      await held;
      await route.continue();
    });
    await graceRow.getByRole("button", { name: `Confirm booking for ${grace.name}` }).click();
    await expect(graceRow.getByRole("button", { name: `Confirm booking for ${grace.name}` })).toBeDisabled();
    await expect(graceRow.getByRole("button", { name: `Cancel booking for ${grace.name}` })).toBeDisabled();
    const dataAfterConfirm = await nextDashboardData(page);
    release();
    await expect(toast(page)).toContainText("Booking confirmed");
    const { stats } = await dataAfterConfirm();
    await expect(statValue(page, "Awaiting confirmation")).toHaveText(String(stats.awaitingConfirmation));
    await expect(statValue(page, "Today's appointments")).toHaveText(String(stats.todaysAppointments));
    await expect(statValue(page, "Paid revenue this month")).toHaveText(/^£\d+\.\d{2}$/);
    // Filtered to pending, the confirmed booking leaves the list.
    await expect(tab(page, "Bookings")).toHaveText("Bookings (1)");
    await expect(graceRow).toBeHidden();

    await statusFilter(page).selectOption("all");
    await expect(graceRow.getByText("Status: Confirmed", { exact: false }).first()).toBeVisible();
    await expect(graceRow.getByText("Status: Confirmed", { exact: true })).toHaveClass(/green/);
    // Her appointment has not started, so there is nothing to complete or mark as a no-show yet (the server refuses
    // both with 409 too: tests/integration/booking/booking-changes.test.ts and features/booking/rules/booking-status.test.ts).
    await expect(graceRow.getByRole("button", { name: new RegExp(`for ${grace.name}$`) })).toHaveText(["Move", "Refund", "Cancel"]);

    // Cancelling asks first, with a reason; closing the dialog changes nothing and returns focus to the button.
    const ameliaRow = bookingRow(page, amelia.name);
    const cancel = ameliaRow.getByRole("button", { name: `Cancel booking for ${amelia.name}` });
    await cancel.click();
    const dialog = page.getByRole("dialog", { name: "Cancel this booking?" });
    await expect(dialog).toContainText(amelia.name);
    await expect(dialog).toContainText("Nothing has been paid, so nothing will be refunded.");
    await expect(dialog.getByRole("textbox", { name: /Reason/ })).toBeFocused();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(cancel).toBeFocused();
    await expect(ameliaRow.getByText("Status: Pending", { exact: true })).toHaveClass(/yellow/);

    await cancel.click();
    await dialog.getByRole("textbox", { name: /Reason/ }).fill("She rang to cancel");
    await dialog.getByRole("button", { name: "Cancel booking" }).click();
    await expect(toast(page)).toContainText("Booking cancelled");
    await expect(ameliaRow.getByText("Status: Cancelled", { exact: true })).toHaveClass(/red/);
    await expect(ameliaRow.getByRole("button", { name: new RegExp(`for ${amelia.name}$`) })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: amelia.name })).toBeFocused();

    await statusFilter(page).selectOption("cancelled");
    await expect(tab(page, "Bookings")).toHaveText("Bookings (1)");
    await statusFilter(page).selectOption("confirmed");
    await expect(tab(page, "Bookings")).toHaveText("Bookings (1)");
    await expect(bookingRow(page, grace.name)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("a change the server refuses shows its message and the list catches up", async ({ page, clock }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const booking = await seedBooking(clock, { name: `Priya Shah ${tag}`, email: `priya-${tag}@example.com` });
    await openDashboard(page);
    await searchFor(page, tag);
    const row = bookingRow(page, booking.name);
    await expect(row.getByText("Status: Pending", { exact: false }).first()).toBeVisible();

    // The client paid (before payments confirmed bookings: docs/decisions/0038), so this screen offers Confirm once
    // it reloads; someone else cancels it meanwhile, which the workflow makes final.
    await payBooking(page.request, booking.id);
    await asPaidBeforePaymentsConfirmed(booking.id);
    await searchFor(page, `priya-${tag}`);
    expect((await page.request.post(`/api/bookings/${booking.id}/cancel`, { data: { reason: "Cancelled by phone", refund: "none" } })).status()).toBe(200);
    await row.getByRole("button", { name: `Confirm booking for ${booking.name}` }).click();
    await expect(toast(page)).toContainText("Could not change the booking");
    await expect(toast(page)).toContainText("A cancelled booking cannot be changed.");
    await expect(row.getByText("Status: Cancelled", { exact: false }).first()).toBeVisible();
    await expect(row.getByRole("button", { name: new RegExp(`^(Confirm|Cancel) booking for`) })).toHaveCount(0);
  });

  test("the calendar shows bookings at their London times by week and by day, without cancelled ones", async ({ page, clock }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const kept = await seedBooking(clock, { name: `Lucy Brown ${tag}`, email: `lucy-${tag}@example.com` });
    const gone = await seedBooking(clock, { name: `Nora Quinn ${tag}`, email: `nora-${tag}@example.com` });
    expect((await page.request.patch(`/api/bookings/${gone.id}/status`, { data: { status: "cancelled" } })).status()).toBe(200);
    await openDashboard(page);
    await openTab(page, "Calendar");
    await expect(page.getByRole("link", { name: "Week", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.getByText("Loading the diary...")).toBeHidden();

    // Forward week by week, by keyboard, to the booking's week (weeks start on Monday).
    const today = clock.today;
    const weeks = Math.round((Date.parse(weekStart(kept.slot.date)) - Date.parse(weekStart(today))) / (7 * 86_400_000));
    const next = page.getByRole("link", { name: "Next week" });
    for (let step = 0; step < weeks; step++) {
      await expect(page.getByText(formatViewRange("week", addDays(today, step * 7)), { exact: false }).first()).toBeVisible();
      await next.focus();
      await page.keyboard.press("Enter");
    }
    const diary = page.getByRole("region", { name: "Calendar" });
    await expect(diary.getByText(formatViewRange("week", kept.slot.date), { exact: false }).first()).toBeVisible();
    // The week is Maya's (the owner, who takes the seeded bookings): a column a day, the booking in its day's.
    const dayHeading = `${weekdayOf(kept.slot.date).replace(/^./, (c) => c.toUpperCase())} ${Number(kept.slot.date.slice(8))} `;
    const day = diary.getByRole("region", { name: new RegExp(`^${dayHeading}`) });
    // A hold: the client's first name, the service, its London time and status, said in words.
    const entry = day.getByRole("button", { name: new RegExp(`^${kept.slot.time} Lucy – Hold, Cloud Wax, Pending, until \\d{2}:\\d{2}\\. Held for payment, open it\\.$`) });
    await expect(entry).toBeVisible();
    await expect(diary.getByRole("button", { name: /^\d\d:\d\d Nora\b/ })).toHaveCount(0);

    // Day view, then to the booking's day, then on to a Sunday (the studio is closed) which has no appointments.
    await page.getByRole("link", { name: "Day", exact: true }).click();
    await expect(page).toHaveURL(/[?&]view=day/);
    const anchor = addDays(today, weeks * 7);
    const days = Math.round((Date.parse(kept.slot.date) - Date.parse(anchor)) / 86_400_000);
    for (let step = 0; step < Math.abs(days); step++) {
      await expect(diary.getByText(formatViewRange("day", addDays(anchor, days > 0 ? step : -step)), { exact: false }).first()).toBeVisible();
      await page.getByRole("link", { name: days > 0 ? "Next day" : "Previous day" }).click();
    }
    await expect(diary.getByText(formatViewRange("day", kept.slot.date), { exact: false }).first()).toBeVisible();
    await expect(diary.getByRole("region", { name: "Maya Lewis" }).getByRole("button", { name: new RegExp(`^${kept.slot.time} Lucy – Hold, Cloud Wax`) })).toBeVisible();
    let date = kept.slot.date;
    while (weekdayOf(date) !== "sunday") {
      await page.getByRole("link", { name: "Next day" }).click();
      date = addDays(date, 1);
      await expect(diary.getByText(formatViewRange("day", date), { exact: false }).first()).toBeVisible();
    }
    await expect(diary.getByRole("button", { name: /(Booking|Held for payment), open it\.$/ })).toHaveCount(0);
    await page.getByRole("link", { name: "Today" }).click();
    await expect(diary.getByText(formatViewRange("day", today), { exact: false }).first()).toBeVisible();
    await expect(page).not.toHaveURL(/[?&]date=/);
  });

  test("Next week pressed three times while the weeks are still loading moves three weeks, and shows no week's appointments under another's name", async ({ page, clock }) => {
    await openDashboard(page);
    await openTab(page, "Calendar");
    await expect(page.getByText("Loading the diary...")).toBeHidden();
    // Every answer for the calendar held back a moment, as on a slow connection.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const calendarData = (url: URL) => url.pathname === "/admin";
    await page.route(calendarData, async (route) => {
      await held;
      await route.continue();
    });
    const next = page.getByRole("link", { name: "Next week" });
    for (let press = 0; press < 3; press++) await next.click();
    const threeOn = formatViewRange("week", addDays(clock.today, 21));
    const diary = page.getByRole("region", { name: "Calendar" });
    await expect(diary.getByText(threeOn, { exact: false }).first()).toBeVisible();
    await expect(page.getByText("Loading the diary...")).toBeVisible();
    await expect(diary.getByRole("heading", { level: 3 })).toHaveCount(0);
    release();
    await expect(diary.getByRole("heading", { level: 3 })).toHaveCount(7);
    await expect(diary.getByText(threeOn, { exact: false }).first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`[?&]date=${addDays(clock.today, 21)}`));
    await page.unroute(calendarData);
  });

  test("contacts: search, the interested-in line, empty states, and messages shown as typed", async ({ page, clock }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const name = `Ada Lovelace ${tag}`;
    const message = `Hello! Could I book lamination? ${XSS_IMG} ${XSS_SCRIPT}`;
    const sent = await page.request.post("/api/contact", {
      data: { name, email: `ada-${tag}@example.com`, phone: "07700 900456", service: "Brow Lamination", message },
    });
    expect(sent.status()).toBeLessThan(300);
    const note = await seedBooking(clock, { name: `Mary Seacole ${tag}`, email: `mary-${tag}@example.com`, notes: `Allergic to nothing ${XSS_IMG} ${XSS_SCRIPT}` });
    await openDashboard(page);

    // A booking note with markup is text.
    await searchFor(page, tag);
    await expect(bookingRow(page, note.name).getByText(`Allergic to nothing ${XSS_IMG} ${XSS_SCRIPT}`)).toBeVisible();

    await openTab(page, "Contacts");
    await page.getByRole("searchbox", { name: "Search contacts" }).fill(tag);
    // The search form has its own button (it also searches as she types).
    await page.getByRole("search", { name: "Contacts" }).getByRole("button", { name: "Search" }).click();
    await expect(tab(page, "Contacts")).toHaveText("Contacts (1)");
    const card = page.getByRole("article", { name });
    await expect(card.getByText("Interested in: Brow Lamination")).toBeVisible();
    await expect(card.getByText(message)).toBeVisible();
    await expect(card.getByRole("link", { name: `ada-${tag}@example.com` })).toHaveAttribute("href", `mailto:ada-${tag}@example.com`);
    await expect(card.getByText(/^Received \w{3} \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/)).toBeVisible();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await xssRan(page)).toBeUndefined();

    await page.getByRole("searchbox", { name: "Search contacts" }).fill(`${tag}-nobody`);
    await expect(page.getByRole("heading", { name: "No contacts found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search criteria.")).toBeVisible();
  });

  test("the tab, search and filter live in the address: reload and Back keep them", async ({ page, clock }, testInfo) => {
    const tag = uniqueTag(testInfo);
    await seedBooking(clock, { name: `Rosa Parks ${tag}`, email: `rosa-${tag}@example.com` });
    await openDashboard(page);
    await searchFor(page, tag);
    await statusFilter(page).selectOption("pending");
    await expect(page).toHaveURL(new RegExp(`search=${tag}&status=pending$`));
    await openTab(page, "Contacts");
    await page.getByRole("searchbox", { name: "Search contacts" }).fill(`${tag}-nobody`);
    await expect(page).toHaveURL(new RegExp(`tab=contacts&.*contactSearch=${tag}-nobody$`));
    await expect(page.getByRole("heading", { name: "No contacts found" })).toBeVisible();

    await page.reload();
    await waitForHydration(page);
    await expect(tab(page, "Contacts")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("searchbox", { name: "Search contacts" })).toHaveValue(`${tag}-nobody`);
    await page.goBack();
    await expect(tab(page, "Bookings")).toHaveAttribute("aria-selected", "true");
    await expect(searchBookings(page)).toHaveValue(tag);
    await expect(statusFilter(page)).toHaveValue("pending");
    await expect(tab(page, "Bookings")).toHaveText("Bookings (1)");
  });

  test("a post written in the Blog tab is previewed, published on /blog with its markdown, and markup stays text", async ({ page }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const title = `Summer brow care ${tag}`;
    await openDashboard(page);
    await openTab(page, "Blog");
    await expect(page.getByText("Loading posts...")).toBeHidden();
    await page.getByRole("button", { name: "New post" }).click();
    await expect(page.getByRole("heading", { name: "New post" })).toBeFocused();

    // Nothing filled in: the schema's messages appear under the fields.
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText("Give the post a title (3 characters or more)")).toBeVisible();
    await expect(page.getByText("Write a short excerpt (10 characters or more)")).toBeVisible();
    await expect(page.getByRole("textbox", { name: /^Title/ })).toBeFocused();

    await page.getByRole("textbox", { name: /^Title/ }).fill(title);
    await expect(page.getByText(`The post will live at /blog/summer-brow-care-${tag}`)).toBeVisible();
    await page.getByRole("textbox", { name: /^Excerpt/ }).fill("Keep your brows happy in the summer sun.");
    await page.getByRole("textbox", { name: /^Author/ }).fill("Grace, Lead Brow Artist");
    await page.getByRole("textbox", { name: /^Tags/ }).fill("Brows, Summer");
    await page
      .getByRole("textbox", { name: /^Content/ })
      .fill(`## Before the sun\n\nKeep brows **glowing** with gentle care.\n\n- SPF on the brow bone\n- A wide-brimmed hat\n\n${XSS_IMG} ${XSS_SCRIPT}`);

    await page.getByRole("button", { name: "Preview" }).click();
    const preview = page.getByRole("region", { name: "Preview" });
    await expect(preview.getByRole("heading", { name: "Before the sun" })).toBeVisible();
    await expect(preview.locator("strong")).toHaveText("glowing");
    await expect(preview.getByRole("listitem")).toHaveText(["SPF on the brow bone", "A wide-brimmed hat"]);
    // Markup is text (markdown may still read the underscores of "__xss" as emphasis, as /blog does).
    await expect(preview).toContainText('<img src=x onerror="window.');
    await expect(preview).toContainText("<script>window.");
    await expect(preview.locator("img, script")).toHaveCount(0);
    await page.getByRole("button", { name: "Preview" }).click();

    await page.getByRole("checkbox", { name: /Keep as a draft/ }).uncheck();
    await page.getByRole("button", { name: "Save and publish" }).click();
    await expect(toast(page)).toContainText("Post saved and published");
    const listed = page.getByRole("list", { name: "Posts" }).getByRole("listitem").filter({ hasText: title });
    await expect(listed.getByText("Published", { exact: false }).first()).toBeVisible();

    // The admin API clears the page cache on save, so /blog shows it at once.
    expect(await (await page.request.get("/blog")).text()).toContain(title);
    await page.goto(`/blog/summer-brow-care-${tag}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Before the sun" })).toBeVisible();
    await expect(page.locator("article strong").filter({ hasText: "glowing" })).toBeVisible();
    const body = page.locator("article").filter({ has: page.getByRole("heading", { level: 1 }) });
    await expect(body).toContainText('<img src=x onerror="window.');
    await expect(body).toContainText("<script>window.");
    await expect(body.locator("script")).toHaveCount(0);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await xssRan(page)).toBeUndefined();

    // A second post may not take the same address.
    await openDashboard(page);
    await openTab(page, "Blog");
    await page.getByRole("button", { name: "New post" }).click();
    await page.getByRole("textbox", { name: /^Title/ }).fill(`Another ${title}`);
    await page.getByRole("textbox", { name: /^Address/ }).fill(`summer-brow-care-${tag}`);
    await page.getByRole("textbox", { name: /^Excerpt/ }).fill("A second post about the very same thing.");
    await page.getByRole("textbox", { name: /^Author/ }).fill("Grace");
    await page.getByRole("textbox", { name: /^Content/ }).fill("Enough words to make a post worth reading.");
    await page.getByRole("button", { name: "Save draft" }).click();
    const slugField = page.getByRole("textbox", { name: /^Address/ });
    await expect(slugField).toHaveAttribute("aria-invalid", "true");
    await expect(slugField).toHaveAccessibleDescription(/Another post already uses that address\./);
    await page.getByRole("button", { name: "Back to all posts" }).click();

    // Unpublished, it leaves the blog.
    await page.getByRole("button", { name: `Unpublish ${title}` }).click();
    await expect(toast(page)).toContainText("Post unpublished");
    await expect(listed.getByText("Draft", { exact: false }).first()).toBeVisible();
    expect((await page.request.get(`/blog/summer-brow-care-${tag}`)).status()).toBe(404);
  });

  test("the waitlist groups sign-ups by treatment with their choices", async ({ page }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const name = `Maya Green ${tag}`;
    const joined = await page.request.post("/api/waitlist", {
      data: { name, email: `maya-${tag}@example.com`, phone: "07700 900789", service: "inch-away", interestedInModeling: "maybe", marketingEmail: true },
    });
    expect(joined.status()).toBeLessThan(300);
    await openDashboard(page);
    await openTab(page, "Waitlist");
    const group = page.getByRole("region", { name: /^Inch Away/ });
    await expect(group.getByRole("heading", { level: 3 })).toContainText(/Inch Away\s*\d+ (person|people)/);
    const entry = group.getByRole("listitem").filter({ hasText: name });
    await expect(entry).toContainText("Happy to modelMaybe");
    await expect(entry).toContainText("MarketingEmails: yes");
    await expect(entry.getByRole("link", { name: `maya-${tag}@example.com` })).toBeVisible();
    await expect(tab(page, "Waitlist")).toHaveText(/^Waitlist \(\d+\)$/);
  });

  test("the waitlist shows who unsubscribed from its emails", async ({ page }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const name = `Lena Park ${tag}`;
    const token = await seedUnsubscribeLink({ name, email: `lena-${tag}@example.com`, service: "smooth-sculpt" });
    expect((await page.request.post(`/unsubscribe/${token}`, { form: { "List-Unsubscribe": "One-Click" } })).status()).toBe(200);
    await openDashboard(page);
    await openTab(page, "Waitlist");
    const entry = page.getByRole("region", { name: /^Smooth & Sculpt/ }).getByRole("listitem").filter({ hasText: name });
    await expect(entry.getByText("Unsubscribed", { exact: false }).first()).toBeVisible();
    await expect(entry).toContainText(/Waitlist emailsUnsubscribed \w{3} \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/);
    await entry.screenshot({ path: testInfo.outputPath("waitlist-unsubscribed.png") });
  });

  test("the Mail tab lists the outbox, newest first, and explains why messages wait", async ({ page, clock }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const booking = await seedBooking(clock, { name: `Ivy Stone ${tag}`, email: `ivy-${tag}@example.com` });
    // Paying writes the client her receipt (and confirms the booking: docs/decisions/0038).
    await payBooking(page.request, booking.id);
    await openDashboard(page);
    await openTab(page, "Mail");
    await expect(page.getByText(/When a mail server is configured \(SMTP_URL\)/)).toBeVisible();
    const email = page
      .getByRole("list", { name: "Emails, newest first" })
      .getByRole("listitem")
      .filter({ hasText: `To ${booking.email}` })
      .filter({ hasText: "Kind: Payment received" });
    await expect(email).toHaveCount(1);
    await expect(email.getByText("Kind: Payment received")).toBeVisible();
    await expect(email.getByText(/^Status: (Waiting|Sent|Failed)$/)).toBeVisible();
    await expect(email).toContainText("Attempts:");
  });

  test("exports download as CSV; a person's data is found, downloaded and erased", async ({ page, clock }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const email = `zoe-${tag}@example.com`;
    const booking = await seedBooking(clock, { name: `Zoe Adams ${tag}`, email });
    expect((await page.request.post("/api/contact", { data: { name: `Zoe Adams ${tag}`, email, message: "Do you do gift vouchers for brows?" } })).status()).toBeLessThan(300);
    expect(
      (await page.request.post("/api/waitlist", { data: { name: `Zoe Adams ${tag}`, email, phone: "07700 900321", service: "the-glow-lift", interestedInModeling: "no" } })).status(),
    ).toBeLessThan(300);
    await openDashboard(page);
    // A gift voucher she was given: kept for its money, without her details.
    const voucher = await page.request.post("/api/vouchers", { data: { amount: "30", buyerName: "Her Friend", buyerEmail: `friend-${tag}@example.com`, recipientName: `Zoe Adams ${tag}`, recipientEmail: email } });
    expect(voucher.status()).toBe(201);
    await openTab(page, "Privacy & exports");

    const expectedHeaders = { bookings: "Reference", contacts: "Received", waitlist: "Joined" } as const;
    for (const [kind, label] of [
      ["bookings", "Bookings (CSV)"],
      ["contacts", "Contact enquiries (CSV)"],
      ["waitlist", "Waitlist (CSV)"],
    ] as const) {
      const downloading = page.waitForEvent("download");
      await page.getByRole("link", { name: label }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(new RegExp(`^${kind}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
      const rows = parseCsv(await readFile((await download.path())!, "utf8"));
      expect(rows[0]![0]).toBe(expectedHeaders[kind]);
      expect(rows[0]).toContain("Email");
      const mine = rows.filter((row) => row.includes(email));
      expect(mine, kind).toHaveLength(1);
      expect(mine[0]!.length).toBe(rows[0]!.length);
      if (kind === "bookings") expect(mine[0]![0]).toBe(booking.id);
    }

    await page.getByRole("textbox", { name: "Email address" }).fill(email);
    await page.getByRole("button", { name: "Look up" }).click();
    await expect(page.getByText(`Found for ${email}: 1 contact message, 1 booking, 1 waitlist entry, `)).toBeVisible();
    await expect(page.getByText(/, 1 gift voucher, 0 memberships and 0 marketing choices\.$/)).toBeVisible();
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download as JSON" }).click();
    const held = JSON.parse(await readFile((await (await downloading).path())!, "utf8")) as { email: string; bookings: { id: string }[] };
    expect(held.email).toBe(email);
    expect(held.bookings.map((row) => row.id)).toEqual([booking.id]);

    await page.getByRole("button", { name: "Erase" }).click();
    const dialog = page.getByRole("alertdialog", { name: `Erase ${email}?` });
    await expect(dialog).toContainText("Bookings are kept anonymised");
    await dialog.getByRole("button", { name: "Yes, erase" }).click();
    await expect(toast(page)).toContainText("Personal data erased");
    await expect(page.getByText("1 contact message deleted")).toBeVisible();
    await expect(page.getByText("1 waitlist entry deleted")).toBeVisible();
    await expect(page.getByText("1 booking kept, anonymised")).toBeVisible();
    await expect(page.getByText("1 gift voucher kept, anonymised")).toBeVisible();
    await expect(page.getByText("0 ended memberships kept, anonymised")).toBeVisible();

    await openTab(page, "Bookings");
    await searchFor(page, tag);
    await expect(page.getByRole("heading", { name: "No bookings found" })).toBeVisible();
  });

  test("has no accessibility violations on any tab, or with a dialog open", async ({ page, clock }, testInfo) => {
    // Thirteen axe scans of a long page: past 90 s on a busy machine.
    test.slow();
    const tag = uniqueTag(testInfo);
    const booking = await seedBooking(clock, { name: `Axe Tester ${tag}`, email: `axe-${tag}@example.com`, notes: "Please use the side door." });
    await openDashboard(page);
    await expect(page.getByText("Loading bookings...")).toBeHidden();
    await expectNoAxeViolations(page);
    // Lighthouse also checks target size (WCAG 2.2): the cards' email and phone links once failed it.
    const targetSize = await new AxeBuilder({ page }).withRules(["target-size"]).analyze();
    expect(targetSize.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(" ")))).toEqual([]);

    const cancel = page.getByRole("button", { name: `Cancel booking for ${booking.name}` });
    await cancel.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(cancel).toBeFocused();

    const settled: Record<string, Locator> = {
      Contacts: page.getByText("Loading contacts..."),
      Calendar: page.getByText("Loading the diary..."),
      Clients: page.getByText("Loading clients..."),
      Services: page.getByText("Loading the services…"),
      Waitlist: page.getByText("Loading the waitlist..."),
      Vouchers: page.getByText("Loading the vouchers..."),
      Members: page.getByText("Loading the members..."),
      Team: page.getByText("Loading the team…"),
      Blog: page.getByText("Loading posts..."),
      Mail: page.getByText("Loading the outbox..."),
      "Privacy & exports": page.getByRole("heading", { name: "Exports" }),
    };
    for (const [name, ready] of Object.entries(settled)) {
      await openTab(page, name);
      if (name === "Privacy & exports") await expect(ready).toBeVisible();
      else await expect(ready).toBeHidden();
      if (name === "Blog") await page.getByRole("button", { name: "New post" }).click();
      await expectNoAxeViolations(page);
    }
  });
});
