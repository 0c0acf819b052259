import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addresses, orders, payments, rentalAgreements, savedCards } from "../../../db/schema/index.ts";
import { type FakeStripe, startFakeStripe } from "../../test/fake-stripe.ts";
import { TEST_ADMIN, type TestApp, createTestApp } from "../../test/harness.ts";
import { addAddress, bookDelivery, itemPayload, makeCatalog } from "../../test/fixtures/checkout.ts";
import { makeRental } from "../../test/fixtures/rentals.ts";

/** Paying a page with the PaymentMethod a rental kept on the Customer, against the local fake Stripe (ADR 082). */
const WEBHOOK_SECRET = "whsec_test_boxyard_saved_card";
let fake: FakeStripe;
let t: TestApp;
let cat: Awaited<ReturnType<typeof makeCatalog>>;
let rental: { id: string };
beforeAll(async () => {
  fake = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET });
  t = await createTestApp({
    env: { PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_test_fake", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: fake.url, PUBLIC_URL: "https://shop.example" },
  });
  cat = await makeCatalog(t.db);
  const admin = (await t.call("POST", "/v1/user/login", { body: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } })).body.data.token;
  rental = await makeRental(t, admin);
}, 240_000);
afterAll(async () => {
  await t.close();
  await fake.close();
});

function send(type: string, id: string) {
  const { payload, signature } = fake.event(type, id);
  return t.send(t.api.webhooks[":provider"].$post({ param: { provider: "stripe" } }, { ...t.as(undefined, { "Content-Type": "application/json", "Stripe-Signature": signature }), init: { body: payload } }));
}
const open = (token: string) => t.call("POST", "/v1/user/checkout/stripe/session", { token, body: {} });

/** A customer who rented through Stripe (card 4444 kept on their Customer), then a container in the cart and its page open. */
async function renterAtCheckout() {
  const { user, token } = await t.createUser();
  const address = await addAddress(t.db, user.id);
  await t.call("POST", "/v1/user/cart", { token, body: itemPayload(rental.id, { dimension: "20ft", method: "tilt-bed" }) });
  await bookDelivery(t, token, address.id);
  const first = (await open(token)).body.data;
  fake.pay(first.sessionId, "paid", { last4: "4444" });
  expect((await send("checkout.session.completed", first.sessionId)).status).toBe(200);
  const [addr] = await t.db.select().from(addresses).where(eq(addresses.userId, user.id));
  await t.call("POST", "/v1/user/cart", { token, body: itemPayload(cat.container.id, { dimension: "20ft", condition: "New", method: "crane" }) });
  await bookDelivery(t, token, addr.id);
  const page = (await open(token)).body.data as { orderId: string; invoiceId: string; sessionId: string };
  const [card] = (await t.call("GET", "/v1/user/saved-cards?provider=stripe", { token })).body.data;
  return { user, token, ...page, card };
}

describe("paying with a kept Stripe card", () => {
  it("confirms one on-session PaymentIntent on the Customer; the order is paid once, the hosted page closed, the event acknowledged", async () => {
    const c = await renterAtCheckout();
    expect(c.card).toMatchObject({ provider: "stripe", brand: "visa", last4: "4444" });
    const res = await t.call("POST", "/v1/user/checkout/stripe/saved-card", { token: c.token, body: { sessionId: c.sessionId, cardId: c.card.id } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ orderId: c.orderId, paymentStatus: "paid", redirectUrl: `/checkout/success?session_id=${c.sessionId}` });

    const created = fake.requests.filter((r) => r.method === "POST" && r.path === "/v1/payment_intents").at(-1)!;
    const [order] = await t.db.select().from(orders).where(eq(orders.id, c.orderId));
    expect(created.idempotencyKey).toBe(`saved-card:${c.sessionId}:${c.card.id}`);
    expect(created.body).toMatchObject({ amount: String(order.totalCents), currency: "usd", off_session: "false", confirm: "true", metadata: { orderId: c.orderId, checkout_session_id: c.sessionId } });
    expect(String(created.body.customer)).toMatch(/^cus_/);
    expect(String(created.body.payment_method)).toMatch(/^pm_/);
    expect([order.status, order.paymentStatus]).toEqual(["confirmed", "paid"]);
    const pays = await t.db.select().from(payments).where(eq(payments.orderId, c.orderId));
    expect(pays).toHaveLength(1);
    expect(pays[0].providerPaymentId).toMatch(/^pi_/);
    expect(fake.sessions.get(c.sessionId)!.status).toBe("expired");

    // Stripe's own events for it: the intent's success and the page's expiry change nothing, and the success page confirms.
    const intentEvent = await send("payment_intent.succeeded", pays[0].providerPaymentId!);
    expect(intentEvent.body.data.result).toBe("already fulfilled");
    expect((await send("checkout.session.expired", c.sessionId)).status).toBe(200);
    const confirm = await t.call("POST", "/v1/user/checkout/stripe/confirm", { token: c.token, body: { sessionId: c.sessionId } });
    expect(confirm.body.data).toMatchObject({ orderId: c.orderId, paymentStatus: "paid" });
    expect(await t.db.select().from(payments).where(eq(payments.orderId, c.orderId))).toHaveLength(1);
  });

  it("a lost answer is fulfilled by the payment_intent.succeeded event, exactly once", async () => {
    const c = await renterAtCheckout();
    const [stored] = await t.db.select().from(rentalAgreements).where(eq(rentalAgreements.userId, c.user.id));
    expect(stored.savedCardId).toBe(c.card.id);
    // The intent made at Stripe as our route makes it, then the route's answer lost: only the event arrives.
    const [pm] = await t.db.select().from(savedCards).where(eq(savedCards.id, c.card.id));
    const [order] = await t.db.select().from(orders).where(eq(orders.id, c.orderId));
    const res = await fetch(`${fake.url}/v1/payment_intents`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ amount: String(order.totalCents), currency: "usd", customer: pm.customerId, payment_method: pm.paymentMethodId, confirm: "true", "metadata[checkout_session_id]": c.sessionId }),
    });
    const intent = (await res.json()) as { id: string };
    expect((await send("payment_intent.succeeded", intent.id)).body.data.result).toBe("fulfilled");
    expect((await send("payment_intent.succeeded", intent.id)).body.data.result).toMatch(/already fulfilled|duplicate/);
    expect((await t.db.select().from(orders).where(eq(orders.id, c.orderId)))[0].paymentStatus).toBe("paid");
    expect(await t.db.select().from(payments).where(eq(payments.orderId, c.orderId))).toHaveLength(1);
  });

  it("a declined card gives a clear 402 and leaves Stripe's page open", async () => {
    const c = await renterAtCheckout();
    const [stored] = await t.db.select().from(rentalAgreements).where(eq(rentalAgreements.userId, c.user.id));
    const pm = (await t.call("GET", "/v1/user/saved-cards", { token: c.token })).body.data[0];
    expect(pm.id).toBe(stored.savedCardId);
    for (const m of fake.methods.values()) fake.decline(m.id);
    const res = await t.call("POST", "/v1/user/checkout/stripe/saved-card", { token: c.token, body: { sessionId: c.sessionId, cardId: c.card.id } });
    for (const m of fake.methods.values()) fake.accept(m.id);
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ code: "card_declined", message: "Your card was declined. Please pay with a new card." });
    expect((await t.db.select().from(orders).where(eq(orders.id, c.orderId)))[0].paymentStatus).toBe("pending");
    expect(fake.sessions.get(c.sessionId)!.status).toBe("open");
  });

  it("removing the card detaches the PaymentMethod at Stripe", async () => {
    const c = await renterAtCheckout();
    const before = fake.methods.size;
    expect((await t.call("DELETE", `/v1/user/saved-cards/${c.card.id}`, { token: c.token })).status).toBe(200);
    const detach = fake.requests.filter((r) => r.method === "POST" && /^\/v1\/payment_methods\/pm_[^/]+\/detach$/.test(r.path));
    expect(detach).toHaveLength(1);
    expect(fake.methods.size).toBe(before - 1);
    expect((await t.call("GET", "/v1/user/saved-cards", { token: c.token })).body.data).toEqual([]);
  });
});
