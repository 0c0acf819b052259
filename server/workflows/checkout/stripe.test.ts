import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices, orders, payments } from "../../../db/schema/index.ts";
import { type FakeStripe, startFakeStripe } from "../../test/fake-stripe.ts";
import { type TestApp, createTestApp } from "../../test/harness.ts";
import { READY_TOTAL_CENTS, makeCatalog, readyCustomer } from "../../test/fixtures/checkout.ts";

const WEBHOOK_SECRET = "whsec_test_boxyard_fake";
let fake: FakeStripe;
let t: TestApp;
let cat: Awaited<ReturnType<typeof makeCatalog>>;
beforeAll(async () => {
  fake = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET });
  t = await createTestApp({
    env: { PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_test_fake", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: fake.url, PUBLIC_URL: "https://shop.example" },
  });
  cat = await makeCatalog(t.db);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function checkout() {
  const c = await readyCustomer(t, cat);
  const res = await t.send(t.api.user.checkout[":provider"].session.$post({ param: { provider: "stripe" } }, t.as(c.token)));
  expect(res.status).toBe(200);
  return { ...c, ...(res.body.data as { orderId: string; invoiceId: string; sessionId: string; url: string }) };
}
const confirm = (token: string, sessionId: string) => t.send(t.api.user.checkout[":provider"].confirm.$post({ param: { provider: "stripe" }, json: { sessionId } }, t.as(token)));
function send(type: string, sessionId: string, o: { timestamp?: number; secret?: string } = {}) {
  const { payload, signature } = fake.event(type, sessionId, o);
  // The signed payload byte for byte: the route reads its raw body and declares none, so it goes in `init`.
  return t.send(t.api.webhooks[":provider"].$post({ param: { provider: "stripe" } }, { ...t.as(undefined, { "Content-Type": "application/json", "Stripe-Signature": signature }), init: { body: payload } }));
}
const orderOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const paymentsOf = (id: string) => t.db.select().from(payments).where(eq(payments.orderId, id));

describe("stripe provider against a local fake Stripe", () => {
  it("opens a Checkout Session in cents with return URLs, metadata and an idempotency key", async () => {
    const c = await checkout();
    const created = fake.requests.filter((r) => r.method === "POST" && r.path === "/v1/checkout/sessions").at(-1)!;
    expect(created.idempotencyKey).toBe(`checkout:${c.orderId}:first`);
    expect(created.body).toMatchObject({
      mode: "payment",
      success_url: "https://shop.example/checkout/success?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: `https://shop.example/checkout/cancel?invoiceId=${c.invoiceId}`,
      metadata: { orderId: c.orderId, invoiceId: c.invoiceId },
      client_reference_id: c.orderId,
    });
    const session = fake.sessions.get(c.sessionId)!;
    expect(session.amount_total).toBe(READY_TOTAL_CENTS);
    expect(session.line_items).toEqual([
      { quantity: 2, unit_amount: 300000, name: "Test Container (20ft, New)" },
      { quantity: 1, unit_amount: 130000, name: "Crane delivery: Test Container" },
      { quantity: 1, unit_amount: 36000, name: "Sales tax (FL)" },
    ]);
    expect(c.url).toBe(session.url);
    expect((await orderOf(c.orderId)).providerSessionId).toBe(c.sessionId);
  });

  it("a double click reuses the open session instead of creating another", async () => {
    const c = await checkout();
    const before = fake.sessions.size;
    const again = await t.send(t.api.user.checkout[":provider"].session.$post({ param: { provider: "stripe" } }, t.as(c.token)));
    expect(again.body.data).toMatchObject({ orderId: c.orderId, sessionId: c.sessionId, url: c.url });
    expect(fake.sessions.size).toBe(before);
  });

  it("an unpaid session is refused; once Stripe says paid, webhook and confirm fulfil it once", async () => {
    const c = await checkout();
    expect((await confirm(c.token, c.sessionId)).status).toBe(400);
    fake.pay(c.sessionId);
    const results = await Promise.all([confirm(c.token, c.sessionId), send("checkout.session.completed", c.sessionId), confirm(c.token, c.sessionId), send("checkout.session.completed", c.sessionId)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await paymentsOf(c.orderId)).toHaveLength(1);
    const order = await orderOf(c.orderId);
    expect([order.status, order.paymentStatus]).toEqual(["confirmed", "paid"]);
    const [payment] = await paymentsOf(c.orderId);
    expect(payment).toMatchObject({ provider: "stripe", sessionId: c.sessionId, amountCents: READY_TOTAL_CENTS, providerPaymentId: fake.sessions.get(c.sessionId)!.payment_intent });
    expect((await t.send(t.api.user.cart.$get({}, t.as(c.token)))).body.data.items).toEqual([]);
  });

  it("verifies the Stripe-Signature on the raw body: wrong secret, an event 6 minutes old or dated in the future is a 400", async () => {
    const c = await checkout();
    fake.pay(c.sessionId);
    expect((await send("checkout.session.completed", c.sessionId, { secret: "whsec_wrong" })).status).toBe(400);
    expect((await send("checkout.session.completed", c.sessionId, { timestamp: Math.floor(Date.now() / 1000) - 360 })).status).toBe(400);
    expect((await send("checkout.session.completed", c.sessionId, { timestamp: Math.floor(Date.now() / 1000) + 360 })).status).toBe(400);
    expect((await send("checkout.session.completed", c.sessionId, { timestamp: Math.floor(Date.now() / 1000) + 10 * 365 * 86400 })).status).toBe(400);
    const { payload, signature } = fake.event("checkout.session.completed", c.sessionId);
    const reformatted = JSON.stringify(JSON.parse(payload), null, 2);
    // Reformatted on purpose: the same event in other bytes than the signature covers.
    const resent = t.api.webhooks[":provider"].$post({ param: { provider: "stripe" } }, { ...t.as(undefined, { "Stripe-Signature": signature }), init: { body: reformatted } });
    expect((await t.send(resent)).status).toBe(400);
    expect(await paymentsOf(c.orderId)).toEqual([]);
  });

  it("a delayed payment waits for async_payment_succeeded; async_payment_failed cancels", async () => {
    const a = await checkout();
    fake.pay(a.sessionId, "unpaid");
    expect((await send("checkout.session.completed", a.sessionId)).body.data.result).toBe("pending");
    expect((await orderOf(a.orderId)).paymentStatus).toBe("pending");
    fake.pay(a.sessionId, "paid");
    expect((await send("checkout.session.async_payment_succeeded", a.sessionId)).body.data.result).toBe("fulfilled");
    expect((await orderOf(a.orderId)).paymentStatus).toBe("paid");

    const b = await checkout();
    fake.pay(b.sessionId, "unpaid");
    expect((await send("checkout.session.async_payment_failed", b.sessionId)).status).toBe(200);
    const order = await orderOf(b.orderId);
    expect([order.status, order.paymentStatus]).toEqual(["cancelled", "failed"]);
    expect(await paymentsOf(b.orderId)).toEqual([]);
  });

  it("an expired session cancels the order and a new checkout makes a new one", async () => {
    const c = await checkout();
    fake.expire(c.sessionId);
    expect((await send("checkout.session.expired", c.sessionId)).body.data.result).toBe("order cancelled");
    const order = await orderOf(c.orderId);
    expect([order.status, order.paymentStatus]).toEqual(["cancelled", "failed"]);
    expect((await confirm(c.token, c.sessionId)).status).toBe(400);
    const again = await t.send(t.api.user.checkout[":provider"].session.$post({ param: { provider: "stripe" } }, t.as(c.token)));
    expect(again.body.data.orderId).not.toBe(c.orderId);
  });

  it("a pending order whose page expired gets a fresh session (new idempotency key), not a new order", async () => {
    const c = await checkout();
    fake.expire(c.sessionId); // the expired webhook has not arrived yet
    const again = await t.send(t.api.user.checkout[":provider"].session.$post({ param: { provider: "stripe" } }, t.as(c.token)));
    expect(again.body.data.orderId).toBe(c.orderId);
    expect(again.body.data.sessionId).not.toBe(c.sessionId);
    expect(fake.requests.at(-1)!.idempotencyKey).toBe(`checkout:${c.orderId}:after:${c.sessionId}`);
    // The late "expired" event of the old page must not cancel the order that moved on.
    expect((await send("checkout.session.expired", c.sessionId)).body.data.result).toBe("no pending order");
    expect((await orderOf(c.orderId)).status).toBe("pending");
  });

  it("a provider outage leaves no order behind", async () => {
    const c = await readyCustomer(t, cat);
    fake.failWith(500, 3); // the SDK retries twice
    const res = await t.send(t.api.user.checkout[":provider"].session.$post({ param: { provider: "stripe" } }, t.as(c.token)));
    expect(res.status).toBe(502);
    expect(await t.db.select().from(orders).where(eq(orders.userId, c.user.id))).toEqual([]);
    expect((await t.send(t.api.user.checkout[":provider"].session.$post({ param: { provider: "stripe" } }, t.as(c.token)))).status).toBe(200);
  });

  it("cancel expires the Stripe session and cancels order and invoice", async () => {
    const c = await checkout();
    expect((await t.send(t.api.user.checkout.cancel.$post({ json: { invoiceId: c.invoiceId } }, t.as(c.token)))).status).toBe(200);
    expect(fake.sessions.get(c.sessionId)!.status).toBe("expired");
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.id, c.invoiceId));
    expect(invoice.status).toBe("cancelled");
  });
});
