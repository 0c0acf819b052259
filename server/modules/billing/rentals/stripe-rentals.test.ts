import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rentalAgreements, rentalInvoices, savedCards } from "../../../../db/schema/index.ts";
import { type FakeStripe, startFakeStripe } from "../../../test/fake-stripe.ts";
import { TEST_ADMIN, type TestApp, createTestApp } from "../../../test/harness.ts";
import { addAddress, bookDelivery, itemPayload } from "../../../test/fixtures/checkout.ts";
import { runRentalBilling } from "./billing.ts";
import { makeRental } from "../../../test/fixtures/rentals.ts";

/** The Stripe side of rentals against the local fake: Customer + saved PaymentMethod, then off-session charges. */
const WEBHOOK_SECRET = "whsec_test_boxyard_rentals";
let fake: FakeStripe;
let t: TestApp;
let clock = new Date("2026-02-02T15:00:00Z");
let product: { id: string };
beforeAll(async () => {
  fake = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET });
  t = await createTestApp({
    now: () => clock,
    env: { PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_test_fake", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: fake.url, PUBLIC_URL: "https://shop.example" },
  });
  const admin = (await t.send(t.api.user.login.$post({ json: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } }))).body.data.token;
  product = await makeRental(t, admin);
}, 240_000);
afterAll(async () => {
  await t.close();
  await fake.close();
});

function send(type: string, sessionId: string) {
  const { payload, signature } = fake.event(type, sessionId, { timestamp: Math.floor(clock.getTime() / 1000) });
  // The signed payload byte for byte: the route reads its raw body and declares none, so it goes in `init`.
  return t.send(t.api.webhooks[":provider"].$post({ param: { provider: "stripe" } }, { ...t.as(undefined, { "Content-Type": "application/json", "Stripe-Signature": signature }), init: { body: payload } }));
}

describe("rentals with Stripe", () => {
  it("checkout makes a Customer and keeps the card (setup_future_usage); cycles are off-session PaymentIntents under our idempotency key", async () => {
    const { user, token } = await t.createUser();
    const address = await addAddress(t.db, user.id);
    await t.send(t.api.user.cart.$post({ json: itemPayload(product.id, { dimension: "20ft", method: "tilt-bed" }) }, t.as(token)));
    await bookDelivery(t, token, address.id);
    const res = await t.send(t.api.user.checkout[":provider"].session.$post({ param: { provider: "stripe" } }, t.as(token)));
    expect(res.status).toBe(200);
    const created = fake.requests.filter((r) => r.path === "/v1/checkout/sessions").at(-1)!;
    expect(created.body).toMatchObject({ mode: "payment", payment_intent_data: { setup_future_usage: "off_session" } });
    expect(String(created.body.customer)).toMatch(/^cus_/);
    expect(created.body.customer_email).toBeUndefined();

    fake.pay(res.body.data.sessionId, "paid", { last4: "4444" });
    expect((await send("checkout.session.completed", res.body.data.sessionId)).status).toBe(200);
    const [agreement] = await t.db.select().from(rentalAgreements).where(eq(rentalAgreements.userId, user.id));
    const [card] = await t.db.select().from(savedCards).where(eq(savedCards.id, agreement.savedCardId!));
    expect(card).toMatchObject({ provider: "stripe", customerId: created.body.customer, last4: "4444", brand: "visa" });
    expect(card.paymentMethodId).toMatch(/^pm_/);

    expect(agreement.startDate).toBe("2026-02-05"); // the booked drop: Monday Feb 2 + 3 business days
    // Cycle 2 (start 2026-02-05 + 1 month), charged off-session; a second run the same day charges nothing.
    clock = new Date("2026-03-05T15:00:00Z");
    await runRentalBilling(t.deps);
    await runRentalBilling(t.deps);
    const intents = fake.requests.filter((r) => r.method === "POST" && r.path === "/v1/payment_intents");
    expect(intents).toHaveLength(1);
    expect(intents[0].idempotencyKey).toBe(`rental:${agreement.id}:cycle:2:try0`);
    expect(intents[0].body).toMatchObject({ amount: "14900", customer: card.customerId, payment_method: card.paymentMethodId, off_session: "true", confirm: "true" });

    // Cycle 3 declined by the bank: overdue; the admin's retry after the card is fixed uses a new attempt key.
    fake.decline(card.paymentMethodId);
    clock = new Date("2026-04-05T15:00:00Z");
    await runRentalBilling(t.deps);
    expect((await t.db.select().from(rentalAgreements).where(eq(rentalAgreements.id, agreement.id)))[0].status).toBe("overdue");
    fake.accept(card.paymentMethodId);
    const adminToken = (await t.send(t.api.user.login.$post({ json: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } }))).body.data.token;
    const retry = await t.send(t.api.admin.rentals[":id"].retry.$post({ param: { id: agreement.id } }, t.as(adminToken)));
    expect(retry.body.data).toEqual({ result: "paid" });
    expect(fake.requests.filter((r) => r.path === "/v1/payment_intents").map((r) => r.idempotencyKey).slice(-2)).toEqual([`rental:${agreement.id}:cycle:3:try0`, `rental:${agreement.id}:cycle:3:try1`]);
    const invoices = await t.db.select().from(rentalInvoices).where(eq(rentalInvoices.agreementId, agreement.id));
    expect(invoices.map((i) => i.status).sort()).toEqual(["paid", "paid", "paid"]);
    expect((await t.db.select().from(rentalAgreements).where(eq(rentalAgreements.id, agreement.id)))[0].status).toBe("active");

    // Ended and collected: the deposit less the damage comes back as a Stripe refund of the checkout's
    // PaymentIntent, under one key per agreement; a second close refunds nothing.
    const close = () => t.send(t.api.admin.rentals[":id"].end.$post({ param: { id: agreement.id }, json: { collected: true, deduction: 50, reason: "Scratched floor" } }, t.as(adminToken)));
    const closed = await close();
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.data).toMatchObject({ depositRefund: 200, deduction: 50 });
    const refundCalls = fake.requests.filter((r) => r.path === "/v1/refunds");
    expect(refundCalls.map((r) => [r.idempotencyKey, r.body.amount])).toEqual([[`rental-deposit:${agreement.id}`, "20000"]]);
    expect(fake.refunds.map((r) => r.amount)).toEqual([20000]);
    expect((await close()).status).toBe(409);
    expect(fake.refunds).toHaveLength(1);
  });
});
