import { expect, test } from "./support/test";
import { signInAdmin } from "./support/admin.ts";

/* Issue 48 point 1 (ADR 081): the owner finds every mail in the admin's Mail previews, each rendered in the shop's
 * layout with sample data; on a phone the templates are one select and the mail fits the screen. */
test("the admin previews the shop's mails: the confirmation with ship-to and totals, then the rental bill", async ({ page, request }) => {
  await signInAdmin(page, request);
  await page.goto("/admin");
  await page.getByRole("link", { name: "Mail previews" }).click();
  await expect(page.getByRole("heading", { name: "Mail previews" })).toBeVisible();
  const frame = page.frameLocator('iframe[title$="HTML part"]');
  await expect(frame.getByRole("heading", { name: /^Order [0-9A-F]{8} confirmed$/ })).toBeVisible();
  for (const text of ["Ship to", "1 Harbor Way", "Subtotal", "$7,660.00", "(305) 555-0148"]) await expect(frame.getByText(text, { exact: false }).first()).toBeVisible();

  await page.getByRole("navigation", { name: "Mail templates" }).getByRole("link", { name: "Rental bill (monthly receipt)" }).click();
  await expect(page).toHaveURL(/template=rental-bill/);
  await expect(frame.getByRole("heading", { name: /^Receipt RNT-/ })).toBeVisible();
  await page.getByText("Plain-text part", { exact: true }).click();
  await expect(page.locator("pre")).toContainText("Total paid: $149.00");

  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByLabel("Mail template", { exact: true }).selectOption("deposit-confirmation");
  await expect(page).toHaveURL(/template=deposit-confirmation/);
  await expect(frame.getByText(/Deposit paid \$[\d,]+\.\d\d, balance/)).toBeVisible();
  const width = await page.locator('iframe[title$="HTML part"]').evaluate((el) => el.getBoundingClientRect().width);
  expect(width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
