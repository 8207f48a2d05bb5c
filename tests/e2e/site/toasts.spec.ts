import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, waitForEnhancement } from "../support";

/**
 * The toast area (ui/toast.ts) as DESIGN section 2 describes it, driven by a real toast: sharing a post
 * where the browser has no share sheet copies the link and says "Link copied".
 */
const post = "/blog/brow-lamination-guide";
const toasts = (page: Page) => page.getByRole("region", { name: "Notifications (F8)" }).getByRole("listitem");

async function openPostAndToast(page: Page) {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true }));
  await page.clock.install();
  await page.goto(post);
  await waitForEnhancement(page);
  // From here time moves only when a test says so: a slow machine cannot run a toast's 5 s out under it.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  await page.getByRole("button", { name: "Share this article" }).click();
  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page)).toContainText("Link copied");
}

test.describe("toasts", () => {
  test("one at a time, gone after 5 seconds, and read out by screen readers", async ({ page }) => {
    await openPostAndToast(page);
    await page.getByRole("button", { name: "Share this article" }).click();
    await expect(toasts(page)).toHaveCount(1);
    await page.mouse.move(0, 0);
    await page.clock.runFor(4_900);
    await expect(toasts(page)).toHaveCount(1);
    await expect(page.locator("[data-toast-area] [aria-live=polite]")).toHaveText(/^Link copied\. The article's link is ready/);
    await page.clock.runFor(200);
    await expect(toasts(page)).toHaveCount(0);
  });

  test("stays while the pointer rests on it, then leaves 5 seconds after", async ({ page }) => {
    await openPostAndToast(page);
    await toasts(page).hover();
    await page.clock.runFor(8_000);
    await expect(toasts(page)).toHaveCount(1);
    await page.mouse.move(0, 0);
    await page.clock.runFor(5_100);
    await expect(toasts(page)).toHaveCount(0);
  });

  test("F8 moves focus to the toasts, and the close button dismisses by keyboard (axe-clean)", async ({ page }) => {
    await openPostAndToast(page);
    // axe needs running timers; the pointer resting on the toast keeps it meanwhile.
    await toasts(page).hover();
    await page.clock.resume();
    await expectNoAxeViolations(page);
    await page.keyboard.press("F8");
    await expect(page.getByRole("region", { name: "Notifications (F8)" }).getByRole("list")).toBeFocused();
    await page.keyboard.press("Tab");
    const close = toasts(page).getByRole("button", { name: "Dismiss notification" });
    await expect(close).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(toasts(page)).toHaveCount(0);
  });

  test("a swipe right past 50 px dismisses; a shorter one springs back", async ({ page }) => {
    await openPostAndToast(page);
    const box = (await toasts(page).boundingBox())!;
    const y = box.y + box.height / 2;
    const x = box.x + box.width / 3;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 30, y, { steps: 3 });
    await page.mouse.up();
    await expect(toasts(page)).toHaveCount(1);
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 90, y, { steps: 5 });
    await page.mouse.up();
    await page.clock.runFor(400);
    await expect(toasts(page)).toHaveCount(0);
  });
});
