import { type APIRequestContext, expect } from "@playwright/test";
import { bookCartDeliveryByApi } from "./cart-delivery.ts";
import { type Customer, registerCustomer } from "./dashboard-customer.ts";
import { inStockSelection, productBySku } from "./storefront.ts";

/**
 * A customer whose dashboard tabs all have something to show: a default shipping address in Miami and a cart with
 * an in-stock container (crane drop, booked) and a part. Unconfirmed on purpose: the "Confirm your e-mail" banner
 * sits above every tab's heading.
 */
export async function customerWithCart(request: APIRequestContext): Promise<Customer> {
  const customer = await registerCustomer(request, "Dana Whitfield", { verified: false });
  const headers = { Authorization: `Bearer ${customer.token}` };
  const address = await request.post("/v1/user/addresses", {
    headers,
    data: { type: "shipping", street: "500 Port Blvd", city: "Miami", state: "FL", postalCode: "33132", country: "USA", isDefault: true },
  });
  expect(address.ok(), await address.text()).toBeTruthy();
  const box = await inStockSelection(request, { zip: "33132", miles: 120 });
  const part = await productBySku(request, "BX-P-LOCKBOX");
  for (const line of [
    { productId: box.product.id, selectedDimension: { dimension: box.dimension }, selectedCondition: { condition: box.condition }, selectedDelivery: { method: "crane" } },
    { productId: part.id, selectedDimension: null, selectedCondition: null, selectedDelivery: { method: part.delivery[0].method } },
  ]) {
    const add = await request.post("/v1/user/cart", { headers, data: { ...line, quantity: 1 } });
    expect(add.ok(), await add.text()).toBeTruthy();
  }
  await bookCartDeliveryByApi(request, customer.token);
  return customer;
}
