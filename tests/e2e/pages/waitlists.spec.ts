import { expect, test, type Page } from "@playwright/test";
import { collectConsoleErrors, expectNoAxeViolations, waitForEnhancement } from "../support";
import { failFormPost, holdFormPost } from "../form-posts";
import { startThrottledServer } from "../throttled-server";

/** Each test posts to the real server and database; give a round trip room on a busy machine. */
test.describe.configure({ timeout: 60_000 });
const afterServer = { timeout: 15_000 };

/** The five waitlist pages and what the spec says each one's success toast tells the visitor. */
const pages = [
  {
    path: "/fat-freezing-waitlist",
    title: "Fat Freezing Waitlist: The Ice Sculpt | Sculpted Dreams Studio",
    service: "The Ice Sculpt",
    promise: "You'll be the first to know when The Ice Sculpt launches.",
  },
  {
    path: "/ice-sculpt-waitlist",
    title: "The Ice Sculpt Waitlist | Sculpted Dreams Studio",
    service: "The Ice Sculpt",
    promise: "You'll be the first to know when The Ice Sculpt launches.",
  },
  {
    path: "/inch-away-waitlist",
    title: "Inch Away Waitlist | Sculpted Dreams Studio",
    service: "Inch Away",
    promise: "You'll be the first to know when Inch Away returns.",
  },
  {
    path: "/smooth-sculpt-waitlist",
    title: "Smooth & Sculpt Waitlist | Sculpted Dreams Studio",
    service: "Smooth & Sculpt",
    promise: "You'll be the first to know when Smooth & Sculpt returns.",
  },
  {
    path: "/glow-lift-waitlist",
    title: "The Glow Lift Waitlist | Sculpted Dreams Studio",
    service: "The Glow Lift",
    promise: "You'll be the first to know when The Glow Lift returns.",
  },
] as const;

const servicePages = pages.filter((page) => page.path !== "/fat-freezing-waitlist");
/**
 * The form's behaviour (its errors, its failures, its work without JavaScript) is one component's, tested on the
 * model waitlist and on the first service waitlist; every page is tested for what is its own (its words, its
 * sign-up, axe on it), which keeps this file lean in CI's time.
 */
const behaviourPages = new Set(["/fat-freezing-waitlist", servicePages[0]!.path]);

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const form = (page: Page) => page.getByRole("region", { name: /^Join the (model )?waitlist$/ });
const nameField = (page: Page) => form(page).getByRole("textbox", { name: /^Full name/ });
const emailField = (page: Page) => form(page).getByRole("textbox", { name: /^Email/ });
const phoneField = (page: Page) => form(page).getByRole("textbox", { name: /^Phone/ });
const modelingSelect = (page: Page) =>
  form(page).getByRole("combobox", { name: "Would you be interested in a FREE modelling session?" });
const modelingBox = (page: Page) => form(page).getByRole("checkbox", { name: "I'm interested in a FREE modelling session" });
const consentBox = (page: Page) => form(page).getByRole("checkbox", { name: /news and offers/ });
const joinButton = (page: Page) => page.getByRole("button", { name: "Join the Waitlist" });
const toast = (page: Page) => page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
const thankYouHeading = (page: Page) => page.getByRole("heading", { level: 2, name: "You're on the waitlist!" });

async function fillValid(page: Page, email = uniqueEmail("waitlist")) {
  await nameField(page).fill("Priya Shah");
  await emailField(page).fill(email);
  await phoneField(page).fill("07700 900456");
}

async function expectStillTyped(page: Page, email: string) {
  await expect(nameField(page)).toHaveValue("Priya Shah");
  await expect(emailField(page)).toHaveValue(email);
  await expect(phoneField(page)).toHaveValue("07700 900456");
}

for (const spec of pages) {
  test.describe(`${spec.path}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(spec.path);
      await waitForEnhancement(page);
    });

    test("has its title, description, canonical link and one h1", async ({ page }) => {
      await expect(page).toHaveTitle(spec.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /waitlist/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${spec.path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 2, name: `About ${spec.service}` })).toBeVisible();
    });

    if (behaviourPages.has(spec.path)) {
      test("shows each field's error under it with the exact message", async ({ page }) => {
        await joinButton(page).click();
        await expect(nameField(page)).toHaveAccessibleDescription("Name must be at least 2 characters", afterServer);
        await expect(nameField(page)).toBeFocused();
        await expect(emailField(page)).toHaveAccessibleDescription("Please enter a valid email address");
        await expect(phoneField(page)).toHaveAccessibleDescription("Phone number must be at least 10 digits");
        for (const invalid of [nameField(page), emailField(page), phoneField(page)]) {
          await expect(invalid).toHaveAttribute("aria-invalid", "true");
        }
        await nameField(page).fill("Priya");
        await emailField(page).fill("priya@example");
        await phoneField(page).fill("(020) 7946-01");
        await consentBox(page).check();
        await joinButton(page).click();
        await expect(nameField(page)).not.toHaveAttribute("aria-invalid", afterServer);
        await expect(emailField(page)).toBeFocused();
        await expect(phoneField(page)).toHaveAccessibleDescription("Phone number must be at least 10 digits");
        await expect(nameField(page)).toHaveValue("Priya");
        await expect(emailField(page)).toHaveValue("priya@example");
        await expect(phoneField(page)).toHaveValue("(020) 7946-01");
        await expect(consentBox(page)).toBeChecked();
        await expect(toast(page)).toHaveCount(0);
      });
    }

    if (behaviourPages.has(spec.path)) {
      test("starts with the marketing-consent box unticked", async ({ page }) => {
        await expect(consentBox(page)).not.toBeChecked();
        await expect(consentBox(page)).toHaveAccessibleDescription(/Optional/);
      });
    }

    test("joins: 'Joining Waitlist...' on a disabled button, then the thank-you screen and the toast", async ({ page }) => {
      const errors = collectConsoleErrors(page);
      const release = await holdFormPost(page);
      await fillValid(page);
      await consentBox(page).check();
      await joinButton(page).click();
      const pending = page.getByRole("button", { name: "Joining Waitlist..." });
      await expect(pending).toBeVisible();
      await expect(pending).toBeDisabled();
      release();
      await expect(thankYouHeading(page)).toBeFocused(afterServer);
      await expect(toast(page)).toContainText("Welcome to the waitlist!", afterServer);
      await expect(toast(page)).toContainText(spec.promise, afterServer);
      await expect(page.getByRole("main")).toContainText(spec.promise);
      await expect(page.getByRole("main").getByRole("link", { name: "Explore Other Services" })).toHaveAttribute("href", "/services");
      expect(errors).toEqual([]);
    });

    if (behaviourPages.has(spec.path)) {
      test("shows the error toast and keeps every value when joining fails", async ({ page }) => {
        await failFormPost(page);
        await fillValid(page, "kept@example.com");
        await joinButton(page).click();
        await expect(toast(page)).toContainText("Something went wrong", afterServer);
        await expect(toast(page)).toContainText("Please try again or contact us directly.", afterServer);
        await expectStillTyped(page, "kept@example.com");
        await expect(joinButton(page)).toBeEnabled();
        await expect(thankYouHeading(page)).toHaveCount(0);
      });
    }

    test("has no axe violations", async ({ page }) => {
      await expectNoAxeViolations(page);
    });

    if (behaviourPages.has(spec.path)) {
      test("has no axe violations with field errors shown", async ({ page }) => {
        await joinButton(page).click();
        await expect(nameField(page)).toHaveAttribute("aria-invalid", "true");
        await expectNoAxeViolations(page);
      });
    }

    test("has no axe violations on the thank-you screen", async ({ page }) => {
      await fillValid(page);
      await joinButton(page).click();
      await expect(thankYouHeading(page)).toBeFocused(afterServer);
      await expect(toast(page)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });

  if (behaviourPages.has(spec.path)) test.describe(`${spec.path} without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test("a bad sign-up comes back with field errors and the typed values; a good one shows the thank-you screen", async ({
      page,
    }) => {
      await page.goto(spec.path);
      await nameField(page).fill("P");
      await emailField(page).fill("priya.example.com");
      await phoneField(page).fill("07700");
      await consentBox(page).check();
      await joinButton(page).click();
      await expect(nameField(page)).toHaveAccessibleDescription("Name must be at least 2 characters", afterServer);
      await expect(emailField(page)).toHaveAccessibleDescription("Please enter a valid email address");
      await expect(phoneField(page)).toHaveAccessibleDescription("Phone number must be at least 10 digits");
      await expect(form(page).getByRole("alert")).toHaveText("Please check the highlighted fields.");
      await expect(nameField(page)).toHaveValue("P");
      await expect(emailField(page)).toHaveValue("priya.example.com");
      await expect(phoneField(page)).toHaveValue("07700");
      await expect(consentBox(page)).toBeChecked();

      await nameField(page).fill("Priya Shah");
      await emailField(page).fill(uniqueEmail("nojs"));
      await phoneField(page).fill("07700 900456");
      await joinButton(page).click();
      await expect(thankYouHeading(page)).toBeFocused(afterServer);
      await expect(page.getByRole("main")).toContainText(spec.promise);
    });
  });
}

test.describe("/fat-freezing-waitlist without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("what the modeling box shows is what is sent: unticked, the sign-up is refused and says why", async ({ page }) => {
    await page.goto("/fat-freezing-waitlist");
    await fillValid(page, uniqueEmail("model"));
    await modelingBox(page).uncheck();
    // The browser's own check would stop the form first; the server must refuse it all the same.
    await form(page).locator("form").evaluate((element) => element.setAttribute("novalidate", ""));
    await joinButton(page).click();
    await expect(modelingBox(page)).toHaveAccessibleDescription(/This waitlist is for people interested in a free modelling session/, afterServer);
    await expect(modelingBox(page)).not.toBeChecked();
    await expect(thankYouHeading(page)).toHaveCount(0);
    await modelingBox(page).check();
    await joinButton(page).click();
    await expect(thankYouHeading(page)).toBeVisible(afterServer);
  });
});

for (const spec of servicePages) {
  test.describe(`${spec.path} layout`, () => {
    test("has a back-to-home button, benefits cards, an about card and the modeling question (yes by default)", async ({
      page,
    }) => {
      await page.goto(spec.path);
      const main = page.getByRole("main");
      await expect(main.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
      const benefits = main.getByRole("region", { name: "Why join the waitlist?" });
      await expect(benefits.getByRole("heading", { level: 3 })).toHaveCount(4);
      await expect(main.getByRole("region", { name: `About ${spec.service}` })).toBeVisible();
      await expect(modelingSelect(page)).toHaveValue("yes");
      await expect(modelingSelect(page).locator("option")).toHaveCount(3);
      expect(await modelingSelect(page).locator("option").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).toEqual([
        "yes",
        "no",
        "maybe",
      ]);
    });

    if (spec === servicePages[0]) {
      test("accepts a repeated sign-up as a success, and its thank-you screen links home and to the services", async ({ page }) => {
        const email = uniqueEmail("again");
        for (const answer of ["maybe", "no"]) {
          await page.goto(spec.path);
          await waitForEnhancement(page);
          await fillValid(page, email);
          await modelingSelect(page).selectOption(answer);
          await joinButton(page).click();
          await expect(thankYouHeading(page)).toBeFocused(afterServer);
        }
        const main = page.getByRole("main");
        const thankYou = main.getByRole("region", { name: "You're on the waitlist!" });
        await expect(thankYou.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
        await expect(thankYou.getByRole("link", { name: "Explore Other Services" })).toHaveAttribute("href", "/services");
      });
    }
  });
}

test.describe("/fat-freezing-waitlist specifics", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/fat-freezing-waitlist");
    await waitForEnhancement(page);
  });

  test("promises no 'no downtime': it says what its own consent says follows a treatment", async ({ page }) => {
    const main = page.getByRole("main");
    await expect(main).not.toContainText(/no downtime/i);
    await expect(main.getByRole("heading", { name: "No needles or incisions" })).toBeVisible();
    await expect(main).toContainText("red, bruised, numb or tender for a few weeks afterwards");
  });

  test("the modeling box starts ticked and says why it must stay so", async ({ page }) => {
    const box = modelingBox(page);
    await expect(box).toBeChecked();
    await expect(box).toHaveAttribute("required", "");
    await expect(box).toHaveAccessibleDescription(/please keep this box ticked/);
    await expect(modelingSelect(page)).toHaveCount(0);
  });

  test("shows the inline 'Something went wrong' text beside the button when joining fails", async ({ page }) => {
    await failFormPost(page);
    await fillValid(page);
    await joinButton(page).click();
    await expect(form(page).getByRole("alert")).toHaveText("Something went wrong. Please try again.", afterServer);
    await expect(toast(page)).toContainText("Something went wrong", afterServer);
    await expect(nameField(page)).toHaveValue("Priya Shah");
  });

  test("keeps what was typed when the connection drops, with the inline text and the toast", async ({ page }) => {
    await failFormPost(page, "lost connection");
    await fillValid(page, "offline@example.com");
    await consentBox(page).check();
    await joinButton(page).click();
    await expect(toast(page)).toContainText("Something went wrong", afterServer);
    await expect(toast(page)).toContainText("Please try again or contact us directly.");
    await expect(form(page).getByRole("alert")).toHaveText("Something went wrong. Please try again.");
    await expectStillTyped(page, "offline@example.com");
    await expect(consentBox(page)).toBeChecked();
    await expect(modelingBox(page)).toBeChecked();
    await expect(joinButton(page)).toBeEnabled();
  });

  test("Refer a Friend returns to an empty form, and Explore Other Services goes to /services", async ({ page }) => {
    await fillValid(page);
    await joinButton(page).click();
    await expect(thankYouHeading(page)).toBeFocused(afterServer);
    await expect(page.getByRole("link", { name: "Explore Other Services" })).toHaveAttribute("href", "/services");
    await page.getByRole("link", { name: "Refer a Friend" }).click();
    await expect(nameField(page)).toBeFocused(afterServer);
    for (const empty of [nameField(page), emailField(page), phoneField(page)]) await expect(empty).toHaveValue("");
    await expect(modelingBox(page)).toBeChecked();
    await expect(consentBox(page)).not.toBeChecked();
    await expect(thankYouHeading(page)).toHaveCount(0);

    // The friend's sign-up goes through the fresh form the same way.
    await fillValid(page);
    await joinButton(page).click();
    await expect(thankYouHeading(page)).toBeFocused(afterServer);
  });
});

test.describe("/fat-freezing-waitlist without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Refer a Friend returns to an empty form", async ({ page }) => {
    await page.goto("/fat-freezing-waitlist");
    await fillValid(page);
    await joinButton(page).click();
    await expect(thankYouHeading(page)).toBeVisible(afterServer);
    await page.getByRole("link", { name: "Refer a Friend" }).click();
    await expect(nameField(page)).toHaveValue("", afterServer);
    await expect(modelingBox(page)).toBeChecked();
  });
});

test.describe("waitlists when the visitor has sent too many", () => {
  test.describe.configure({ mode: "default" });
  let server: Awaited<ReturnType<typeof startThrottledServer>>;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await startThrottledServer("throttled-waitlists", "/api/waitlist");
  });
  test.afterAll(async () => server?.stop());
  test.beforeEach(async () => {
    await server.exhaust();
  });

  const wait = /^Too many attempts from your connection\. Please wait \d+ minutes? and try again\.$/;

  for (const path of ["/fat-freezing-waitlist", "/glow-lift-waitlist"]) {
    test(`${path} says how long to wait, in the form and a toast, with everything kept (429)`, async ({ page }) => {
      const answers: number[] = [];
      page.on("response", (response) => {
        if (response.request().method() === "POST") answers.push(response.status());
      });
      await page.goto(`${server.baseURL}${path}`);
      await waitForEnhancement(page);
      await fillValid(page, "patient@example.com");
      await joinButton(page).click();
      await expect(form(page).getByRole("alert")).toHaveText(wait, afterServer);
      await expect(toast(page).getByText("Something went wrong")).toBeVisible();
      await expect(toast(page).getByText(wait)).toBeVisible();
      await expectStillTyped(page, "patient@example.com");
      await expect(joinButton(page)).toBeFocused();
      expect(answers).toEqual([429]);
    });
  }

  test("/inch-away-waitlist says how long to wait without JavaScript too", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.baseURL}/inch-away-waitlist`);
    await fillValid(page, "patient@example.com");
    await modelingSelect(page).selectOption("maybe");
    const [answer] = await Promise.all([page.waitForResponse((response) => response.request().method() === "POST"), joinButton(page).click()]);
    expect(answer.status()).toBe(429);
    expect(answer.headers()["retry-after"]).toMatch(/^\d+$/);
    await expect(form(page).getByRole("alert")).toHaveText(wait);
    await expectStillTyped(page, "patient@example.com");
    await expect(modelingSelect(page)).toHaveValue("maybe");
    await context.close();
  });
});
