import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/test";
import { bookCartDeliveryByApi } from "./support/cart-delivery.ts";
import { type Customer, registerCustomer, signIn } from "./support/dashboard-customer.ts";
import { inStockSelection } from "./support/storefront.ts";

/* Issue 48 point 2 (ADR 082): the card a rental kept is offered on the pay page and listed under Payment methods. */

/** A customer in Miami who rented a 20ft through the sandbox (its card kept), with a container in the cart. */
async function renterWithCart(request: APIRequestContext): Promise<Customer> {
  const customer = await registerCustomer(request, "Sam Saved");
  const headers = { Authorization: `Bearer ${customer.token}` };
  const address = await request.post("/v1/user/addresses", { headers, data: { type: "shipping", street: "500 Port Blvd", city: "Miami", state: "FL", postalCode: "33132", country: "USA", isDefault: true } });
  expect(address.ok(), await address.text()).toBeTruthy();
  const found = await (await request.get(`/v1/products/products?limit=1&search=${encodeURIComponent("20ft Storage Container Rental")}`)).json();
  const rental = found.data.products[0];
  const add = await request.post("/v1/user/cart", { headers, data: { productId: rental.id, selectedDimension: { dimension: "20ft" }, selectedCondition: null, selectedDelivery: { method: "tilt-bed" }, quantity: 1 } });
  expect(add.ok(), await add.text()).toBeTruthy();
  await bookCartDeliveryByApi(request, customer.token);
  const session = (await (await request.post("/v1/user/checkout/sandbox/session", { headers, data: {} })).json()).data;
  const paid = await request.post(`/v1/payments/sandbox/sessions/${session.sessionId}/pay`, { data: { name: "Sam Saved", cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" } });
  expect(paid.ok(), await paid.text()).toBeTruthy();
  const box = await inStockSelection(request, { zip: "33132", miles: 120 });
  const line = await request.post("/v1/user/cart", { headers, data: { productId: box.product.id, selectedDimension: { dimension: box.dimension }, selectedCondition: { condition: box.condition }, selectedDelivery: { method: "crane" }, quantity: 1 } });
  expect(line.ok(), await line.text()).toBeTruthy();
  await bookCartDeliveryByApi(request, customer.token);
  return customer;
}

test("a customer with a stored card checks out with “Pay with Visa •••• 4242”; the order is paid and Payment methods lists the card", async ({ page, request }) => {
  test.setTimeout(120_000);
  const customer = await renterWithCart(request);
  await signIn(page, customer);
  await page.goto("/dashboard/cart");
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/pay\/sandbox\/cs_sandbox_/);
  const saved = page.getByRole("button", { name: "Pay with Visa •••• 4242" });
  await expect(saved).toBeVisible();
  // The new-card way stays beside it.
  await expect(page.getByLabel("Card number")).toBeVisible();
  await saved.click();

  await expect(page).toHaveURL(/\/checkout\/success\?session_id=cs_sandbox_/);
  await expect(page.getByText("Payment Successful!")).toBeVisible();
  const orders = (await (await request.get("/v1/user/orders", { headers: { Authorization: `Bearer ${customer.token}` } })).json()).data;
  const latest = [...orders].sort((a: { createdAt: string }, b: { createdAt: string }) => b.createdAt.localeCompare(a.createdAt))[0];
  expect(latest.paymentStatus).toBe("paid");

  await page.goto("/dashboard/payment");
  const kept = page.getByTestId("kept-card");
  await expect(kept).toHaveCount(1);
  await expect(kept).toContainText("•••• 4242");
  await expect(kept).toContainText("Billed monthly for 20ft Storage Container Rental");
  await expect(page.getByText("No saved cards")).toHaveCount(0);
});
