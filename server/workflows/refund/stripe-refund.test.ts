import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, payments, refunds } from "../../../db/schema/index.ts";
import { type FakeStripe, startFakeStripe } from "../../test/fake-stripe.ts";
import { type TestApp, createTestApp } from "../../test/harness.ts";
import { makeCatalog, readyCustomer } from "../../test/fixtures/checkout.ts";

const WEBHOOK_SECRET = "whsec_test_boxyard_refund";
let fake: FakeStripe;
let t: TestApp;
let admin: string;
let cat: Awaited<ReturnType<typeof makeCatalog>>;
beforeAll(async () => {
  fake = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET });
  t = await createTestApp({ env: { PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_test_fake", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: fake.url, PUBLIC_URL: "https://shop.example" } });
  admin = (await t.createUser({ role: "admin" })).token;
  cat = await makeCatalog(t.db);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe("refunds through Stripe (local fake)", () => {
  it("a partial refund is made on the PaymentIntent and recorded on our side with Stripe's refund id", async () => {
    const c = await readyCustomer(t, cat);
    const { orderId, sessionId } = (await t.send(t.api.user.checkout[":provider"].session.$post({ param: { provider: "stripe" } }, t.as(c.token)))).body.data;
    fake.pay(sessionId);
    expect((await t.send(t.api.user.checkout[":provider"].confirm.$post({ param: { provider: "stripe" }, json: { sessionId } }, t.as(c.token)))).status).toBe(200);
    const res = await t.send(t.api.admin.orders[":id"].refund.$post({ param: { id: orderId }, json: { amount: 360, reason: "Tax exempt certificate", restock: false } }, t.as(admin)));
    expect(res.status).toBe(200);
    // Stripe's side: one refund of 36000 cents on the session's PaymentIntent, with an idempotency key.
    const intent = fake.sessions.get(sessionId)!.payment_intent!;
    expect(fake.refunds.map((r) => [r.payment_intent, r.amount])).toEqual([[intent, 36000]]);
    expect(fake.requests.find((r) => r.path === "/v1/refunds")!.idempotencyKey).toMatch(/^refund:/);
    // Ours: the refund row points at Stripe's refund and our payment; the order is partly refunded.
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    const [row] = await t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(row).toMatchObject({ provider: "stripe", providerRefundId: fake.refunds[0].id, paymentId: payment.id, amountCents: 36000 });
    expect((await t.db.select().from(orders).where(eq(orders.id, orderId)))[0].paymentStatus).toBe("partially_refunded");
  });

  it("Stripe refusing the refund leaves nothing recorded", async () => {
    const c = await readyCustomer(t, cat);
    const { orderId, sessionId } = (await t.send(t.api.user.checkout[":provider"].session.$post({ param: { provider: "stripe" } }, t.as(c.token)))).body.data;
    fake.pay(sessionId);
    await t.send(t.api.user.checkout[":provider"].confirm.$post({ param: { provider: "stripe" }, json: { sessionId } }, t.as(c.token)));
    fake.failWith(400);
    const res = await t.send(t.api.admin.orders[":id"].refund.$post({ param: { id: orderId }, json: { amount: 100, reason: "Goodwill", restock: false } }, t.as(admin)));
    expect([res.status, res.body.code]).toEqual([400, "provider_refused"]);
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toEqual([]);
    expect((await t.db.select().from(orders).where(eq(orders.id, orderId)))[0].paymentStatus).toBe("paid");
  });
});
