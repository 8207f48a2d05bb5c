import { nextWeekday } from "../../support/booking-data";
import { expect as baseExpect, type Page, type TestInfo } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { dayText } from "~/features/booking/appointment-text";
import { bookingCancellationRightPoints, CANCELLATION_FORM_PATH, cancellationPeriod, changePolicyPoints, earlyStartRequest } from "~/features/booking";
import { defaultStudio, formatAddress } from "~/features/studio";
import { bookableDay, test, type StudioClock } from "../seed";
import { collectConsoleErrors, expectNoAxeViolations, holdFetches, tabTo, waitForEnhancement, waitForHydration } from "../support";
import { acceptBookingTerms, earlyStartBox } from "../pay-as-client";

/**
 * The booking flow on the demo payment provider: real availability, a held booking, a card payment and the
 * appointment page. Every test that books chose its own weekday from the test's clock (./seed.ts; the page's clock
 * is fixed to it) and opens /book on it with the choice in the URL, so parallel tests on the one e2e database never
 * want the same time, and nothing depends on what today is or on the time of day.
 */

/**
 * Each journey crosses three pages, each hydrated, with the server holding and paying real bookings: generous
 * time on a busy machine, so a slow run fails only for a real fault.
 */
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const cards = {
  success: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
  authenticate: "4000 0025 0000 3155",
};

/**
 * A weekday per booking test, the second weekday ahead or later (past the lead time at any hour, and past midnight
 * should the run cross it); desktop takes the even ones, mobile the odd ones. Every test books at the same time on
 * its own day: counted in weekdays, so two tests never meet on the Monday after a weekend.
 */
const bookingDay = { flow: 0, declined: 1, authenticate: 2, keyboard: 3, free: 4, taken: 5, quick: 6, hold: 7, texts: 8 } as const;
const BOOKING_TIME = "10:00";
const dayFor = (request: Page["request"], clock: StudioClock, testInfo: TestInfo, test: keyof typeof bookingDay, items = "cloud-wax") =>
  bookableDay(request, clock, { items, time: BOOKING_TIME, nth: 2 + bookingDay[test] * 2 + (testInfo.project.name === "mobile" ? 1 : 0) });

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const toast = (page: Page) => page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
const stepHeading = (page: Page) => page.getByRole("heading", { level: 2, name: /Choose your treatments|Select a date and time|Your details/ });
const currentStep = (page: Page) => page.getByRole("navigation", { name: "Booking steps" }).locator('[aria-current="step"]');
const treatment = (page: Page, name: string) => page.getByRole("button", { name: new RegExp(`^${name}`) });
const dayGroup = (page: Page) => page.getByRole("radiogroup", { name: /^[A-Z][a-z]+ \d{4}$/ });
const timeGroup = (page: Page) => page.getByRole("radiogroup", { name: /^Free times on/ });
const patchTestQuestion = (page: Page) => page.getByRole("group", { name: /Your patch test/ });

async function openBooking(page: Page) {
  await page.goto("/book");
  await waitForHydration(page);
}

/** /book with the choice in its URL, as a reload or a shared link opens it, on the calendar step. */
async function openBookingAt(page: Page, choice: { items: string; date: string; time?: string }) {
  const params = new URLSearchParams({ items: choice.items, step: "time", date: choice.date, ...(choice.time ? { time: choice.time } : {}) });
  await page.goto(`/book?${params}`);
  await waitForHydration(page);
  await expect(stepHeading(page)).toHaveText("Select a date and time");
  await expect(page.getByText("Finding available times...")).toBeHidden();
  await expect(dayGroup(page).getByRole("radio", { checked: true })).toHaveAccessibleName(new RegExp(`^${dayText(choice.date)},`));
  if (choice.time) await expect(timeGroup(page).getByRole("radio", { name: choice.time, exact: true })).toHaveAttribute("aria-checked", "true");
}

async function fillDetails(page: Page, email: string) {
  await page.getByRole("textbox", { name: /^Full name/ }).fill("Amelia Hart");
  await page.getByRole("textbox", { name: /^Email/ }).fill(email);
  await page.getByRole("textbox", { name: /^Phone/ }).fill("+44 7700 900123");
  await page.getByRole("textbox", { name: /^Special requests/ }).fill("Sensitive skin around the brows, please.");
  await acceptBookingTerms(page);
}

/** Cloud Wax (no patch test) at the chosen day and time, details, and on to /checkout with the payment form ready. */
async function bookCloudWax(page: Page, date: string, options: { axe?: boolean } = {}) {
  const time = BOOKING_TIME;
  await openBookingAt(page, { items: "cloud-wax", date, time });
  if (options.axe) await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(stepHeading(page)).toHaveText("Your details");
  await fillDetails(page, uniqueEmail("booking"));
  await expect(page.getByText(new RegExp(`You're booking Cloud Wax on \\w+day \\d{1,2} \\w+ \\d{4} at ${time}`))).toBeVisible();
  if (options.axe) await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/checkout\?booking=[0-9a-f-]{36}$/);
  // Held, not booked: nothing stands until she pays, so nothing says "request submitted".
  await expect(toast(page)).toContainText("Your time is held");
  await expect(page.getByRole("heading", { name: "Demo payments – no card is charged" })).toBeVisible();
  // Reg 13, Schedule 2: who sells, where, the total, the policy, the right to cancel and the form, before paying.
  const beforePaying = page.getByRole("region", { name: "Before you pay" });
  await expect(beforePaying).toContainText(`${defaultStudio.name}, ${formatAddress(defaultStudio)}`);
  await expect(beforePaying).toContainText("£20.00");
  await expect(beforePaying).toContainText(changePolicyPoints[0]!);
  await expect(beforePaying).toContainText(bookingCancellationRightPoints[0]!);
  await expect(beforePaying.getByRole("link", { name: "The model cancellation form" })).toHaveAttribute("href", CANCELLATION_FORM_PATH);
  if (options.axe) await expectNoAxeViolations(page);
  return time;
}

async function payWith(page: Page, cardNumber: string) {
  await page.getByRole("textbox", { name: /^Card number/ }).fill(cardNumber);
  await page.getByRole("textbox", { name: /^Expiry/ }).fill("12/39");
  await page.getByRole("textbox", { name: /^CVC/ }).fill("123");
  await page.getByRole("button", { name: "Pay £20.00" }).click();
}

/** Presses Tab until `target` has focus: keyboard only, however many links the header holds. */
test.describe("booking page", () => {
  test("has its title, description, canonical link and a note for visitors without JavaScript", async ({ page }) => {
    await page.goto("/book");
    await expect(page).toHaveTitle("Book an Appointment | Sculpted Dreams Studio");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /pick a free time/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/book$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book Your Appointment");
    const noscript = await page.locator("noscript").first().innerHTML();
    expect(noscript).toContain("+44 20 7946 0123");
    expect(noscript).toContain("hello@sculpteddreams.studio");
    await expect(page.getByRole("main").getByRole("link", { name: "View all services" })).toHaveAttribute("href", "/services");
  });

  test("shows the steps, face treatments and the patch test, and says body treatments are coming soon (axe-clean)", async ({ page }) => {
    await openBooking(page);
    await expect(page.getByRole("navigation", { name: "Booking steps" }).getByRole("listitem")).toHaveText([
      /Choose Service/,
      /Select Date & Time/,
      /Confirm & Pay/,
    ]);
    await expect(currentStep(page)).toContainText("Choose Service");
    for (const name of ["Dream Shade", "Brow Lift", "Tint Spell", "Cloud Wax", "Patch Test"]) {
      await expect(treatment(page, name)).toHaveAttribute("aria-pressed", "false");
    }
    await expect(treatment(page, "The Glow Lift")).toHaveCount(0);
    const continueButton = page.getByRole("button", { name: "Continue", exact: true });
    await expect(continueButton).toBeDisabled();
    await expect(page.getByText("Choose at least one treatment to continue.")).toBeVisible();

    await page.getByRole("tab", { name: "Body Sculpting" }).click();
    const body = page.getByRole("tabpanel", { name: "Body Sculpting" });
    await expect(body.getByRole("heading", { name: "Our body treatments are coming soon" })).toBeVisible();
    await expect(body.getByRole("link", { name: /Inch Away waitlist/ })).toHaveAttribute("href", "/inch-away-waitlist");
    await expect(body.getByRole("link", { name: "See all our treatments and prices" })).toHaveAttribute("href", "/services");
    await expectNoAxeViolations(page);
  });

  test("toggles treatments in the summary with their prices and total", async ({ page }) => {
    await openBooking(page);
    const summary = page.getByRole("region", { name: "Your booking" });
    await treatment(page, "Brow Lift").click();
    await treatment(page, "Cloud Wax").click();
    await expect(treatment(page, "Brow Lift")).toHaveAttribute("aria-pressed", "true");
    await expect(summary.getByRole("listitem")).toHaveText([/Brow Lift.*£55\.00/, /Cloud Wax.*£20\.00/]);
    await expect(summary).toContainText("Total£75.00");
    await treatment(page, "Brow Lift").click();
    await expect(treatment(page, "Brow Lift")).toHaveAttribute("aria-pressed", "false");
    await expect(summary.getByRole("listitem")).toHaveText([/Cloud Wax.*£20\.00/]);
    await expect(summary).toContainText("Total£20.00");
    await expect(page.getByRole("button", { name: "Continue", exact: true })).toBeEnabled();
  });

  test("asks about the patch test for henna and not for wax, and Back keeps every choice (axe-clean)", async ({ page }) => {
    await openBooking(page);
    await treatment(page, "Cloud Wax").click();
    await expect(patchTestQuestion(page)).toHaveCount(0);
    await treatment(page, "Dream Shade").click();
    await expect(patchTestQuestion(page)).toBeVisible();

    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(patchTestQuestion(page)).toContainText("Please tell us about your patch test");
    await expect(stepHeading(page)).toHaveText("Choose your treatments");
    await expectNoAxeViolations(page);

    await page.getByRole("radio", { name: /^Book my free 15-minute patch test/ }).check();
    await expect(patchTestQuestion(page)).not.toContainText("Please tell us about your patch test");
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(stepHeading(page)).toHaveText("Select a date and time");
    await expect(stepHeading(page)).toBeFocused();
    await expect(currentStep(page)).toContainText("Select Date & Time");
    await expect(page.getByText("All times are UK time")).toBeVisible();

    await page.getByRole("button", { name: "Back" }).click();
    await expect(treatment(page, "Dream Shade")).toHaveAttribute("aria-pressed", "true");
    await expect(treatment(page, "Cloud Wax")).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("radio", { name: /^Book my free 15-minute patch test/ })).toBeChecked();

    // The choice is in the URL: a reload and the browser's Back keep it.
    await page.reload();
    await waitForHydration(page);
    await expect(treatment(page, "Dream Shade")).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("radio", { name: /^Book my free 15-minute patch test/ })).toBeChecked();
    await page.goBack();
    await expect(stepHeading(page)).toHaveText("Select a date and time");
    await expect(page.getByRole("region", { name: "Your booking" })).toContainText("Dream Shade");
  });

  test("a second treatment chosen while the first is still loading keeps both", async ({ page }) => {
    await openBooking(page);
    // Each basket change reloads the page's data (its own HTML, fetched): held, so the second click lands while the
    // first's answer waits.
    const answers = await holdFetches(page, (url) => url.pathname === "/book");
    await treatment(page, "Cloud Wax").click();
    await expect.poll(answers.held).toBe(1);
    await treatment(page, "Dream Shade").click();
    answers.release();
    await expect(treatment(page, "Cloud Wax")).toHaveAttribute("aria-pressed", "true");
    await expect(treatment(page, "Dream Shade")).toHaveAttribute("aria-pressed", "true");
    await expect.poll(() => new URL(page.url()).searchParams.get("items") ?? "").toMatch(/cloud-wax.*henna-brows|henna-brows.*cloud-wax/);
  });

  test("Continue right after choosing a time goes on with that time, while the next step is still loading", async ({ page, clock }, testInfo) => {
    await openBookingAt(page, { items: "cloud-wax", date: await dayFor(page.request, clock, testInfo, "quick") });
    // The next step's data is held: Continue waits for it with the time chosen, and never asks for one meanwhile.
    const answers = await holdFetches(page, (url) => url.pathname === "/book");
    await timeGroup(page).getByRole("radio", { name: BOOKING_TIME, exact: true }).click();
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect.poll(answers.held).toBe(1);
    await expect(page.getByText(/Please choose a time/)).toHaveCount(0);
    answers.release();
    await expect(stepHeading(page)).toHaveText("Your details");
    await expect(page).toHaveURL(new RegExp(`[?&]time=${BOOKING_TIME.replace(":", "%3A")}`));
    await expect(page.getByText(/Please choose a time/)).toHaveCount(0);
  });

  test("checks the details with the spec's messages and holds nothing", async ({ page }) => {
    await openBooking(page);
    await treatment(page, "Brow Lift").click();
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(page.getByText("Finding available times...")).toBeHidden();
    await timeGroup(page).getByRole("radio").first().click();
    await page.getByRole("button", { name: "Continue", exact: true }).click();

    await page.getByRole("textbox", { name: /^Full name/ }).fill("A");
    await page.getByRole("textbox", { name: /^Email/ }).fill("not-an-email");
    await page.getByRole("textbox", { name: /^Phone/ }).fill("123");
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Please enter a valid phone number")).toBeVisible();
    await expect(page.getByText("Please accept the booking policy")).toBeVisible();
    await expect(page.getByRole("textbox", { name: /^Full name/ })).toBeFocused();
    await expect(page.getByRole("link", { name: "Read the booking policy" })).toHaveAttribute("href", "/policies#booking");
    await expectNoAxeViolations(page);
    await expect(stepHeading(page)).toHaveText("Your details");
  });

  test("offers an unticked text reminder beside the phone, asks for a mobile when ticked, then holds the time (axe-clean)", async ({ page, clock }, testInfo) => {
    await openBookingAt(page, { items: "cloud-wax", date: await dayFor(page.request, clock, testInfo, "texts"), time: BOOKING_TIME });
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(stepHeading(page)).toHaveText("Your details");
    const reminder = page.getByRole("checkbox", { name: "Text me a reminder the day before" });
    await expect(reminder).not.toBeChecked();
    await expect(reminder).toHaveAccessibleDescription(/Reply STOP to stop texts/);
    await fillDetails(page, uniqueEmail("texts"));
    await page.getByRole("textbox", { name: /^Phone/ }).fill("020 7946 0018");
    await reminder.check();
    await page.getByRole("button", { name: "Continue to payment" }).click();
    // A landline cannot take a text: the server says so beside the phone field, and holds nothing.
    await expect(page.getByRole("textbox", { name: /^Phone/ })).toHaveAccessibleDescription(/Please enter a mobile number we can text, or untick the text reminder/);
    await expect(stepHeading(page)).toHaveText("Your details");
    await expect(reminder).toBeChecked();
    await expectNoAxeViolations(page);
    await page.getByRole("textbox", { name: /^Phone/ }).fill("07700 900123");
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page).toHaveURL(/\/checkout\?booking=[0-9a-f-]{36}$/);
  });

  test("when the time was just taken, says so and goes back to fresh times", async ({ page, clock }, testInfo) => {
    await openBookingAt(page, { items: "cloud-wax", date: await dayFor(page.request, clock, testInfo, "taken"), time: BOOKING_TIME });
    const chosen = new URL(page.url()).searchParams;
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await fillDetails(page, uniqueEmail("taken"));
    // Someone else books the same time through the API while this visitor is typing.
    const other = await page.request.post("/api/bookings", {
      data: {
        name: "Another Client",
        email: uniqueEmail("other"),
        phone: "+44 7700 900456",
        service: "Cloud Wax",
        preferredDate: chosen.get("date"),
        preferredTime: chosen.get("time"),
        items: [{ id: "cloud-wax", type: "service" }],
        policyAccepted: true,
        earlyStartRequested: true,
      },
    });
    expect(other.status(), await other.text()).toBe(201);
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(toast(page)).toContainText("Booking Failed");
    await expect(toast(page)).toContainText("Sorry, that time has just been taken. Please choose another.");
    await expect(stepHeading(page)).toHaveText("Select a date and time");
    await expect(timeGroup(page).getByRole("radio", { checked: true })).toHaveCount(0);
    await expect(page).not.toHaveURL(/[?&]time=/);
  });

  test("books Dream Shade with its own patch-test appointment 24 to 48 hours before (axe-clean)", async ({ page }, testInfo) => {
    // The choice is in the URL: a Thursday (desktop) or a Friday (mobile) after the weeks seedBooking fills
    // (./seed.ts) and inside the booking horizon. Other specs book that day too, in an order the two workers decide:
    // a time still free then, whose details step offers patch-test times 24 to 48 hours before it.
    const [before, dayBefore, weekday] = testInfo.project.name === "mobile" ? ["Wednesday", "Thursday", "friday"] : ["Tuesday", "Wednesday", "thursday"];
    // The diary spec closes a day 7 to 8 weeks ahead: the same weekday a week or two earlier when that one is taken.
    const dates = [45, 38, 31].map((days) => nextWeekday(weekday, days));
    const patchTime = page.getByRole("combobox", { name: /Your patch test time/ });
    let time: string | undefined;
    days: for (const date of dates) {
      const { slots } = (await (await page.request.get(`/api/availability?items=henna-brows&from=${date}&days=1`)).json()) as { slots: { date: string; time: string }[] };
      for (const slot of slots.filter((entry) => entry.date === date)) {
        await page.goto(`/book?items=henna-brows&patch=booked&step=details&date=${date}&time=${slot.time}`);
        await waitForHydration(page);
        await expect(stepHeading(page)).toHaveText("Your details");
        if ((await patchTime.count()) > 0) {
          time = slot.time;
          break days;
        }
      }
    }
    expect(time, `a time on ${dates.join(", ")} with patch-test times before it`).toBeDefined();
    await expect(patchTime).toBeVisible();
    await fillDetails(page, uniqueEmail("henna"));
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page.getByText("Please choose a time for your patch test, 24 to 48 hours before your treatment")).toBeVisible();
    await expectNoAxeViolations(page);
    // Every time offered is two days before, from her treatment's time on, or the day before, up to it.
    const options = (await patchTime.locator("option").allTextContents()).slice(1);
    expect(options.length).toBeGreaterThan(0);
    for (const option of options) {
      const [, day, at] = /^(\w+) .* at (\d{2}:\d{2})$/.exec(option) ?? [];
      expect(day === before ? at! >= time! : day === dayBefore && at! <= time!, `${option}, for ${time}`).toBe(true);
    }
    await patchTime.selectOption({ index: 1 });
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page).toHaveURL(/\/checkout\?booking=[0-9a-f-]{36}$/);
  });

  test("books the free patch test with no payment, then starts afresh", async ({ page, clock }, testInfo) => {
    const date = await dayFor(page.request, clock, testInfo, "free", "patch-test");
    await openBookingAt(page, { items: "patch-test", date, time: BOOKING_TIME });
    await expect(page.getByRole("region", { name: "Your booking" })).toContainText("Total£0.00");
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await fillDetails(page, uniqueEmail("patch"));
    await page.getByRole("button", { name: "Confirm booking" }).click();
    await expect(page.getByRole("heading", { name: "You're all booked!" })).toBeVisible();
    await expect(toast(page)).toContainText("Booking Request Submitted!");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Book Another Appointment" }).click();
    await expect(stepHeading(page)).toHaveText("Choose your treatments");
    await expect(treatment(page, "Patch Test")).toHaveAttribute("aria-pressed", "false");
  });
});

test.describe("booking and paying", () => {
  test("a time inside the 14-day cancellation period asks her to request an early start, a later one does not (axe-clean)", async ({ page, clock }, testInfo) => {
    // Its own time of day, and nothing is held: no other test's day is touched.
    const offset = testInfo.project.name === "mobile" ? 1 : 0;
    const near = await bookableDay(page.request, clock, { items: "cloud-wax", time: "11:30", after: 3 + offset });
    await openBookingAt(page, { items: "cloud-wax", date: near, time: "11:30" });
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(stepHeading(page)).toHaveText("Your details");
    await expect(earlyStartBox(page)).toBeVisible();
    await expect(earlyStartBox(page)).not.toBeChecked();
    await expect(page.getByText(earlyStartRequest.description)).toBeVisible();
    await fillDetails(page, uniqueEmail("early"));
    await earlyStartBox(page).uncheck();
    await page.getByRole("button", { name: "Continue to payment" }).click();
    // Said under the box (its description) and focused; nothing was held, so the page stays on the details step.
    await expect(earlyStartBox(page)).toHaveAccessibleDescription(new RegExp(earlyStartRequest.required));
    await expect(earlyStartBox(page)).toBeFocused();
    await expect(page).toHaveURL(/\/book\?/);
    await expectNoAxeViolations(page);

    const far = await bookableDay(page.request, clock, { items: "cloud-wax", time: "11:30", after: cancellationPeriod.days + 6 + offset });
    await openBookingAt(page, { items: "cloud-wax", date: far, time: "11:30" });
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(stepHeading(page)).toHaveText("Your details");
    await expect(page.getByRole("checkbox", { name: /I accept the booking policy/ })).toBeVisible();
    await expect(earlyStartBox(page)).toHaveCount(0);
    await acceptBookingTerms(page);
    await expectNoAxeViolations(page);
  });

  test("books Cloud Wax, pays with 4242 and lands on the appointment with the paid banner and a calendar file (axe-clean)", async ({ page, clock }, testInfo) => {
    const errors = collectConsoleErrors(page);
    const time = await bookCloudWax(page, await dayFor(page.request, clock, testInfo, "flow"), { axe: true });
    // The page arrives whole: the server renders the booking's summary and its card form (no "Loading", no shift).
    const served = await (await page.request.get(page.url())).text();
    expect(served).toMatch(/Booking summary[\s\S]*Amelia Hart[\s\S]*Sensitive skin around the brows, please\./);
    expect(served).toContain("Card number");
    expect(served).not.toContain("Loading your booking");
    const summary = page.getByRole("region", { name: "Booking summary" });
    await expect(summary).toContainText("Amelia Hart");
    await expect(summary).toContainText("+44 7700 900123");
    await expect(summary).toContainText("Sensitive skin around the brows, please.");
    await expect(summary).toContainText(new RegExp(`at ${time}`));
    await expect(summary).toContainText("Total£20.00");
    await expect(page.getByText(/We're holding your time until \d{2}:\d{2}/)).toBeVisible();
    await expect(page.getByText("4242 4242 4242 4242")).toBeVisible();
    await expect(page.getByRole("textbox", { name: /^Card number/ })).toHaveAttribute("autocomplete", "cc-number");
    await expect(page.getByRole("textbox", { name: /^Card number/ })).toHaveAttribute("inputmode", "numeric");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expectNoAxeViolations(page);

    await payWith(page, cards.success);
    await expect(page).toHaveURL(/\/book-appointment\?booking=[0-9a-f-]{36}$/);
    const bookedFor = new RegExp(`You're booked for \\w+day \\d{1,2} \\w+ \\d{4} at ${time}\\.`);
    // Paid is booked: the toast and the page say so with the time, and nobody promises to call to confirm it.
    await expect(toast(page)).toContainText("You're booked!");
    await expect(toast(page)).toContainText(bookedFor);
    await expect(page.getByRole("heading", { name: "Payment received: £20.00" })).toBeVisible();
    await expect(page.getByRole("region", { name: /Payment received/ })).toContainText("Cloud Wax");
    await expect(page.getByRole("region", { name: /Payment received/ })).toContainText(bookedFor);
    await expect(page.getByText(/to confirm your appointment/)).toHaveCount(0);
    const appointment = page.getByRole("region", { name: /here's your appointment/ });
    await expect(appointment).toContainText("Confirmed and paid");
    await expect(appointment).toContainText(new RegExp(`\\w+day \\d{1,2} \\w+ \\d{4} at ${time}`));
    await expect(appointment).toContainText("1 hour");
    await expect(appointment).toContainText("12 Lavender Mews");
    await expectNoAxeViolations(page);

    await expect(page.getByRole("region", { name: "Opening hours" })).toContainText("Monday – Friday9:00 – 18:00");
    await expect(page.getByRole("region", { name: "Opening hours" })).toContainText("SundayClosed");
    await expect(page.getByRole("link", { name: "Back to booking" })).toHaveAttribute("href", "/book");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expectNoAxeViolations(page);

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Add to calendar" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("appointment.ics");
    const calendar = await readFile((await file.path())!, "utf8");
    expect(calendar).toContain("BEGIN:VCALENDAR");
    expect(calendar).toContain(`DTSTART;TZID=Europe/London:`);
    expect(calendar).toContain(`T${time.replace(":", "")}00`);
    expect(calendar).toContain("SUMMARY:Cloud Wax at Sculpted Dreams Studio");

    // Her manage page says it is confirmed.
    await appointment.getByRole("link", { name: "Move or cancel your appointment" }).click();
    await expect(page).toHaveURL(/\/bookings\/manage\/[A-Za-z0-9_-]{43}$/);
    const booking = page.getByRole("region", { name: /here's your booking/ });
    await expect(booking.getByRole("definition").filter({ hasText: /^Confirmed$/ })).toBeVisible();
    await expectNoAxeViolations(page);

    // Paid: the hand-over is gone, so checkout sends the visitor back to booking.
    await page.goto("/checkout");
    await expect(page).toHaveURL(/\/book$/);
    expect(errors).toEqual([]);
  });

  test("the hold warns 2 minutes before it lapses, in a polite live region, and keeps the time once more on asking (page clock)", async ({ page, clock }, testInfo) => {
    await bookCloudWax(page, await dayFor(page.request, clock, testInfo, "hold"));
    // The page's clock runs from the real now, as the server's hold does, and then jumps as the test says.
    await page.clock.install({ time: new Date() });
    await page.reload();
    await waitForHydration(page);
    const hold = page.getByText(/We're holding your time until \d{2}:\d{2}/);
    const firstUntil = (await hold.textContent())!.match(/\d{2}:\d{2}/)![0];
    const keep = page.getByRole("button", { name: "Keep my time longer" });
    await expect(keep).toHaveCount(0);

    await page.clock.fastForward("13:30");
    await expect(page.getByRole("status").filter({ hasText: `Your time is held for 2 more minutes, until ${firstUntil}.` })).toBeVisible();
    await expect(keep).toBeVisible();
    await expectNoAxeViolations(page);
    await keep.click();
    const extended = page.getByRole("status").filter({ hasText: /^We're keeping your time until \d{2}:\d{2}\.$/ });
    await expect(extended).toBeVisible();
    const secondUntil = (await extended.textContent())!.match(/\d{2}:\d{2}/)![0];
    expect(secondUntil).not.toBe(firstUntil);
    await expect(hold).toContainText(secondUntil);
    await expect(keep).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Pay £20.00" })).toBeEnabled();

    // Once only: near the new end the warning comes again, with no second offer.
    await page.clock.fastForward("15:00");
    await expect(page.locator("[data-hold-warning]")).toBeVisible();
    await expect(keep).toHaveCount(0);
  });

  test("a declined card shows the decline and lets the visitor try again", async ({ page, clock }, testInfo) => {
    await bookCloudWax(page, await dayFor(page.request, clock, testInfo, "declined"));
    await payWith(page, cards.declined);
    await expect(toast(page)).toContainText("Payment Failed");
    await expect(toast(page)).toContainText("Your card was declined.");
    await expect(page.getByRole("button", { name: "Pay £20.00" })).toBeEnabled();
    await expect(page).toHaveURL(/\/checkout\?booking=[0-9a-f-]{36}$/);
  });

  test("a card that asks for authentication goes through the bank's dialog to the success screen (axe-clean)", async ({ page, clock }, testInfo) => {
    await bookCloudWax(page, await dayFor(page.request, clock, testInfo, "authenticate"));
    await payWith(page, cards.authenticate);
    const dialog = page.getByRole("dialog", { name: "Authenticate this payment" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("£20.00");
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Complete authentication" }).click();
    await expect(page).toHaveURL(/\/booking-confirmed\?.*payment_intent=demo_pi_.*redirect_status=succeeded/);
    await expect(page.getByRole("heading", { level: 1, name: "You're booked!" })).toBeVisible();
    await expect(page.getByText("A confirmation email is on its way to you now.")).toBeVisible();
    await expect(page.getByText("Our team will contact you 24 hours before your appointment.")).toBeVisible();
    // No tips email is ever sent: the page promises only what her confirmation and /policies hold.
    await expect(page.getByText(/preparation and aftercare tips/)).toHaveCount(0);
    await expect(page.getByText("Your confirmation email says how to prepare, and our Policies & Aftercare page has the aftercare for your treatment.")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Policies & Aftercare" })).toHaveAttribute("href", "/policies");
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "View your appointment" }).click();
    await expect(page.getByRole("heading", { name: "Payment received: £20.00" })).toBeVisible();
  });

  test("the whole booking can be made with the keyboard alone", async ({ page, clock }, testInfo) => {
    // The treatment and day arrive in the URL (as from a shared link); the rest is done by keyboard.
    const date = await dayFor(page.request, clock, testInfo, "keyboard");
    await page.goto(`/book?items=cloud-wax&date=${date}`);
    await waitForHydration(page);
    await expect(treatment(page, "Cloud Wax")).toHaveAttribute("aria-pressed", "true");
    await tabTo(page, page.getByRole("button", { name: "Continue", exact: true }));
    await page.keyboard.press("Enter");
    await expect(stepHeading(page)).toBeFocused();
    await expect(page.getByText("Finding available times...")).toBeHidden();

    // The calendar opens on the chosen day, its tab stop; Space chooses it.
    const day = dayGroup(page).getByRole("radio", { name: new RegExp(`^${dayText(date)},`) });
    await tabTo(page, day);
    await page.keyboard.press("Space");
    await expect(day).toHaveAttribute("aria-checked", "true");
    // The time: Space chooses the first, an arrow moves to (and chooses) the next.
    await tabTo(page, timeGroup(page).getByRole("radio").first());
    await page.keyboard.press("Space");
    await page.keyboard.press("ArrowRight");
    const chosen = timeGroup(page).getByRole("radio").nth(1);
    await expect(chosen).toHaveAttribute("aria-checked", "true");
    await expect(chosen).toBeFocused();
    await tabTo(page, page.getByRole("button", { name: "Continue", exact: true }));
    await page.keyboard.press("Enter");
    await expect(stepHeading(page)).toHaveText("Your details");

    await tabTo(page, page.getByRole("textbox", { name: /^Full name/ }));
    await page.keyboard.type("Amelia Hart");
    await page.keyboard.press("Tab");
    await page.keyboard.type(uniqueEmail("keyboard"));
    await page.keyboard.press("Tab");
    await page.keyboard.type("+44 7700 900123");
    await tabTo(page, page.getByRole("checkbox", { name: /I accept the booking policy/ }));
    await page.keyboard.press("Space");
    if ((await earlyStartBox(page).count()) > 0) {
      await tabTo(page, earlyStartBox(page));
      await page.keyboard.press("Space");
    }
    await tabTo(page, page.getByRole("button", { name: "Continue to payment" }));
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(/\/checkout\?booking=[0-9a-f-]{36}$/);
    const cardNumber = page.getByRole("textbox", { name: /^Card number/ });
    await expect(cardNumber).toBeVisible();
    await tabTo(page, cardNumber);
    await page.keyboard.type("4242424242424242");
    await expect(cardNumber).toHaveValue(cards.success);
    await page.keyboard.press("Tab");
    await page.keyboard.type("1239");
    await page.keyboard.press("Tab");
    await page.keyboard.type("123");
    await tabTo(page, page.getByRole("button", { name: "Pay £20.00" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/book-appointment\?booking=/);
    await expect(page.getByRole("heading", { name: "Payment received: £20.00" })).toBeVisible();
  });
});

test.describe("checkout, confirmation and appointment pages", () => {
  test("checkout without a pending booking goes back to booking", async ({ page }) => {
    await page.goto("/checkout");
    await expect(page).toHaveURL(/\/book$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book Your Appointment");
  });

  test("checkout is rendered on the server with its title, noindex and a note for visitors without JavaScript", async ({ page }) => {
    const response = await page.request.get("/checkout");
    const html = await response.text();
    expect(html).toContain("<title>Secure Checkout | Sculpted Dreams Studio</title>");
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    expect(html).toMatch(/<noscript>[\s\S]*hello@sculpteddreams\.studio[\s\S]*<\/noscript>/);
  });

  test("a failed payment shows Payment Failed with Try Again and Contact Support (axe-clean)", async ({ page }) => {
    await page.goto("/booking-confirmed?payment_intent=pi_unknown&payment_intent_client_secret=pi_unknown_secret&redirect_status=failed");
    await waitForEnhancement(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment Failed");
    await expect(
      page.getByText("There was an issue processing your payment. Please try again or contact us for assistance."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Try Again" })).toHaveAttribute("href", "/checkout");
    await expect(page.getByRole("link", { name: "Contact Support" })).toHaveAttribute("href", "/contact");
    await expectNoAxeViolations(page);
  });

  test("reads a success, a lone client secret and an unknown state from the query (axe-clean)", async ({ page }) => {
    await page.goto("/booking-confirmed?redirect_status=succeeded");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're booked!");
    await page.goto("/booking-confirmed?payment_intent_client_secret=pi_x_secret_y");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're booked!");
    await page.goto("/booking-confirmed");
    await waitForEnhancement(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Processing Your Payment");
    await expectNoAxeViolations(page);
  });

  test("an unknown booking gets a friendly page, and its calendar file a 404", async ({ page }) => {
    const response = await page.goto("/book-appointment?booking=00000000-0000-4000-8000-000000000000");
    expect(response?.status()).toBe(404);
    await waitForEnhancement(page);
    await expect(page.getByRole("heading", { name: "We couldn't find that booking" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Book an appointment" })).toHaveAttribute("href", "/book");
    await expect(page.getByRole("link", { name: /^Call / })).toHaveAttribute("href", "tel:+442079460123");
    await expect(page.getByRole("link", { name: "Email us" })).toHaveAttribute("href", "mailto:hello@sculpteddreams.studio");
    await expectNoAxeViolations(page);
    const calendar = await page.request.get("/bookings/00000000-0000-4000-8000-000000000000/appointment.ics");
    expect(calendar.status()).toBe(404);
    expect((await page.request.get("/bookings/not-a-booking/appointment.ics")).status()).toBe(404);
  });

  test("the appointment page without a booking shows the way in and the sidebar (axe-clean)", async ({ page }) => {
    await page.goto("/book-appointment");
    await waitForEnhancement(page);
    await expect(page.getByRole("heading", { name: "Looking for your appointment?" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Booking policy" }).getByRole("link")).toHaveAttribute("href", "/policies#booking");
    await expect(page.getByRole("region", { name: "Opening hours" })).toContainText("Saturday9:00 – 16:00");
    await expectNoAxeViolations(page);
  });
});
