import { expect, test, type Page } from "@playwright/test";
import { seedCatalogue } from "../../../features/studio/catalogue";
import { membershipTiers, tierFeatures } from "../../../features/memberships/membership-tiers";
import { joinPath, membershipTermsList } from "../../../features/memberships/membership-copy";
import { formatPrice } from "~/lib/money";
import { expectEveryControlReachableByTab, expectNoAxeViolations, waitForEnhancement } from "../support";

/** The e2e database holds the seeded facts. */
const { bodyServices, faceServices, services } = seedCatalogue;

const faceSlugs = ["henna-brows", "brow-lift", "tint-spell", "cloud-wax", "the-glow-lift"];
const bodySlugs = ["inch-away", "smooth-sculpt", "the-ice-sculpt", "single-combo-session", "sculpt-firm-program", "total-body-reboot", "dream-define-trial"];

/** The services-page badge reads the launch text, 'From £x' with packages, else '£x' (spec section 2, DESIGN 9). */
function expectedBadge(service: (typeof services)[number]): string {
  if (service.comingSoon) return service.launchText!;
  return service.packages.length > 0 ? `From ${formatPrice(service.pricePence)}` : formatPrice(service.pricePence);
}

function cardIn(page: Page, panel: ReturnType<Page["getByRole"]>, name: string) {
  return panel.getByRole("article").filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });
}

test.describe("services page", () => {
  test("states the treatment time range from the catalogue and links to the Dreams Club", async ({ page }) => {
    const response = await page.goto("/services");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Treatments & Prices/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/services$/);
    const minutes = services.flatMap((service) => [service.durationMinutes, ...service.packages.map((pkg) => pkg.durationMinutes)]);
    await expect(page.getByRole("main")).toContainText(`${Math.min(...minutes)}-${Math.max(...minutes)} min`);
    await expect(page.getByRole("link", { name: "Discover the Dreams Club membership" })).toHaveAttribute("href", "#dreams-club");
  });

  test("the catalogue's tabs hold the spec's services in order", () => {
    expect(faceServices.map((service) => service.slug)).toEqual(faceSlugs);
    expect(bodyServices.map((service) => service.slug)).toEqual(bodySlugs);
  });

  test("tabs switch with the mouse, in place, keeping the address in step", async ({ page }) => {
    await page.goto("/services");
    await waitForEnhancement(page);
    const face = page.getByRole("tab", { name: "Brows & Face" });
    const body = page.getByRole("tab", { name: "Body Sculpting" });
    await expect(page.getByRole("tablist", { name: "Treatment categories" })).toBeVisible();
    await expect(face).toHaveAttribute("aria-selected", "true");
    await expect(body).toHaveAttribute("aria-selected", "false");
    const panel = page.getByRole("tabpanel");
    await expect(panel).toHaveCount(1);
    await expect(panel).toHaveAccessibleName("Brows & Face");
    await expect(face).toHaveAttribute("aria-controls", (await panel.getAttribute("id"))!);
    await expect(panel.getByRole("heading", { level: 3 })).toHaveText(faceServices.map((service) => service.name));

    // A page load would forget this.
    await page.evaluate(() => Object.assign(window, { stillThisPage: true }));
    await body.click();
    await expect(body).toHaveAttribute("aria-selected", "true");
    await expect(face).toHaveAttribute("aria-selected", "false");
    await expect(page.getByRole("tabpanel")).toHaveAccessibleName("Body Sculpting");
    await expect(page.getByRole("tabpanel").getByRole("heading", { level: 3 })).toHaveText(bodyServices.map((service) => service.name));
    await expect(page).toHaveURL(/\/services\?tab=body$/);
    await face.click();
    await expect(page.getByRole("tabpanel").getByRole("heading", { level: 3 })).toHaveText(faceServices.map((service) => service.name));
    await expect(page).toHaveURL(/\/services\?tab=face$/);
    expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
  });

  test("tabs switch with the arrow keys, Home and End, with one tab stop", async ({ page }) => {
    await page.goto("/services");
    await waitForEnhancement(page);
    const face = page.getByRole("tab", { name: "Brows & Face" });
    const body = page.getByRole("tab", { name: "Body Sculpting" });
    await expect(face).toHaveAttribute("tabindex", "0");
    await expect(body).toHaveAttribute("tabindex", "-1");
    await face.focus();
    await page.keyboard.press("ArrowRight");
    await expect(body).toBeFocused();
    await expect(body).toHaveAttribute("aria-selected", "true");
    await expect(body).toHaveAttribute("tabindex", "0");
    await expect(face).toHaveAttribute("tabindex", "-1");
    await expect(page.getByRole("tabpanel")).toContainText(bodyServices[0]!.name);
    await expect(page).toHaveURL(/\?tab=body$/);
    await page.keyboard.press("ArrowRight");
    await expect(face).toBeFocused();
    await expect(face).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowLeft");
    await expect(body).toBeFocused();
    await page.keyboard.press("Home");
    await expect(face).toBeFocused();
    await expect(face).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("End");
    await expect(body).toBeFocused();
    await expect(page.getByRole("tabpanel")).toContainText(bodyServices[0]!.name);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("tabpanel")).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(body).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(face).not.toBeFocused();
  });

  test("?tab=body opens the body tab", async ({ page }) => {
    await page.goto("/services?tab=body");
    await waitForEnhancement(page);
    await expect(page.getByRole("tab", { name: "Body Sculpting" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText(bodyServices[0]!.name);
  });

  test("every card shows its badge, facts, first packages and buttons", async ({ page }) => {
    for (const [tab, list] of [["face", faceServices], ["body", bodyServices]] as const) {
      await page.goto(`/services?tab=${tab}`);
      await waitForEnhancement(page);
      const panel = page.getByRole("tabpanel");
      await expect(panel.getByRole("article")).toHaveCount(list.length);
      for (const service of list) {
        const card = cardIn(page, panel, service.name);
        await expect(card).toContainText(expectedBadge(service));
        await expect(card).toContainText(service.shortDescription);
        await expect(card).toContainText(service.durationLabel);
        await expect(card).toContainText(service.longevity);
        const shown = service.packages.slice(0, 3);
        await expect(card.locator("li")).toHaveCount(shown.length);
        for (const [index, pkg] of shown.entries()) {
          await expect(card.locator("li").nth(index)).toHaveText(`${pkg.name}${formatPrice(pkg.pricePence)}`);
        }
        if (service.comingSoon) {
          await expect(card).toContainText(service.launchText!);
          await expect(card).toContainText("Early bird pricing for waitlist members");
        } else {
          await expect(card).not.toContainText(/soon/i);
        }
        const primary = card.getByRole("link", { name: service.comingSoon && service.waitlistUrl ? /^View Details/ : /^Learn More/ });
        await expect(primary).toHaveAttribute("href", service.comingSoon && service.waitlistUrl ? service.waitlistUrl : `/services/${service.slug}`);
        if (!service.comingSoon) await expect(card.getByRole("link", { name: /^Book Now/ })).toHaveAttribute("href", `/book?items=${service.id}`);
        else if (service.waitlistUrl) await expect(card.getByRole("link", { name: /^Join Waitlist/ })).toHaveAttribute("href", service.waitlistUrl);
        else await expect(card.getByRole("link")).toHaveCount(1);
      }
    }
  });

  test("final call to action leads to booking", async ({ page }) => {
    await page.goto("/services");
    await expect(page.getByRole("region", { name: "Ready for your transformation?" }).getByRole("link", { name: "Book Your Appointment" })).toHaveAttribute("href", "/book");
  });

  test("axe finds nothing on either tab", async ({ page }) => {
    test.slow();
    await page.goto("/services");
    await waitForEnhancement(page);
    await expectNoAxeViolations(page);
    await page.getByRole("tab", { name: "Body Sculpting" }).click();
    await expect(page.getByRole("tabpanel")).toContainText(bodyServices[0]!.name);
    await expectNoAxeViolations(page);
  });

  test("every link and button is reachable by keyboard", async ({ page }) => {
    test.slow();
    await page.goto("/services");
    await waitForEnhancement(page);
    await expectEveryControlReachableByTab(page);
  });
});

test.describe("services page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the categories are links, and ?tab=body shows the body services", async ({ page }) => {
    await page.goto("/services");
    const categories = page.getByRole("group", { name: "Treatment categories" });
    await expect(categories.getByRole("link", { name: "Brows & Face" })).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("heading", { level: 3, name: faceServices[0]!.name, exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: bodyServices.at(-1)!.name, exact: true })).toBeHidden();

    await categories.getByRole("link", { name: "Body Sculpting" }).click();
    await expect(page).toHaveURL(/\/services\?tab=body$/);
    await expect(categories.getByRole("link", { name: "Body Sculpting" })).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("heading", { level: 3, name: bodyServices.at(-1)!.name, exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: faceServices[0]!.name, exact: true })).toBeHidden();
  });

  test("the Dreams Club tiers open and close without a script", async ({ page }) => {
    await page.goto("/services");
    const tiers = page.locator("#dreams-club details");
    await expect(page.locator("#dreams-club details[open]")).toHaveCount(1);
    await tiers.nth(0).locator("summary").click();
    await expect(tiers.nth(0)).toHaveAttribute("open", "");
    await expect(page.locator("#dreams-club details[open]")).toHaveCount(1);
  });
});

test.describe("Dreams Club", () => {
  test("sits at #dreams-club with three tiers, terms and links", async ({ page }) => {
    await page.goto("/services#dreams-club");
    const club = page.locator("#dreams-club");
    await expect(club.getByRole("heading", { level: 2 })).toHaveText("Join the Dreams Club");
    await expect(club).toContainText("up to 25%");
    // The terms as the billing applies them (features/memberships/membership-copy.ts).
    for (const term of membershipTermsList) await expect(club).toContainText(term);
    await expect(club.getByRole("link", { name: "Learn More About Membership" })).toHaveAttribute("href", "/contact");

    const tiers = club.locator("details");
    await expect(tiers).toHaveCount(membershipTiers.length);
    for (const tier of membershipTiers) {
      const item = tiers.filter({ has: page.locator("summary", { hasText: tier.name }) });
      const summary = item.locator("summary");
      if ((await item.getAttribute("open")) === null) await summary.click();
      await expect(summary).toContainText(`${formatPrice(tier.pricePence)} per month`);
      for (const feature of tierFeatures(tier)) await expect(item.getByRole("listitem").filter({ hasText: feature })).toBeVisible();
      await expect(item).toContainText(tier.bestFor);
      const join = item.getByRole("link", { name: tier.buttonText });
      await expect(join).toHaveAttribute("href", joinPath(tier.id));
      if (tier.badge) await expect(summary).toContainText(tier.badge);
    }
    await expect(tiers.filter({ has: page.locator("summary", { hasText: "Signature" }) }).locator("summary")).toContainText("Best Value");
  });

  test("opens one tier at a time and each can be closed", async ({ page }) => {
    await page.goto("/services");
    await waitForEnhancement(page);
    const tiers = page.locator("#dreams-club details");
    const open = page.locator("#dreams-club details[open]");
    await expect(open).toHaveCount(1);
    await tiers.nth(0).locator("summary").click();
    await expect(open).toHaveCount(1);
    await expect(tiers.nth(0)).toHaveAttribute("open", "");
    await tiers.nth(2).locator("summary").click();
    await expect(open).toHaveCount(1);
    await expect(tiers.nth(2)).toHaveAttribute("open", "");
    await tiers.nth(2).locator("summary").click();
    await expect(open).toHaveCount(0);
    await tiers.nth(1).locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(tiers.nth(1)).toHaveAttribute("open", "");
  });
});
