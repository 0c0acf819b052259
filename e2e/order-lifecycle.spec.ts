import { expect, test } from "./support/test";
import { adminSession } from "./support/admin.ts";
import { registerCustomer, signIn } from "./support/dashboard-customer.ts";
import { bookCartDeliveryByApi } from "./support/cart-delivery.ts";
import { inStockSelection } from "./support/storefront.ts";
import { TRUCK_LABELS } from "../contract/delivery-booking.ts";
import type { OrderDto } from "../contract/orders.ts";
import { signInAdmin } from "./support/admin.ts";

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

test("an offer paid 30 % down is on Deliveries with its depot and truck; refunded in full, it leaves the board", async ({ page, request }) => {
  const boss = await adminSession(request);
  const admin = { Authorization: `Bearer ${boss.token}` };
  const who = `Otto Offer ${Date.now().toString(36)}`;
  const customer = await registerCustomer(request, who);
  const auth = { Authorization: `Bearer ${customer.token}` };
  await request.post("/v1/user/addresses", { headers: auth, data: { type: "shipping", street: "500 Port Blvd", city: "Miami", state: "FL", postalCode: "33132", country: "USA", isDefault: true } });
  const { product, dimension, condition } = await inStockSelection(request, { zip: "33132", miles: 120 });
  const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const offer = await request.post("/v1/admin/offers", {
    headers: admin,
    data: { email: customer.email, shipToState: "FL", shipToZip: "33132", delivery: 0, discount: 0, expiresOn: inDays(14), paymentTerms: "deposit", depositPercent: 30, deliveryOn: inDays(6), lines: [{ kind: "catalog", productId: product.id, dimension, condition, quantity: 1 }] },
  });
  expect(offer.ok(), await offer.text()).toBeTruthy();
  const offerId = (await offer.json()).data.id as string;
  expect((await request.post(`/v1/admin/offers/${offerId}/send`, { headers: admin })).ok()).toBeTruthy();
  const accepted = (await (await request.post(`/v1/user/offers/${offerId}/accept`, { headers: auth, data: {} })).json()).data as { url: string; orderId: string };
  const pay = await request.post(`/v1/payments/sandbox/sessions/${accepted.url.split("/").at(-1)}/pay`, { data: { cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name: who } });
  expect(pay.ok(), await pay.text()).toBeTruthy();
  const order = ((await (await request.get("/v1/user/orders", { headers: auth })).json()).data as OrderDto[]).find((o) => o.id === accepted.orderId)!;
  expect(order.paymentStatus).toBe("deposit_paid");
  expect(order.delivery?.depot?.city, "the offer's order has its depot").toBeTruthy();

  await signInAdmin(page, request);
  await page.goto(`/admin/deliveries?from=${order.delivery!.date}&to=${order.delivery!.date}`);
  const row = page.getByTestId("delivery-row").filter({ hasText: who });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(TRUCK_LABELS[order.delivery!.truck!]);

  const refund = await request.post(`/v1/admin/orders/${order.id}/refund`, { headers: admin, data: { amount: order.depositAmount ?? Math.round(order.total * 30) / 100, reason: "Plans changed", restock: true } });
  expect(refund.ok(), await refund.text()).toBeTruthy();
  expect((await refund.json()).data.paymentStatus).toBe("refunded");
  await page.reload();
  await expect(page.getByRole("heading", { name: "Deliveries", level: 1 })).toBeVisible();
  await expect(page.getByTestId("delivery-row").filter({ hasText: who })).toHaveCount(0);
});
