import { expect, test } from "./support/test";

test("the home page is server-rendered with seeded products", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Shipping Container Sales, Rentals & Mods");
  await expect(page.getByText("20ft Standard Shipping Container").first()).toBeVisible();
});
