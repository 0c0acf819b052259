import { expect, test } from "./support/test";
import { registerCustomer, signIn } from "./support/dashboard-customer.ts";

/* Issue 18: a customer who opened /admin was sent to the login page as if logged out. */

for (const width of [375, 1280]) {
  test(`a customer opening /admin is told "Admins only" and offered the way back (${width} px)`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 800 });
    const customer = await registerCustomer(request, "Carl Customer");
    await signIn(page, customer);
    const adminCalls: string[] = [];
    page.on("request", (r) => r.url().includes("/v1/admin/") && adminCalls.push(r.url()));
    await page.goto("/admin/orders");
    await expect(page.getByRole("heading", { name: "Admins only" })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(page.getByText(customer.email)).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the shop" })).toHaveAttribute("href", "/shop");
    await expect(page.getByRole("link", { name: "Go to your dashboard" })).toHaveAttribute("href", "/dashboard");
    expect(adminCalls).toEqual([]);
  });
}

test("someone logged out who opens /admin still goes to the login page", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/auth/);
});
