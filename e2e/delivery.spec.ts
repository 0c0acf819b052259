import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/test";
import { registerCustomer, signIn } from "./support/dashboard-customer.ts";
import { fillCartDelivery } from "./support/cart-delivery.ts";
import { stockUpAt } from "./support/admin.ts";

/* Issue 17: delivery priced by distance from the shipping depot, to the address picked, on a day picked. */

const EXPIRY = `12/${(new Date().getFullYear() + 3) % 100}`;

async function productBySku(request: APIRequestContext, sku: string) {
  const list = (await (await request.get(`/v1/products/products?limit=1&search=${sku}`)).json()).data.products;
  return (await (await request.get(`/v1/products/${list[0].id}`)).json()).data;
}

// The quotes below ship from Miami and Seattle: earlier specs in the same run may have sold those units.
test.beforeAll(async ({ request }) => {
  const { id } = await productBySku(request, "BX-S20");
  await stockUpAt(request, id, "Miami");
  await stockUpAt(request, id, "Seattle");
});

for (const width of [375, 1280]) {
  test.describe(`delivery at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("a ZIP on the product page turns 'from' prices into real ones, and the total follows", async ({ page, request }) => {
      const p = await productBySku(request, "BX-S20");
      await page.goto(`/product/${p.id}`);
      await page.getByRole("button", { name: /^New \(One-Trip\)/ }).click();
      await expect(page.getByTestId("delivery-price-crane")).toHaveText(/^from \$/);
      await page.getByRole("radio", { name: /^crane/i }).check();
      const before = await page.getByTestId("total-price").textContent();
      await page.getByLabel("Deliver to ZIP code").fill("33480"); // Palm Beach: past the 50 miles the base fee covers
      await page.getByRole("button", { name: "Update prices" }).click();
      await expect(page.getByTestId("quote-status")).toContainText(/Ships from our .* depot/);
      await expect(page.getByTestId("delivery-price-crane")).not.toHaveText(/from/);
      await expect(page.getByText(/Earliest /).first()).toBeVisible();
      await expect(page.getByTestId("total-price")).not.toHaveText(before!);
      await page.screenshot({ path: test.info().outputPath(`product-${width}.png`), fullPage: true });

      await page.getByLabel("Deliver to ZIP code").fill("99501");
      await page.getByRole("button", { name: "Update prices" }).click();
      await expect(page.getByTestId("quote-status")).toContainText(/48 contiguous states/);
      await expect(page.getByRole("link", { name: "Request a quote" })).toBeVisible();
    });

    test("the cart's address and date pickers drive the total, and the sandbox charges it", async ({ page, request }) => {
      const customer = await registerCustomer(request, `Dale Picker ${width}`);
      const headers = { Authorization: `Bearer ${customer.token}` };
      for (const a of [
        { street: "500 Port Blvd", city: "Miami", state: "FL", postalCode: "33132", isDefault: true },
        { street: "1 Capitol Way", city: "Olympia", state: "WA", postalCode: "98501", isDefault: false },
      ]) expect((await request.post("/v1/user/addresses", { headers, data: a })).ok()).toBeTruthy();
      const p = await productBySku(request, "BX-S20");
      const dim = p.dimensions[0];
      const add = await request.post("/v1/user/cart", { headers, data: { productId: p.id, quantity: 1, selectedDimension: { dimension: dim.dimension }, selectedCondition: { condition: dim.conditions[0].condition }, selectedDelivery: { method: "crane" } } });
      expect(add.ok(), await add.text()).toBeTruthy();

      await signIn(page, customer);
      await page.goto("/dashboard/cart");
      const shipTo = page.getByLabel("Ship to");
      await expect(shipTo).toContainText("Miami");
      await expect(page.getByTestId("cart-total")).toBeVisible();
      await shipTo.selectOption({ label: (await shipTo.locator("option", { hasText: "Olympia" }).textContent())! });
      await expect(page.getByText("Tax (WA)")).toBeVisible();
      const olympiaTotal = await page.getByTestId("cart-total").textContent();
      await shipTo.selectOption({ label: (await shipTo.locator("option", { hasText: "Miami" }).textContent())! });
      await expect(page.getByText("Tax (FL)")).toBeVisible();
      await expect(page.getByTestId("cart-total")).not.toHaveText(olympiaTotal!);
      await fillCartDelivery(page, 2);
      await expect(page.getByText(/dry-run fee of \$/)).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`cart-${width}.png`), fullPage: true });
      const total = (await page.getByTestId("cart-total").textContent())!;

      await page.getByRole("button", { name: "Proceed to Checkout" }).click();
      await expect(page).toHaveURL(/\/pay\/sandbox\/cs_sandbox_/);
      await expect(page.getByTestId("sandbox-amount")).toHaveText(total);
      await page.getByLabel("Card number").fill("4242 4242 4242 4242");
      await page.getByLabel("Expiry date (MM / YY)").fill(EXPIRY);
      await page.getByLabel("CVC").fill("123");
      await page.getByLabel("Cardholder name").fill("Dale Picker");
      await page.getByRole("button", { name: /^Pay \$/ }).click();
      await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
    });
  });
}
