import { expect, test } from "./support/test";
import { adminSession } from "./support/admin.ts";
import { registerCustomer, signIn } from "./support/dashboard-customer.ts";
import { bookCartDeliveryByApi } from "./support/cart-delivery.ts";

/* Issue 43 in a browser: a customer who leaves the payment page without Cancel is not locked out of the unit. */

test("leaving the pay page by the back button: the cart still checks out the last unit on its booked day", async ({ page, request }) => {
  const boss = await adminSession(request);
  const admin = { Authorization: `Bearer ${boss.token}` };
  const name = `Last Box ${Date.now().toString(36)}`;
  const created = await request.post("/v1/admin/products", {
    headers: admin,
    multipart: { productData: JSON.stringify({ name, price: 2500, dimensions: [{ dimension: "20ft", price: 2500, conditions: [{ condition: "Used", price: 2500 }] }], delivery: [{ method: "crane", price: 0 }] }) },
  });
  expect(created.status(), await created.text()).toBe(201);
  const productId = (await created.json()).data.id as string;
  // One unit, at Miami only.
  const grid = (await (await request.get(`/v1/admin/products/${productId}/stock`, { headers: admin })).json()).data as { depots: { id: string; city: string }[] };
  const miami = grid.depots.find((d) => d.city === "Miami")!;
  const put = await request.put(`/v1/admin/products/${productId}/stock`, { headers: admin, data: { stock: [{ depotId: miami.id, dimension: "20ft", condition: "Used", quantity: 1 }] } });
  expect(put.ok(), await put.text()).toBeTruthy();

  const customer = await registerCustomer(request, "Lee Leaver");
  const auth = { Authorization: `Bearer ${customer.token}` };
  await request.post("/v1/user/addresses", { headers: auth, data: { type: "shipping", street: "500 Port Blvd", city: "Miami", state: "FL", postalCode: "33132", country: "USA", isDefault: true } });
  const add = await request.post("/v1/user/cart", { headers: auth, data: { productId, quantity: 1, selectedDimension: { dimension: "20ft" }, selectedCondition: { condition: "Used" }, selectedDelivery: { method: "crane" } } });
  expect(add.ok(), await add.text()).toBeTruthy();
  const booked = await bookCartDeliveryByApi(request, customer.token);

  await signIn(page, customer);
  await page.goto("/dashboard/cart");
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/pay\/sandbox\//);
  await page.goBack();

  await expect(page).toHaveURL(/\/dashboard\/cart$/);
  await expect(page.getByTestId("cart-item")).toHaveCount(1);
  await expect(page.getByText(/no longer available|Sold out|Not deliverable/i)).toHaveCount(0);
  const cart = (await (await request.get("/v1/user/cart", { headers: auth })).json()).data;
  expect(cart.delivery?.date ?? cart.deliveryDate).toBe(booked.delivery?.date ?? booked.deliveryDate);
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/pay\/sandbox\//);
});
