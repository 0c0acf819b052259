import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartItems, carts, invoices, orders, outgoingEmails, payments, sandboxSessions } from "../../../db/schema/index.ts";
import { markSandboxPaid } from "../../lib/payments/sandbox.ts";
import { signPayload } from "../../lib/payments/signature.ts";
import { type TestApp, createTestApp } from "../../test/harness.ts";
import { READY_TOTAL_CENTS, itemPayload, makeCatalog, readyCustomer } from "../../test/fixtures/checkout.ts";

let t: TestApp;
let cat: Awaited<ReturnType<typeof makeCatalog>>;
let clockOffsetMs = 0;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(Date.now() + clockOffsetMs) });
  cat = await makeCatalog(t.db);
});
afterAll(() => t.close());

const GOOD = { cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name: "Dana Buyer" };

async function checkout() {
  const c = await readyCustomer(t, cat);
  const res = await t.send(t.api.user.checkout[":provider"].session.$post({ param: { provider: "sandbox" } }, t.as(c.token)));
  expect(res.status).toBe(200);
  return { ...c, ...(res.body.data as { orderId: string; invoiceId: string; sessionId: string; url: string }) };
}
const confirm = (token: string, sessionId: string) => t.send(t.api.user.checkout[":provider"].confirm.$post({ param: { provider: "sandbox" }, json: { sessionId, payerID: "x" } }, t.as(token)));
/** Paid at the "provider" without its webhook arriving (a lost delivery). */
const paySilently = (sessionId: string) => markSandboxPaid(t.db, sessionId, t.deps.now());

function webhook(sessionId: string, o: { id?: string; ageSeconds?: number; secret?: string; type?: string } = {}) {
  const body = JSON.stringify({ id: o.id ?? `evt_${Math.random().toString(36).slice(2)}`, type: o.type ?? "checkout.session.completed", data: { object: { id: sessionId, payment_status: "paid" } } });
  const ts = Math.floor(t.deps.now().getTime() / 1000) - (o.ageSeconds ?? 0);
  const signature = signPayload(o.secret ?? t.deps.payments.sandboxSecret, body, ts);
  // The signed payload byte for byte: the route reads its raw body and declares none, so it goes in `init`.
  return t.send(t.api.webhooks[":provider"].$post({ param: { provider: "sandbox" } }, { ...t.as(undefined, { "Content-Type": "application/json", "Boxyard-Signature": signature }), init: { body } }));
}

/** The invariants: one payment row, order confirmed + paid, invoice paid, cart empty, two e-mails. */
async function expectFulfilledOnce(c: { orderId: string; invoiceId: string; user: { id: string; email: string } }) {
  const pays = await t.db.select().from(payments).where(eq(payments.orderId, c.orderId));
  expect(pays).toHaveLength(1);
  const [order] = await t.db.select().from(orders).where(eq(orders.id, c.orderId));
  expect([order.status, order.paymentStatus]).toEqual(["confirmed", "paid"]);
  expect(order.paidAt).toBeInstanceOf(Date);
  const [invoice] = await t.db.select().from(invoices).where(eq(invoices.id, c.invoiceId));
  expect(invoice.status).toBe("paid");
  const [cart] = await t.db.select().from(carts).where(eq(carts.userId, c.user.id));
  expect(await t.db.select().from(cartItems).where(eq(cartItems.cartId, cart.id))).toEqual([]);
  const ref = c.orderId.slice(0, 8).toUpperCase();
  const mails = await t.db.select().from(outgoingEmails).where(like(outgoingEmails.subject, `%${ref}%`));
  expect(mails.map((m) => m.to).sort()).toEqual([c.user.email, t.deps.env.SALES_EMAIL].sort());
}

async function expectUnpaid(orderId: string) {
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  expect(order.paymentStatus).not.toBe("paid");
  expect(await t.db.select().from(payments).where(eq(payments.orderId, orderId))).toEqual([]);
}

describe("exactly-once fulfilment", () => {
  it("paying on the sandbox page fulfils through the signed webhook; confirm then just answers", async () => {
    const c = await checkout();
    const pay = await t.send(t.api.payments.sandbox.sessions[":id"].pay.$post({ param: { id: c.sessionId }, json: GOOD }));
    expect(pay.status).toBe(200);
    expect(pay.body.data.redirectUrl).toBe(`/checkout/success?session_id=${c.sessionId}`);
    await expectFulfilledOnce(c);
    const res = await confirm(c.token, c.sessionId);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ orderId: c.orderId, invoiceId: c.invoiceId, paymentStatus: "paid" });
    expect(res.body.data.invoiceNumber).toMatch(/^INV-/);
    await expectFulfilledOnce(c);
  });

  it("keeps what was added to the cart after the payment page opened: only the ordered quantities leave", async () => {
    const c = await checkout(); // 2 × 20ft New with crane
    await t.send(t.api.user.cart.$post({ json: itemPayload(cat.part.id, { method: "tilt-bed" }) }, t.as(c.token)));
    await t.send(t.api.user.cart.$post({ json: itemPayload(cat.container.id, { dimension: "20ft", condition: "New", method: "crane", quantity: 1 }) }, t.as(c.token)));
    await paySilently(c.sessionId);
    expect((await confirm(c.token, c.sessionId)).status).toBe(200);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, c.orderId));
    expect(order.totalCents).toBe(READY_TOTAL_CENTS);
    const [cart] = await t.db.select().from(carts).where(eq(carts.userId, c.user.id));
    const left = await t.db.select().from(cartItems).where(eq(cartItems.cartId, cart.id));
    expect(left.map((l) => [l.productId, l.quantity]).sort()).toEqual([[cat.container.id, 1], [cat.part.id, 1]].sort());
  });

  it("confirm twice", async () => {
    const c = await checkout();
    await paySilently(c.sessionId);
    const a = await confirm(c.token, c.sessionId);
    const b = await confirm(c.token, c.sessionId);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body.data).toEqual(a.body.data);
    await expectFulfilledOnce(c);
  });

  it("webhook twice (the same event redelivered, and a second event for the session)", async () => {
    const c = await checkout();
    await paySilently(c.sessionId);
    const first = await webhook(c.sessionId, { id: "evt_same" });
    const again = await webhook(c.sessionId, { id: "evt_same" });
    const other = await webhook(c.sessionId);
    expect([first.status, again.status, other.status]).toEqual([200, 200, 200]);
    expect(first.body.data.result).toBe("fulfilled");
    expect(again.body.data.result).toBe("duplicate");
    expect(other.body.data.result).toBe("already fulfilled");
    await expectFulfilledOnce(c);
  });

  it("webhook before confirm", async () => {
    const c = await checkout();
    await paySilently(c.sessionId);
    expect((await webhook(c.sessionId)).status).toBe(200);
    const res = await confirm(c.token, c.sessionId);
    expect(res.status).toBe(200);
    expect(res.body.data.orderId).toBe(c.orderId);
    await expectFulfilledOnce(c);
  });

  it("confirm and webhook at the same moment", async () => {
    const c = await checkout();
    await paySilently(c.sessionId);
    const results = await Promise.all([confirm(c.token, c.sessionId), webhook(c.sessionId), confirm(c.token, c.sessionId), webhook(c.sessionId)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    await expectFulfilledOnce(c);
  });

  it("confirm of an unpaid session is an error, not an order", async () => {
    const c = await checkout();
    const res = await confirm(c.token, c.sessionId);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Payment has not been completed");
    const [order] = await t.db.select().from(orders).where(eq(orders.id, c.orderId));
    expect([order.status, order.paymentStatus]).toEqual(["pending", "pending"]);
    await expectUnpaid(c.orderId);
  });

  it("confirm of another customer's session is a 404 and changes nothing", async () => {
    const c = await checkout();
    await paySilently(c.sessionId);
    const stranger = await t.createUser();
    expect((await confirm(stranger.token, c.sessionId)).status).toBe(404);
    await expectUnpaid(c.orderId);
    expect((await confirm(c.token, "cs_sandbox_nonexistent_session")).status).toBe(404);
  });

  it("a webhook with a bad signature or a timestamp outside ±5 minutes is a 400", async () => {
    const c = await checkout();
    await paySilently(c.sessionId);
    expect((await webhook(c.sessionId, { secret: "not-the-secret" })).status).toBe(400);
    expect((await webhook(c.sessionId, { ageSeconds: 6 * 60 })).status).toBe(400);
    expect((await webhook(c.sessionId, { ageSeconds: -6 * 60 })).status).toBe(400);
    expect((await webhook(c.sessionId, { ageSeconds: -10 * 365 * 86400 })).status).toBe(400);
    // Unsigned on purpose. The route reads its raw body and declares none, so the body goes in `init`.
    const event = { id: "evt_x", type: "checkout.session.completed", data: { object: { id: c.sessionId } } };
    const unsigned = await t.send(t.api.webhooks[":provider"].$post({ param: { provider: "sandbox" } }, { ...t.as(undefined, { "Content-Type": "application/json" }), init: { body: JSON.stringify(event) } }));
    expect(unsigned.status).toBe(400);
    await expectUnpaid(c.orderId);
    expect((await webhook(c.sessionId, { ageSeconds: -4 * 60 })).status).toBe(200);
    expect((await webhook(c.sessionId, { ageSeconds: 4 * 60 })).status).toBe(200);
    await expectFulfilledOnce(c);
  });

  it("an amount that does not match the order is never fulfilled", async () => {
    const c = await checkout();
    await t.db.update(sandboxSessions).set({ amountCents: 1 }).where(eq(sandboxSessions.id, c.sessionId));
    await paySilently(c.sessionId);
    const res = await confirm(c.token, c.sessionId);
    expect(res.status).toBe(400);
    expect((await webhook(c.sessionId)).body.data.result).toMatch(/^not fulfilled/);
    await expectUnpaid(c.orderId);
  });

  it("an expired session leaves the order unpaid: cancelled, payment failed, cart kept", async () => {
    const c = await checkout();
    clockOffsetMs = 61 * 60 * 1000;
    try {
      const pay = await t.send(t.api.payments.sandbox.sessions[":id"].pay.$post({ param: { id: c.sessionId }, json: GOOD }));
      expect(pay.status).toBe(409);
      const res = await confirm(c.token, c.sessionId);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/expired/);
      const [order] = await t.db.select().from(orders).where(eq(orders.id, c.orderId));
      expect([order.status, order.paymentStatus]).toEqual(["cancelled", "failed"]);
      const [invoice] = await t.db.select().from(invoices).where(eq(invoices.id, c.invoiceId));
      expect(invoice.status).toBe("cancelled");
      await expectUnpaid(c.orderId);
      expect((await t.send(t.api.user.cart.$get({}, t.as(c.token)))).body.data.items).toHaveLength(1);
    } finally {
      clockOffsetMs = 0;
    }
  });

  it("a payment that lands after a cancel revives the order instead of losing it", async () => {
    const c = await checkout();
    await paySilently(c.sessionId); // paid on the provider's page in another tab…
    await t.db.update(orders).set({ status: "cancelled" }).where(eq(orders.id, c.orderId)); // …while a cancel ran
    expect((await webhook(c.sessionId)).body.data.result).toBe("fulfilled");
    await expectFulfilledOnce(c);
  });
});

describe("sandbox hosted page", () => {
  it("shows merchant, amount and items, declines 4000 0000 0000 0002 and accepts a retry", async () => {
    const c = await checkout();
    const page = await t.send(t.api.payments.sandbox.sessions[":id"].$get({ param: { id: c.sessionId } }));
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ merchantName: "Boxyard", amount: 7660, currency: "usd", status: "open", cancelUrl: `/checkout/cancel?invoiceId=${c.invoiceId}` });
    expect(page.body.data.items).toEqual([
      { name: "Test Container (20ft, New)", quantity: 2, amount: 3000 },
      { name: "Crane delivery: Test Container", quantity: 1, amount: 1300 },
      { name: "Sales tax (FL)", quantity: 1, amount: 360 },
    ]);
    const declined = await t.send(t.api.payments.sandbox.sessions[":id"].pay.$post({ param: { id: c.sessionId }, json: { ...GOOD, cardNumber: "4000 0000 0000 0002" } }));
    expect(declined.status).toBe(402);
    expect(declined.body.message).toMatch(/declined/);
    await expectUnpaid(c.orderId);
    const invalid = await t.send(t.api.payments.sandbox.sessions[":id"].pay.$post({ param: { id: c.sessionId }, json: { cardNumber: "1234", expiry: "01/20", cvc: "1", name: " " } }));
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({ name: "Cardholder name is required", cardNumber: "Invalid card number", expiry: "Card is expired", cvc: "Invalid CVV" });
    const ok = await t.send(t.api.payments.sandbox.sessions[":id"].pay.$post({ param: { id: c.sessionId }, json: GOOD }));
    expect(ok.status).toBe(200);
    const twice = await t.send(t.api.payments.sandbox.sessions[":id"].pay.$post({ param: { id: c.sessionId }, json: GOOD }));
    expect(twice.status).toBe(200);
    await expectFulfilledOnce(c);
    expect((await t.send(t.api.payments.config.$get({}))).body.data).toEqual({ provider: "sandbox" });
  });
});
