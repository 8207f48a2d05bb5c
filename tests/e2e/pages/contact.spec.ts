import { expect, test, type Page } from "@playwright/test";
import { collectConsoleErrors, expectNoAxeViolations, waitForEnhancement } from "../support";
import { dropFirstFormPost, failFormPost, holdFormPost } from "../form-posts";
import { startThrottledServer } from "../throttled-server";

/** Each test posts to the real server and database; give a round trip room on a busy machine. */
test.describe.configure({ timeout: 60_000 });
const afterServer = { timeout: 15_000 };

/** A fresh address per test, so parallel runs never meet. */
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const form = (page: Page) => page.getByRole("region", { name: "Send us a message" });
const field = (page: Page, name: string | RegExp) => form(page).getByRole("textbox", { name });
const nameField = (page: Page) => field(page, /^Name/);
const emailField = (page: Page) => field(page, /^Email/);
const phoneField = (page: Page) => field(page, /^Phone/);
const messageField = (page: Page) => field(page, /^Message/);
const serviceSelect = (page: Page) => form(page).getByRole("combobox", { name: /^Service/ });
const sendButton = (page: Page) => page.getByRole("button", { name: "Send Message" });
const toast = (page: Page) => page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
const thankYouHeading = (page: Page) => page.getByRole("heading", { level: 2, name: "Thank you for your message!" });

async function fillValidMessage(page: Page, email = uniqueEmail("contact")) {
  await nameField(page).fill("Amelia Hart");
  await emailField(page).fill(email);
  await phoneField(page).fill("+44 7700 900123");
  await serviceSelect(page).selectOption("Brow Lamination");
  await messageField(page).fill("Hello! Could I book brow lamination before a wedding in May?");
}

async function expectEverythingStillTyped(page: Page, email: string) {
  await expect(nameField(page)).toHaveValue("Amelia Hart");
  await expect(emailField(page)).toHaveValue(email);
  await expect(phoneField(page)).toHaveValue("+44 7700 900123");
  await expect(serviceSelect(page)).toHaveValue("Brow Lamination");
  await expect(messageField(page)).toHaveValue("Hello! Could I book brow lamination before a wedding in May?");
}

test.describe("contact page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/contact");
    await waitForEnhancement(page);
  });

  test("has its title, description and canonical link", async ({ page }) => {
    await expect(page).toHaveTitle("Contact Us | Sculpted Dreams Studio");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /send us a message/i);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get in touch");
  });

  test("shows four info cards whose buttons mail, call, map and book", async ({ page }) => {
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 3 })).toHaveText(["Email us", "Call us", "Visit us", "Opening hours"]);
    await expect(main.getByRole("link", { name: "Send an Email" })).toHaveAttribute("href", "mailto:hello@sculpteddreams.studio");
    await expect(main.getByRole("link", { name: "Call the Studio" })).toHaveAttribute("href", "tel:+442079460123");
    const map = main.getByRole("link", { name: "Open in Maps (opens in a new tab)" });
    await expect(map).toHaveAttribute("target", "_blank");
    await expect(map).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/search\/.*12%20Lavender%20Mews/);
    await expect(main.getByRole("link", { name: "Book a Visit" })).toHaveAttribute("href", "/book");
    await expect(main.getByText("12 Lavender Mews, London SW11 1AA")).toBeVisible();
    // One schedule for the whole site (DESIGN section 1), not the spec's Mon–Sat 9–7 reading.
    const hours = main.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Opening hours" }) });
    await expect(hours).toContainText("Monday – Friday9:00 – 18:00");
    await expect(hours).toContainText("Saturday9:00 – 16:00");
    await expect(hours).toContainText("SundayClosed");
  });

  test("offers social buttons and a Book Now button", async ({ page }) => {
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Instagram (opens in a new tab)" })).toHaveAttribute("href", /instagram\.com/);
    await expect(main.getByRole("link", { name: "Facebook (opens in a new tab)" })).toHaveAttribute("href", /facebook\.com/);
    await expect(main.getByRole("link", { name: "Book Now" })).toHaveAttribute("href", "/book");
  });

  test("marks name, email and message required, uses an email input and lists the spec's services", async ({ page }) => {
    for (const required of [nameField(page), emailField(page), messageField(page)]) {
      await expect(required).toHaveAttribute("required", "");
      await expect(required).toHaveAttribute("aria-required", "true");
    }
    await expect(phoneField(page)).not.toHaveAttribute("required");
    await expect(emailField(page)).toHaveAttribute("type", "email");
    await expect(serviceSelect(page).locator("option:not([value=''])")).toHaveText([
      "Henna Brows",
      "Brow Lamination",
      "Tint Spell",
      "Cloud Wax",
      "General enquiry",
    ]);
    await expect(serviceSelect(page).locator("option", { hasText: "General enquiry" })).toHaveAttribute("value", "General Inquiry");
    await expect(form(page).getByRole("link", { name: "how we look after your information" })).toHaveAttribute(
      "href",
      /^\/policies#/,
    );
  });

  test("shows each field's error under it, with the exact message, and moves focus to the first", async ({ page }) => {
    await sendButton(page).click();
    await expect(nameField(page)).toHaveAccessibleDescription("Name must be at least 2 characters", afterServer);
    await expect(nameField(page)).toBeFocused();
    await expect(nameField(page)).toHaveAttribute("aria-invalid", "true");
    await expect(emailField(page)).toHaveAccessibleDescription("Please enter a valid email address");
    await expect(messageField(page)).toHaveAccessibleDescription("Message must be at least 10 characters");
    await expect(phoneField(page)).not.toHaveAttribute("aria-invalid");
    await expect(form(page).getByRole("alert")).toHaveText("Please check the highlighted fields.");

    await nameField(page).fill("Amelia");
    await emailField(page).fill("amelia@example");
    await phoneField(page).fill("0770 090");
    await messageField(page).fill("Hi there");
    await serviceSelect(page).selectOption("Tint Spell");
    await sendButton(page).click();
    await expect(nameField(page)).not.toHaveAttribute("aria-invalid", afterServer);
    await expect(emailField(page)).toBeFocused();
    await expect(phoneField(page)).toHaveAccessibleDescription("Phone number must be at least 10 digits");
    await phoneField(page).fill("call me on 07700 900123");
    await phoneField(page).press("Enter");
    await expect(phoneField(page)).toHaveAccessibleDescription("Please enter a valid phone number", afterServer);
    await expect(emailField(page)).toBeFocused();
    for (const [control, typed] of [
      [nameField(page), "Amelia"],
      [emailField(page), "amelia@example"],
      [phoneField(page), "call me on 07700 900123"],
      [serviceSelect(page), "Tint Spell"],
      [messageField(page), "Hi there"],
    ] as const) {
      await expect(control).toHaveValue(typed);
    }
    await expect(toast(page)).toHaveCount(0);
    await expect(thankYouHeading(page)).toHaveCount(0);
  });

  test("sends: 'Sending...' on a disabled button, then the thank-you screen and the success toast", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const release = await holdFormPost(page);
    await fillValidMessage(page);
    await sendButton(page).click();
    const pending = page.getByRole("button", { name: "Sending..." });
    await expect(pending).toBeVisible();
    await expect(pending).toBeDisabled();
    release();
    await expect(thankYouHeading(page)).toBeFocused(afterServer);
    await expect(toast(page)).toContainText("Message sent successfully!", afterServer);
    await expect(toast(page)).toContainText("We'll get back to you within 24 hours.", afterServer);
    await expect(page.getByRole("link", { name: "Book an Appointment" })).toHaveAttribute("href", "/book");

    await page.getByRole("link", { name: "Send Another Message" }).click();
    await expect(nameField(page)).toBeFocused(afterServer);
    for (const empty of [nameField(page), emailField(page), phoneField(page), messageField(page)]) await expect(empty).toHaveValue("");
    await expect(serviceSelect(page)).toHaveValue("");
    await expect(thankYouHeading(page)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("keeps every value and shows the error toast when the server fails", async ({ page }) => {
    await failFormPost(page);
    await fillValidMessage(page, "kept@example.com");
    await sendButton(page).click();
    const shown = toast(page);
    await expect(shown).toContainText("Failed to send message", afterServer);
    await expect(shown).toContainText("Please try again or contact us directly.");
    await expect(form(page).getByRole("alert")).toHaveText("Something went wrong on our side. Please try again or contact us directly.");
    await expectEverythingStillTyped(page, "kept@example.com");
    await expect(sendButton(page)).toBeEnabled();
    await expect(thankYouHeading(page)).toHaveCount(0);
  });

  test("keeps every value and can send again after the connection drops", async ({ page }) => {
    const attempts = await dropFirstFormPost(page);
    await fillValidMessage(page, uniqueEmail("offline"));
    const email = await emailField(page).inputValue();
    await sendButton(page).click();
    await expect(toast(page)).toContainText("Failed to send message", afterServer);
    await expect(toast(page)).toContainText("Please try again or contact us directly.");
    await expectEverythingStillTyped(page, email);
    await expect(sendButton(page)).toBeEnabled();
    await sendButton(page).click();
    await expect(thankYouHeading(page)).toBeFocused(afterServer);
    await expect(toast(page)).toContainText("Message sent successfully!", afterServer);
    expect(attempts()).toBe(2);
  });

  test("finishes a message sent before the script ran: the thank-you screen is focused and the toast shows", async ({ page }) => {
    // The page gets no script at all, so its form posts the old way and the answer is a whole page.
    let scriptRequests = 0;
    await page.route("**/enhance.js", (route) => (++scriptRequests === 1 ? route.abort() : route.continue()));
    await page.goto("/contact");
    await fillValidMessage(page);
    await sendButton(page).click();
    await expect(thankYouHeading(page)).toBeFocused(afterServer);
    await expect(toast(page)).toContainText("Message sent successfully!", afterServer);
    await expect(toast(page)).toContainText("We'll get back to you within 24 hours.");
  });

  test("can be completed with the keyboard alone", async ({ page }) => {
    for (let presses = 0; presses < 60; presses++) {
      if (await nameField(page).evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press("Tab");
    }
    await expect(nameField(page)).toBeFocused();
    await page.keyboard.type("Keyboard Kate");
    await page.keyboard.press("Tab");
    await page.keyboard.type(uniqueEmail("keyboard"));
    await page.keyboard.press("Tab");
    await page.keyboard.type("020 7946 0123");
    await page.keyboard.press("Tab");
    await expect(serviceSelect(page)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(serviceSelect(page)).toHaveValue("Henna Brows");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Do you have any Saturday slots for henna brows next month?");
    for (let presses = 0; presses < 5; presses++) {
      await page.keyboard.press("Tab");
      if (await sendButton(page).evaluate((element) => element === document.activeElement)) break;
    }
    await expect(sendButton(page)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(thankYouHeading(page)).toBeFocused(afterServer);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Send Another Message" })).toBeFocused();
  });

  test("has no axe violations", async ({ page }) => {
    await expectNoAxeViolations(page);
  });

  test("has no axe violations with field errors shown", async ({ page }) => {
    await sendButton(page).click();
    await expect(nameField(page)).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
  });

  test("has no axe violations on the thank-you screen", async ({ page }) => {
    await fillValidMessage(page);
    await sendButton(page).click();
    await expect(thankYouHeading(page)).toBeFocused(afterServer);
    await expect(toast(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("contact page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a bad message comes back with field errors and everything typed", async ({ page }) => {
    await page.goto("/contact");
    await expect(sendButton(page)).toBeVisible();
    await nameField(page).fill("A");
    await emailField(page).fill("not-an-email");
    await phoneField(page).fill("07700");
    await serviceSelect(page).selectOption("Cloud Wax");
    await messageField(page).fill("Too short");
    await sendButton(page).click();
    await expect(nameField(page)).toHaveAccessibleDescription("Name must be at least 2 characters", afterServer);
    await expect(emailField(page)).toHaveAccessibleDescription("Please enter a valid email address");
    await expect(phoneField(page)).toHaveAccessibleDescription("Phone number must be at least 10 digits");
    await expect(messageField(page)).toHaveAccessibleDescription("Message must be at least 10 characters");
    await expect(form(page).getByRole("alert")).toHaveText("Please check the highlighted fields.");
    await expect(nameField(page)).toHaveValue("A");
    await expect(emailField(page)).toHaveValue("not-an-email");
    await expect(phoneField(page)).toHaveValue("07700");
    await expect(serviceSelect(page)).toHaveValue("Cloud Wax");
    await expect(messageField(page)).toHaveValue("Too short");
  });

  test("a good message shows the thank-you screen, and Send Another Message returns to an empty form", async ({ page }) => {
    await page.goto("/contact");
    await fillValidMessage(page);
    await sendButton(page).click();
    await expect(thankYouHeading(page)).toBeFocused(afterServer);
    await page.getByRole("link", { name: "Send Another Message" }).click();
    await expect(nameField(page)).toHaveValue("", afterServer);
    await expect(messageField(page)).toHaveValue("");
  });

  test("reloading the thank-you screen does not send the message again", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await page.goto("/contact");
    await fillValidMessage(page);
    await sendButton(page).click();
    await expect(thankYouHeading(page)).toBeVisible(afterServer);
    await expect(page).toHaveURL(/\/contact\?sent$/);
    await page.reload();
    await expect(thankYouHeading(page)).toBeVisible();
    expect(posts).toHaveLength(1);
  });
});

test.describe("contact page when the visitor has sent too many", () => {
  test.describe.configure({ mode: "default" });
  let server: Awaited<ReturnType<typeof startThrottledServer>>;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await startThrottledServer("throttled-contact", "/api/contact");
  });
  test.afterAll(async () => server?.stop());
  test.beforeEach(async () => {
    await server.exhaust();
  });

  test("says how long to wait, in the form and a toast, with the message kept (429)", async ({ page }) => {
    const answers: number[] = [];
    page.on("response", (response) => {
      if (response.request().method() === "POST") answers.push(response.status());
    });
    await page.goto(`${server.baseURL}/contact`);
    await waitForEnhancement(page);
    await fillValidMessage(page, "patient@example.com");
    await sendButton(page).click();
    const wait = /^Too many attempts from your connection\. Please wait \d+ minutes? and try again\.$/;
    await expect(form(page).getByRole("alert")).toHaveText(wait, afterServer);
    await expect(toast(page).getByText("Failed to send message")).toBeVisible();
    await expect(toast(page).getByText(wait)).toBeVisible();
    await expectEverythingStillTyped(page, "patient@example.com");
    await expect(sendButton(page)).toBeEnabled();
    await expect(sendButton(page)).toBeFocused();
    expect(answers).toEqual([429]);
  });

  test("says how long to wait without JavaScript too", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.baseURL}/contact`);
    await fillValidMessage(page, "patient@example.com");
    const [answer] = await Promise.all([page.waitForResponse((response) => response.request().method() === "POST"), sendButton(page).click()]);
    expect(answer.status()).toBe(429);
    expect(answer.headers()["retry-after"]).toMatch(/^\d+$/);
    await expect(form(page).getByRole("alert")).toHaveText(/Please wait \d+ minutes? and try again\./);
    await expectEverythingStillTyped(page, "patient@example.com");
    await context.close();
  });
});

test.describe("contact page for a visitor who mistypes", () => {
  test.describe.configure({ mode: "default" });
  let server: Awaited<ReturnType<typeof startThrottledServer>>;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    // Accepts one message an hour from this address: mistakes must not use it up.
    server = await startThrottledServer("mistyping-contact", "/api/contact");
  });
  test.afterAll(async () => server?.stop());

  test("can still send the 11th after 10 mistyped emails, and only then is told to wait", async ({ page }) => {
    test.setTimeout(120_000);
    const answers: number[] = [];
    page.on("response", (response) => {
      if (response.request().method() === "POST") answers.push(response.status());
    });
    await page.goto(`${server.baseURL}/contact`);
    await waitForEnhancement(page);
    await fillValidMessage(page, "amelia@example");
    for (let typo = 1; typo <= 10; typo++) {
      await sendButton(page).click();
      await expect.poll(() => answers.length, afterServer).toBe(typo);
      // The answer's headers are in; its form takes the place of ours a moment later and puts focus back on the
      // field to fix. Typing before that would type into the form being replaced.
      await expect(emailField(page)).toBeFocused(afterServer);
      await expect(emailField(page)).toHaveAccessibleDescription("Please enter a valid email address");
    }
    expect(answers).toEqual(Array(10).fill(400));
    await emailField(page).fill("amelia@example.com");
    await sendButton(page).click();
    await expect(thankYouHeading(page)).toBeVisible(afterServer);
    // Stored, then sent on to the thank-you address.
    expect(answers).toEqual([...Array(10).fill(400), 303]);

    // The cap counts what was sent: a second message from this address within the hour is refused.
    await page.goto(`${server.baseURL}/contact`);
    await waitForEnhancement(page);
    await fillValidMessage(page, "amelia@example.com");
    await sendButton(page).click();
    await expect(form(page).getByRole("alert")).toHaveText(/^Too many attempts from your connection\. Please wait \d+ minutes? and try again\.$/, afterServer);
    expect(answers.at(-1)).toBe(429);
  });
});
