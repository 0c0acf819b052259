import { expect, test } from "./support/test";
import { signInAdmin } from "./support/admin.ts";
import { registerCustomer, signIn } from "./support/dashboard-customer.ts";
import { inStockSelection } from "./support/storefront.ts";

test("deleting a product a customer has in the cart archives it: the cart says no longer available until an admin restores it", async ({ page, request }) => {
  test.setTimeout(120_000);
  const customer = await registerCustomer(request, "Cary Cart");
  const { product, dimension, condition } = await inStockSelection(request);
  const add = await request.post("/v1/user/cart", {
    headers: { Authorization: `Bearer ${customer.token}` },
    data: {
      productId: product.id,
      quantity: 1,
      selectedDimension: dimension ? { dimension } : null,
      selectedCondition: condition ? { condition } : null,
      selectedDelivery: product.delivery?.[0] ? { method: product.delivery[0].method } : null,
    },
  });
  expect(add.ok(), await add.text()).toBeTruthy();

  await signInAdmin(page, request);
  await page.goto(`/admin/products?search=${encodeURIComponent(product.name)}`);
  await page.getByRole("button", { name: `Delete ${product.name}`, exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "Delete product" });
  await expect(confirm).toContainText("archived instead");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(/^Product archived/)).toBeVisible();

  await signIn(page, customer);
  await page.goto("/cart");
  const line = page.getByTestId("cart-item").filter({ hasText: product.name });
  await expect(line.getByTestId("stock-issue")).toHaveText("No longer available — remove it to check out");
  await expect(page.getByRole("button", { name: "Proceed to Checkout" })).toBeDisabled();

  await signInAdmin(page, request);
  await page.goto("/admin/products");
  await page.getByRole("link", { name: "Archived products" }).click();
  await expect(page).toHaveURL("/admin/products/archived");
  const row = page.getByRole("listitem").filter({ hasText: product.name });
  await expect(row).toContainText(/Still in \d+ carts?/);
  await row.getByRole("button", { name: `Restore ${product.name}` }).click();
  await expect(page.getByText(`Product “${product.name}” restored`)).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: product.name })).toHaveCount(0);

  await signIn(page, customer);
  await page.goto("/cart");
  await expect(page.getByTestId("cart-item").filter({ hasText: product.name })).toBeVisible();
  await expect(page.getByTestId("stock-issue")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Proceed to Checkout" })).toBeEnabled();
});
