import { type APIRequestContext, type Page } from "@playwright/test";
import { type FakeStripe, startFakeStripe } from "../server/test/fake-stripe.ts";
import { expect, test } from "./support/test";
import { bookCartDeliveryByApi } from "./support/cart-delivery.ts";
import { type Customer, registerCustomer, signIn } from "./support/dashboard-customer.ts";
import { inStockSelection } from "./support/storefront.ts";
import { STRIPE_E2E } from "./support/stripe-mode.ts";
import { adminSession } from "./support/admin.ts";

/*
 * Issue 48 point 2 on Stripe (ADR 082): the shop runs with PAYMENT_PROVIDER=stripe against the local fake Stripe.
 * Before the redirect to Stripe's hosted page, the cart offers the card a rental kept: "Pay with Visa •••• 4242".
 */
let fake: FakeStripe;
test.beforeAll(async () => {
  fake = await startFakeStripe({ webhookSecret: STRIPE_E2E.webhookSecret, port: STRIPE_E2E.fakePort });
});
test.afterAll(async () => fake?.close());

/** Stripe's hosted page is another site: the browser gets a stand-in page for it. */
const STRIPE_PAGE = /^https:\/\/checkout\.stripe\.test\//;

/** The customer paid the rental on Stripe's page (the card kept on their Customer) and Stripe told the shop. */
async function rentThroughStripe(request: APIRequestContext, customer: Customer): Promise<string> {
  const headers = { Authorization: `Bearer ${customer.token}` };
  const found = await (await request.get(`/v1/products/products?limit=1&search=${encodeURIComponent("20ft Storage Container Rental")}`)).json();
  const add = await request.post("/v1/user/cart", { headers, data: { productId: found.data.products[0].id, selectedDimension: { dimension: "20ft" }, selectedCondition: null, selectedDelivery: { method: "tilt-bed" }, quantity: 1 } });
  expect(add.ok(), await add.text()).toBeTruthy();
  await bookCartDeliveryByApi(request, customer.token);
  const session = (await (await request.post("/v1/user/checkout/stripe/session", { headers, data: {} })).json()).data;
  const paid = fake.pay(session.sessionId, "paid", { last4: "4242" });
  const { payload, signature } = fake.event("checkout.session.completed", session.sessionId);
  const hook = await request.post("/v1/webhooks/stripe", { headers: { "Content-Type": "application/json", "Stripe-Signature": signature }, data: payload });
  expect(hook.ok(), await hook.text()).toBeTruthy();
  return fake.intents.get(paid.payment_intent!)!.payment_method!;
}

/** A customer in Miami with a kept Stripe card and a container in the cart; the PaymentMethod's id. */
/** An offer of one container near Miami, sent to the customer by the demo admin. */
async function sentOffer(request: APIRequestContext, email: string, terms: { paymentTerms: "full" | "deposit"; depositPercent?: number }) {
  const admin = { Authorization: `Bearer ${(await adminSession(request)).token}` };
  const { product, dimension, condition } = await inStockSelection(request, { zip: "33132", miles: 120 });
  const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const offer = await request.post("/v1/admin/offers", {
    headers: admin,
    data: { email, shipToState: "FL", shipToZip: "33132", delivery: 0, discount: 0, expiresOn: inDays(14), ...terms, deliveryOn: inDays(6), lines: [{ kind: "catalog", productId: product.id, dimension, condition, quantity: 1 }] },
  });
  expect(offer.ok(), await offer.text()).toBeTruthy();
  const offerId = (await offer.json()).data.id as string;
  expect((await request.post(`/v1/admin/offers/${offerId}/send`, { headers: admin })).ok()).toBeTruthy();
  return offerId;
}

async function renterWithCart(request: APIRequestContext) {
  const customer = await registerCustomer(request, "Sam Stripe");
  const headers = { Authorization: `Bearer ${customer.token}` };
  const address = await request.post("/v1/user/addresses", { headers, data: { type: "shipping", street: "500 Port Blvd", city: "Miami", state: "FL", postalCode: "33132", country: "USA", isDefault: true } });
  expect(address.ok(), await address.text()).toBeTruthy();
  const paymentMethod = await rentThroughStripe(request, customer);
  const box = await inStockSelection(request, { zip: "33132", miles: 120 });
  const line = await request.post("/v1/user/cart", { headers, data: { productId: box.product.id, selectedDimension: { dimension: box.dimension }, selectedCondition: { condition: box.condition }, selectedDelivery: { method: "crane" }, quantity: 1 } });
  expect(line.ok(), await line.text()).toBeTruthy();
  await bookCartDeliveryByApi(request, customer.token);
  return { customer, paymentMethod };
}

async function proceedToCheckout(page: Page, customer: Customer) {
  await signIn(page, customer);
  await page.goto("/dashboard/cart");
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  const dialog = page.getByRole("dialog", { name: "How would you like to pay?" });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** With E2E_SHOTS_DIR=<folder>, the dialog at 375 and 1280 px (the screenshot script's server has no Stripe). */
async function shoot(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("a customer with a kept Stripe card pays with “Pay with Visa •••• 4242” before Stripe's page; the success page shows the order paid", async ({ page, request }) => {
  test.setTimeout(120_000);
  const { customer } = await renterWithCart(request);
  const dialog = await proceedToCheckout(page, customer);
  await expect(dialog.getByRole("button", { name: "Pay with a new card" })).toBeVisible();
  await shoot(page, "kept-card-dialog");
  await dialog.getByRole("button", { name: "Pay with Visa •••• 4242" }).click();

  await expect(page).toHaveURL(/\/checkout\/success\?session_id=cs_test_/);
  await expect(page.getByText("Payment Successful!")).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: /^Paid$/ })).toBeVisible();
  const orders = (await (await request.get("/v1/user/orders", { headers: { Authorization: `Bearer ${customer.token}` } })).json()).data;
  const latest = [...orders].sort((a: { createdAt: string }, b: { createdAt: string }) => b.createdAt.localeCompare(a.createdAt))[0];
  expect(latest.paymentStatus).toBe("paid");
  // Charged once, on the kept card, and Stripe's own page for it was closed.
  const sessionId = new URL(page.url()).searchParams.get("session_id")!;
  const charges = fake.requests.filter((r) => r.method === "POST" && r.path === "/v1/payment_intents" && (r.body.metadata as Record<string, string>).checkout_session_id === sessionId);
  expect(charges).toHaveLength(1);
  expect(fake.sessions.get(sessionId)!.status).toBe("expired");
});

test("a declined kept card is said in the dialog; “Pay with a new card” still goes on to Stripe's page", async ({ page, request }) => {
  test.setTimeout(120_000);
  const { customer, paymentMethod } = await renterWithCart(request);
  fake.decline(paymentMethod);
  await page.route(STRIPE_PAGE, (route) => route.fulfill({ contentType: "text/html", body: "<title>Stripe Checkout</title><h1>Stripe Checkout</h1>" }));
  const dialog = await proceedToCheckout(page, customer);
  await dialog.getByRole("button", { name: "Pay with Visa •••• 4242" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Your card was declined. Please pay with a new card.");
  await shoot(page, "kept-card-declined");

  await dialog.getByRole("button", { name: "Pay with a new card" }).click();
  await expect(page).toHaveURL(STRIPE_PAGE);
  await expect(page.getByRole("heading", { name: "Stripe Checkout" })).toBeVisible();
});

test("an invoice's “Pay now” (an offer's balance after its deposit) offers the kept card too, and the balance is paid", async ({ page, request }) => {
  test.setTimeout(120_000);
  const { customer } = await renterWithCart(request);
  const offerId = await sentOffer(request, customer.email, { paymentTerms: "deposit", depositPercent: 30 });
  const accepted = (await (await request.post(`/v1/user/offers/${offerId}/accept`, { headers: { Authorization: `Bearer ${customer.token}` }, data: {} })).json()).data as { url: string; orderId: string };
  // The deposit, paid on Stripe's page with a new card.
  const depositPage = accepted.url.split("/").at(-1)!;
  fake.pay(depositPage);
  const { payload, signature } = fake.event("checkout.session.completed", depositPage);
  expect((await request.post("/v1/webhooks/stripe", { headers: { "Content-Type": "application/json", "Stripe-Signature": signature }, data: payload })).ok()).toBeTruthy();

  await signIn(page, customer);
  await page.goto("/dashboard/invoices");
  await page.getByRole("button", { name: "Pay now" }).click();
  const dialog = page.getByRole("dialog", { name: "How would you like to pay?" });
  await dialog.getByRole("button", { name: "Pay with Visa •••• 4242" }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?session_id=cs_test_/);
  await expect(page.getByRole("definition").filter({ hasText: /^Paid$/ })).toBeVisible();
  const orders = (await (await request.get("/v1/user/orders", { headers: { Authorization: `Bearer ${customer.token}` } })).json()).data as { id: string; paymentStatus: string }[];
  expect(orders.find((o) => o.id === accepted.orderId)?.paymentStatus).toBe("paid");
});

test("accepting an offer offers the kept card before Stripe's page, and the offer's order is paid with it", async ({ page, request }) => {
  test.setTimeout(120_000);
  const { customer } = await renterWithCart(request);
  const offerId = await sentOffer(request, customer.email, { paymentTerms: "full" });

  await signIn(page, customer);
  await page.goto(`/dashboard/offers/${offerId}`);
  await page.getByRole("button", { name: /^Accept and pay / }).click();
  const dialog = page.getByRole("dialog", { name: "How would you like to pay?" });
  await dialog.getByRole("button", { name: "Pay with Visa •••• 4242" }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?session_id=cs_test_/);
  await expect(page.getByRole("definition").filter({ hasText: /^Paid$/ })).toBeVisible();
});
