import { expect, test } from "@playwright/test";
import { uniqueTag } from "../admin-support";
import { seedPasswordReset, seedStaffAccount } from "../seed";
import { expectNoAxeViolations } from "../support";

/**
 * A member who forgot her password (docs/decisions/0067): from the sign-in page she asks for a link (the answer is
 * the same for any address), and with her link she chooses a new one and signs in with it. Axe-clean at this width.
 */
test("a member asks for a reset link and chooses a new password with it, axe-clean at this width", async ({ page }, testInfo) => {
  const username = `reset-${uniqueTag(testInfo)}`.toLowerCase();
  await seedStaffAccount("reception", username, "lavender mews teapot reset");

  await page.goto("/admin/login");
  await page.getByRole("link", { name: "Forgotten your password?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reset your password" })).toBeVisible();
  await page.getByRole("button", { name: "Email me a link" }).click();
  await expect(page.getByText("Enter the email address the studio has for you, like name@example.com.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("textbox", { name: "Email" }).fill(`nobody-${username}@example.com`);
  await page.getByRole("button", { name: "Email me a link" }).click();
  await expect(page.getByRole("status")).toContainText("If that address belongs to a member of the team with a staff account");
  await expectNoAxeViolations(page);

  const token = await seedPasswordReset(username, `${username}@example.com`);
  await page.goto(`/admin/password-reset/${token}`);
  await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  await expect(page.getByText(`who signs in as ${username}`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("textbox", { name: "New password", exact: true }).fill("copper kettle orchard");
  await page.getByRole("textbox", { name: "The password again" }).fill("copper kettle orchid");
  await page.getByRole("button", { name: "Save my new password" }).click();
  await expect(page.getByText("The two passwords do not match.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("textbox", { name: "New password", exact: true }).fill("copper kettle orchard");
  await page.getByRole("textbox", { name: "The password again" }).fill("copper kettle orchard");
  await page.getByRole("button", { name: "Save my new password" }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/login\\?reset=${username}$`));
  await expect(page.getByRole("status")).toHaveText("Your password has been changed and every other session signed out: sign in with it.");
  await expect(page.getByRole("textbox", { name: "Username" })).toHaveValue(username);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("copper kettle orchard");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Studio dashboard" })).toBeVisible();

  await page.goto(`/admin/password-reset/${token}`);
  await expect(page.getByRole("heading", { level: 1, name: "This link doesn't work" })).toBeVisible();
});
