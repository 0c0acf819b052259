import { expect, test } from "./support/test";
import { registerCustomer, signIn } from "./support/dashboard-customer.ts";
import { WIDTHS, productBySku } from "./support/storefront.ts";

/*
 * Parts ship by parcel (issue 48, point 5): the Lock Box ($89) offered crane, tilt-bed and flatbed "from $95"
 * before a ZIP was known. A part's page shows parcel shipping at the flat rate and adds to the cart without a
 * truck to pick; the cart says parcel, not crane.
 */
for (const width of WIDTHS) {
  test(`a part shows parcel shipping, not trucks, before a ZIP is known (${width}px)`, async ({ page, request }, info) => {
    await page.setViewportSize({ width, height: 900 });
    const part = await productBySku(request, "BX-P-LOCKBOX");
    await page.goto(`/product/${part.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Container Lock Box");
    await expect(page.getByRole("radio", { name: /crane|tilt-bed|flatbed/i })).toHaveCount(0);
    await expect(page.getByText(/from \$95/)).toHaveCount(0);
    const shipping = page.getByRole("group", { name: "Shipping" });
    await expect(shipping).toContainText("Parcel shipping");
    await expect(shipping).toContainText("$95.00");
    await expect(page.getByTestId("delivery-total")).toHaveText("$95.00");
    await expect(page.getByTestId("total-price")).toHaveText("$184.00");
    await page.screenshot({ path: info.outputPath(`part-${width}.png`), fullPage: true });
  });
}

test("a part goes into the cart without a truck to pick, and the cart says parcel", async ({ page, request }) => {
  const customer = await registerCustomer(request);
  const part = await productBySku(request, "BX-P-LOCKBOX");
  await signIn(page, customer);
  await page.goto(`/product/${part.id}`);
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByRole("dialog")).toContainText(/added/i);
  await page.goto("/dashboard/cart");
  const line = page.getByTestId("cart-item");
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId("line-delivery")).toHaveText(/^Parcel shipping/);
  await expect(line).not.toContainText(/crane/i);
});
