import { expect, test } from "./support/test";
import { registerCustomer, signIn } from "./support/dashboard-customer.ts";
import { inStockSelection } from "./support/storefront.ts";
import { MAX_LINE_QUANTITY } from "../contract/cart.ts";

/* Issue 48, points 4, 9 and 10: forms a new buyer fills on the builder, the product page and the cart. */

test("the builder's quote form starts with a logged-in customer's name, e-mail, phone and ZIP", async ({ page, request }) => {
  const customer = await registerCustomer(request, "Quinn Prefill");
  const headers = { Authorization: `Bearer ${customer.token}` };
  const added = await request.post("/v1/user/addresses", { headers, data: { street: "12 Dock Rd", city: "Miami", state: "FL", postalCode: "33132", isDefault: true } });
  expect(added.ok(), await added.text()).toBeTruthy();
  await signIn(page, customer);
  await page.goto("/builder");
  await page.getByRole("button", { name: "Request a quote" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Name")).toHaveValue("Quinn Prefill");
  await expect(dialog.getByLabel("E-mail")).toHaveValue(customer.email);
  await expect(dialog.getByLabel("Phone")).toHaveValue(customer.user.phone);
  await expect(dialog.getByLabel("Delivery ZIP")).toHaveValue("33132");
});

test("one quantity limit on the product page and in the cart, said when a larger number is typed", async ({ page, request }) => {
  const customer = await registerCustomer(request, "Quentin Quantity");
  const { product, dimension, condition } = await inStockSelection(request);
  const headers = { Authorization: `Bearer ${customer.token}` };
  const line = await request.post("/v1/user/cart", {
    headers,
    data: { productId: product.id, name: product.name, basePrice: product.price, quantity: 1, image: "", selectedDimension: dimension ? { dimension } : null, selectedCondition: condition ? { condition } : null, selectedDelivery: { method: product.delivery[0].method, price: 0 }, itemPrice: 0, totalPrice: 0 },
  });
  expect(line.ok(), await line.text()).toBeTruthy();
  await signIn(page, customer);
  const limit = `You can order at most ${MAX_LINE_QUANTITY} per line`;

  await page.goto(`/product/${product.id}`);
  const quantity = page.getByRole("textbox", { name: "Quantity" });
  await quantity.fill("10000");
  await quantity.blur();
  await expect(quantity).toHaveValue(String(MAX_LINE_QUANTITY));
  await expect(page.getByText(limit)).toBeVisible();

  await page.goto("/dashboard/cart");
  const cartQuantity = page.getByTestId("cart-item").getByRole("textbox", { name: "Quantity" });
  await cartQuantity.fill("10000");
  await cartQuantity.press("Enter");
  await expect(page.getByTestId("cart-item").getByText(limit)).toBeVisible();
});

test("the product page says when a delivery ZIP is too short or not a number", async ({ page, request }) => {
  const { product } = await inStockSelection(request);
  await page.goto(`/product/${product.id}`);
  const zip = page.getByLabel("Deliver to ZIP code");
  for (const typed of ["3313", "abcde"]) {
    await zip.fill(typed);
    await page.getByRole("button", { name: "Update prices" }).click();
    await expect(zip).toHaveValue(typed);
    await expect(zip).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Enter a 5-digit ZIP code")).toBeVisible();
  }
});
