import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, payments } from "../../../db/schema/index.ts";
import { type FakeStripe, startFakeStripe } from "../../test/fake-stripe.ts";
import { createTestApp } from "../../test/harness.ts";
import { makeCatalog, readyCustomer } from "../../test/fixtures/checkout.ts";

// Issue 43 (ADR 074): the admin's cancel of an unpaid order closes its hosted card page, so paying it afterwards is
// refused instead of reviving the cancelled order. Sandbox and a local fake Stripe.
const WEBHOOK_SECRET = "whsec_test_boxyard_fake";
let fake: FakeStripe;
let sandbox: App;
let stripe: App;
beforeAll(async () => {
  fake = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET });
  sandbox = await appWith();
  stripe = await appWith({ PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_test_fake", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: fake.url, PUBLIC_URL: "https://shop.example" });
}, 240_000);
afterAll(async () => {
  await sandbox.t.close();
  await stripe.t.close();
  await fake.close();
});

async function appWith(env: Record<string, string> = {}) {
  const t = await createTestApp({ env });
  const admin = (await t.createUser({ role: "admin" })).token;
  return { t, admin, cat: await makeCatalog(t.db) };
}
type App = Awaited<ReturnType<typeof appWith>>;
const cancel = (app: App, id: string) => app.t.send(app.t.api.admin.order[":id"].$patch({ param: { id }, json: { status: "cancelled" } }, app.t.as(app.admin)));

describe("cancelling a pending order closes its card page", () => {
  it("sandbox: the page cannot be paid after the cancel, and nothing is taken", async () => {
    const app = sandbox;
    const { t } = app;
    const c = await readyCustomer(t, app.cat);
    const page = await t.send(t.api.user.checkout[":provider"].session.$post({ param: { provider: "sandbox" } }, t.as(c.token)));
    const { orderId, sessionId } = page.body.data as { orderId: string; sessionId: string };
    expect((await cancel(app, orderId)).status).toBe(200);
    const late = await t.send(t.api.payments.sandbox.sessions[":id"].pay.$post({ param: { id: sessionId }, json: { cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name: "Dana Buyer" } }));
    expect(late.status).toBe(409);
    expect(await t.db.select().from(payments).where(eq(payments.orderId, orderId))).toEqual([]);
    expect((await t.db.select().from(orders).where(eq(orders.id, orderId)))[0].status).toBe("cancelled");
  });

  it("Stripe: the Checkout Session is expired at the provider; one paid meanwhile is fulfilled and the cancel refused", async () => {
    const app = stripe;
    const { t } = app;
    const open = async () => {
      const c = await readyCustomer(t, app.cat);
      return (await t.send(t.api.user.checkout[":provider"].session.$post({ param: { provider: "stripe" } }, t.as(c.token)))).body.data as { orderId: string; sessionId: string };
    };
    const first = await open();
    expect((await cancel(app, first.orderId)).status).toBe(200);
    expect(fake.sessions.get(first.sessionId)!.status).toBe("expired");

    const second = await open();
    fake.pay(second.sessionId);
    const refused = await cancel(app, second.orderId);
    expect([refused.status, refused.body.code]).toEqual([409, "transition_not_allowed"]);
    expect((await t.db.select().from(orders).where(eq(orders.id, second.orderId)))[0]).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
  });
});
