import { type APIRequestContext, expect } from "@playwright/test";
import { bookCartDeliveryByApi } from "./cart-delivery.ts";
import { registerCustomer } from "./dashboard-customer.ts";
import { inStockSelection } from "./storefront.ts";

/** A new customer with one box in the cart, delivery booked, and an open sandbox payment page: its URL. */
export async function openSandboxPaymentPage(request: APIRequestContext, customerName: string): Promise<string> {
  const customer = await registerCustomer(request, customerName);
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
  return (await session.json()).data.url;
}
