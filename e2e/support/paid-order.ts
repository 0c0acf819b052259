import { type APIRequestContext, type APIResponse, expect } from "@playwright/test";
import { bookCartDeliveryByApi } from "./cart-delivery.ts";
import { inStockSelection } from "./storefront.ts";

/**
 * A paid order through the real API flow: shipping address, one line in the cart, a sandbox checkout
 * session paid with the test card, then confirmed. Returns the ids the dashboard shows.
 */
export async function createPaidOrder(request: APIRequestContext, token: string, opts: {
    booking?: { doorFacing: "cab" | "away"; siteNotes: string };
    /** Runs while the invoice is still unpaid (a paid invoice is never edited, docs/decisions/028); the customer
     * then pays the invoice as it is now through a fresh payment page. */
    beforePayment?: (invoiceId: string) => Promise<void>;
  } = {},
) {
  const headers = { Authorization: `Bearer ${token}` };
  // The answers' shapes are checked by the API tests; here only their data is passed along.
  const ok = async (res: APIResponse): Promise<any> => {
    expect(res.ok(), `${res.url()} → ${res.status()} ${await res.text()}`).toBeTruthy();
    return ((await res.json()) as { data: unknown }).data;
  };
  await ok(await request.post("/v1/user/addresses", { headers, data: { street: "500 Port Blvd", city: "Miami", state: "FL", postalCode: "33132", isDefault: true } }));
  // Trucks go only so far (docs/decisions/024): a box stocked at a depot within reach of the Miami address.
  const { product, dimension: dimensionName, condition: conditionName } = await inStockSelection(request, { zip: "33132", miles: 120 });
  const dimension = dimensionName ? { dimension: dimensionName } : null;
  const condition = conditionName ? { condition: conditionName } : null;
  const delivery = product.delivery?.[0];
  await ok(
    await request.post("/v1/user/cart", {
      headers,
      data: {
        productId: product.id,
        name: product.name,
        basePrice: product.price,
        quantity: 1,
        image: "",
        selectedDimension: dimension ? { dimension: dimension.dimension, priceAdjustment: 0 } : null,
        selectedCondition: condition ? { condition: condition.condition, priceAdjustment: 0 } : null,
        selectedDelivery: delivery ? { method: delivery.method, price: delivery.price } : null,
        itemPrice: 0,
        totalPrice: 0,
      },
    }),
  );
  const cart = await bookCartDeliveryByApi(request, token, opts.booking);
  let session = await ok(await request.post("/v1/user/checkout/sandbox/session", { headers, data: cart }));
  if (opts.beforePayment) {
    await opts.beforePayment(session.invoiceId);
    session = await ok(await request.post(`/v1/user/invoices/${session.invoiceId}/pay`, { headers }));
  }
  await ok(
    await request.post(`/v1/payments/sandbox/sessions/${session.sessionId}/pay`, {
      data: { cardNumber: "4242 4242 4242 4242", expiry: `12/${(new Date().getFullYear() + 3) % 100}`, cvc: "123", name: "Dana Whitfield" },
    }),
  );
  const confirmed = await ok(await request.post("/v1/user/checkout/sandbox/confirm", { headers, data: { sessionId: session.sessionId } }));
  return { orderId: confirmed.orderId as string, invoiceId: confirmed.invoiceId as string, productName: product.name as string };
}
