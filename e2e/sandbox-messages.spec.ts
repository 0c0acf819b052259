import { expect, test } from "@playwright/test";
import { bookCartDeliveryByApi } from "./support/cart-delivery.ts";
import { registerCustomer } from "./support/dashboard-customer.ts";
import { inStockSelection } from "./support/storefront.ts";

/* Issue 18: the sandbox payment page showed the decline and "Cardholder name is required" twice each. */

const EXPIRY = `12/${(new Date().getFullYear() + 3) % 100}`;

test("the sandbox card page says each problem once: a decline, then a missing cardholder name", async ({ page, request }) => {
  const customer = await registerCustomer(request, "Una Once");
  const headers = { Authorization: `Bearer ${customer.token}` };
  await request.post("/v1/user/addresses", { headers, data: { street: "500 Port Blvd", city: "Miami", state: "FL", postalCode: "33132", isDefault: true } });
  const { product, dimension, condition } = await inStockSelection(request, { zip: "33132", miles: 120 }); // within the trucks' reach of Miami
  const added = await request.post("/v1/user/cart", {
    headers,
    data: { productId: product.id, quantity: 1, selectedDimension: { dimension }, selectedCondition: { condition }, selectedDelivery: { method: product.delivery[0].method } },
  });
  expect(added.ok(), await added.text()).toBeTruthy();
  await bookCartDeliveryByApi(request, customer.token);
  const session = await request.post("/v1/user/checkout/sandbox/session", { headers, data: {} });
  expect(session.ok(), await session.text()).toBeTruthy();
  await page.goto((await session.json()).data.url);

  await page.getByLabel("Card number").fill("4000 0000 0000 0002");
  await page.getByLabel("Expiry date (MM / YY)").fill(EXPIRY);
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Cardholder name").fill("Una Once");
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page.getByRole("alert")).toContainText("Your card was declined");
  await expect(page.getByText("Your card was declined. Please try another card.")).toHaveCount(1);
  await expect(page.getByLabel("Card number")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Cardholder name").fill("");
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page.getByText("Cardholder name is required")).toHaveCount(1);
  await expect(page.getByText("Your card was declined")).toHaveCount(0);
  await expect(page.getByLabel("Cardholder name")).toHaveAttribute("aria-invalid", "true");
});
