import { eq } from "drizzle-orm";
import { markSandboxPaid } from "../../lib/payments/sandbox.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices, orderItems, orders, sandboxSessions } from "../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../test/harness.ts";
import { READY_SHIPPING_CENTS, READY_TOTAL_CENTS, addAddress, itemPayload, makeCatalog, readyCustomer } from "../../test/fixtures/checkout.ts";

let t: TestApp;
let cat: Awaited<ReturnType<typeof makeCatalog>>;
beforeAll(async () => {
  t = await createTestApp();
  cat = await makeCatalog(t.db);
});
afterAll(() => t.close());

// The client's copy of the cart, with a total of its own: the server prices the stored cart and ignores it. The
// route declares no body, so it goes in `init`.
const session = (token: string, provider: "sandbox" | "stripe" = "sandbox") =>
  t.send(t.api.user.checkout[":provider"].session.$post({ param: { provider } }, { ...t.as(token, { "Content-Type": "application/json" }), init: { body: JSON.stringify({ items: [], total: 0.01 }) } }));

describe("checkout session", () => {
  it("creates a pending order with snapshotted prices and address, its invoice and a hosted page", async () => {
    const { user, token } = await readyCustomer(t, cat);
    const res = await session(token);
    expect(res.status).toBe(200);
    const { orderId, invoiceId, url, sessionId } = res.body.data;
    expect(url).toBe(`/pay/sandbox/${sessionId}`);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({
      userId: user.id,
      status: "pending",
      paymentStatus: "pending",
      subtotalCents: 600000,
      shippingCents: READY_SHIPPING_CENTS,
      taxCents: 36000,
      totalCents: READY_TOTAL_CENTS,
      provider: "sandbox",
      providerSessionId: sessionId,
      shippingAddress: { street: "1 Harbor Way", city: "Miami", state: "FL", postalCode: "33101", country: "USA" },
    });
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(items).toEqual([
      expect.objectContaining({ name: "Test Container", dimension: "20ft", condition: "New", deliveryMethod: "crane", unitPriceCents: 300000, deliveryPriceCents: READY_SHIPPING_CENTS, quantity: 2, totalCents: 730000 }),
    ]);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(invoice.invoiceNumber).toMatch(/^INV-\d{6}$/);
    expect(invoice).toMatchObject({ orderId, status: "sent", totalCents: READY_TOTAL_CENTS, taxCents: 36000 });
    expect(Math.round((invoice.dueDate.getTime() - invoice.issueDate.getTime()) / 86_400_000)).toBe(30);
    const [hosted] = await t.db.select().from(sandboxSessions).where(eq(sandboxSessions.id, sessionId));
    expect(hosted).toMatchObject({ orderId, amountCents: READY_TOTAL_CENTS, currency: "usd", status: "open", successUrl: `/checkout/success?session_id=${sessionId}`, cancelUrl: `/checkout/cancel?invoiceId=${invoiceId}` });
    expect(hosted.lineItems.reduce((s, l) => s + l.amountCents * l.quantity, 0)).toBe(READY_TOTAL_CENTS);
  });

  it("answers 'address required' without a shipping address, and refuses an empty cart", async () => {
    const { user, token } = await t.createUser();
    await t.send(t.api.user.cart.$post({ json: itemPayload(cat.part.id, { method: "tilt-bed" }) }, t.as(token)));
    const noAddress = await session(token);
    expect(noAddress.status).toBe(400);
    expect(noAddress.body).toMatchObject({ status: "error", message: "address required" });

    const other = await t.createUser();
    await addAddress(t.db, other.user.id);
    const empty = await session(other.token);
    expect(empty.status).toBe(400);
    expect(empty.body.errors.cart).toBeTruthy();
    expect(await t.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
  });

  it("refuses an order over the card limit ($999,999.99) with a code and a pointer to a quote, and opens no page", async () => {
    const { user, token } = await t.createUser();
    await addAddress(t.db, user.id);
    // 20ft New with crane: $3,500 a unit; 286 units make $1,001,000 before tax.
    await t.send(t.api.user.cart.$post({ json: itemPayload(cat.container.id, { dimension: "20ft", condition: "New", method: "crane", quantity: 286 }) }, t.as(token)));
    const res = await session(token);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "order_too_large", message: expect.stringMatching(/\$999,999\.99.*quote/) });
    expect(res.body.errors.cart).toBe(res.body.message);
    expect(await t.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
  });

  it("refuses a provider that is not the configured one", async () => {
    const { token } = await readyCustomer(t, cat);
    expect((await session(token, "stripe")).status).toBe(400);
    expect((await session(token, "paypal" as never)).status).toBe(400); // invalid on purpose: no such provider
  });

  it("a double click reuses the pending order and its page; a changed cart makes a new order", async () => {
    const { user, token } = await readyCustomer(t, cat);
    const first = await session(token);
    const second = await session(token);
    expect(second.body.data).toEqual(first.body.data);
    await t.send(t.api.user.cart.$post({ json: itemPayload(cat.part.id, { method: "tilt-bed" }) }, t.as(token)));
    const third = await session(token);
    expect(third.body.data.orderId).not.toBe(first.body.data.orderId);
    expect(await t.db.select().from(orders).where(eq(orders.userId, user.id))).toHaveLength(2);
  });

  it("a second checkout closes the first order's page: it can no longer be paid, and that order is cancelled", async () => {
    const { user, token } = await readyCustomer(t, cat);
    const first = await session(token);
    await t.send(t.api.user.cart.$post({ json: itemPayload(cat.part.id, { method: "tilt-bed" }) }, t.as(token)));
    const second = await session(token);
    expect(second.status).toBe(200);
    const card = { cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name: "A B" };
    const stale = await t.send(t.api.payments.sandbox.sessions[":id"].pay.$post({ param: { id: first.body.data.sessionId }, json: card }));
    expect(stale.status).toBeGreaterThanOrEqual(400);
    const [old] = await t.db.select().from(orders).where(eq(orders.id, first.body.data.orderId));
    expect([old.status, old.paymentStatus]).toEqual(["cancelled", "failed"]);
    expect((await t.db.select().from(invoices).where(eq(invoices.id, first.body.data.invoiceId)))[0].status).toBe("cancelled");
    const fresh = await t.send(t.api.payments.sandbox.sessions[":id"].pay.$post({ param: { id: second.body.data.sessionId }, json: card }));
    expect(fresh.status).toBe(200);
    const paid = (await t.db.select().from(orders).where(eq(orders.userId, user.id))).filter((o) => o.paymentStatus === "paid");
    expect(paid.map((o) => o.id)).toEqual([second.body.data.orderId]);
  });

  it("two concurrent checkouts of one cart make one order", async () => {
    const { user, token } = await readyCustomer(t, cat);
    const results = await Promise.all([session(token), session(token), session(token)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(results.map((r) => r.body.data.orderId)).size).toBe(1);
    expect(new Set(results.map((r) => r.body.data.sessionId)).size).toBe(1);
    expect(await t.db.select().from(orders).where(eq(orders.userId, user.id))).toHaveLength(1);
  });
});

describe("cancel", () => {
  it("cancels the unpaid order and invoice, expires the page and leaves the cart", async () => {
    const { token } = await readyCustomer(t, cat);
    const { orderId, invoiceId, sessionId } = (await session(token)).body.data;
    const res = await t.send(t.api.user.checkout.cancel.$post({ json: { invoiceId } }, t.as(token)));
    expect(res.status).toBe(200);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect([order.status, invoice.status]).toEqual(["cancelled", "cancelled"]);
    const pay = await t.send(t.api.payments.sandbox.sessions[":id"].pay.$post({ param: { id: sessionId }, json: { cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name: "A B" } }));
    expect(pay.status).toBe(409);
    expect((await t.send(t.api.user.cart.$get({}, t.as(token)))).body.data.items).toHaveLength(1);
    // Checking out again after a cancel opens a new order, not the cancelled one.
    expect((await session(token)).body.data.orderId).not.toBe(orderId);
  });

  it("refuses to cancel a paid order, and another customer's invoice is a 404", async () => {
    const { token } = await readyCustomer(t, cat);
    const { invoiceId, sessionId } = (await session(token)).body.data;
    const stranger = await t.createUser();
    expect((await t.send(t.api.user.checkout.cancel.$post({ json: { invoiceId } }, t.as(stranger.token)))).status).toBe(404);
    await t.send(t.api.payments.sandbox.sessions[":id"].pay.$post({ param: { id: sessionId }, json: { cardNumber: "4242424242424242", expiry: "12/40", cvc: "123", name: "A B" } }));
    const res = await t.send(t.api.user.checkout.cancel.$post({ json: { invoiceId } }, t.as(token)));
    expect(res.status).toBe(400);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(invoice.status).toBe("paid");
  });
});

describe("orders and invoices of a customer", () => {
  it("lists only the caller's own orders and invoices", async () => {
    const alice = await readyCustomer(t, cat);
    const { orderId, invoiceId, sessionId } = (await session(alice.token)).body.data;
    // An open, unpaid checkout is not an order yet (issue 15): listed once paid.
    expect((await t.send(t.api.user.orders.$get({}, t.as(alice.token)))).body.data).toEqual([]);
    await markSandboxPaid(t.db, sessionId, t.deps.now());
    expect((await t.send(t.api.user.checkout[":provider"].confirm.$post({ param: { provider: "sandbox" }, json: { sessionId, payerID: "x" } }, t.as(alice.token)))).status).toBe(200);
    const bob = await t.createUser();
    const mine = await t.send(t.api.user.orders.$get({}, t.as(alice.token)));
    expect(mine.body.data.map((o: { id: string }) => o.id)).toEqual([orderId]);
    expect(mine.body.data[0]).toMatchObject({ total: 7660, subtotal: 6000, shipping: 1300, tax: 360, invoiceId, paymentMethod: "card" });
    expect(mine.body.data[0].items[0]).toMatchObject({ name: "Test Container", price: 3000, quantity: 2, totalPrice: 7300, deliveryMethod: "crane", deliveryPrice: 1300 });
    const invs = await t.send(t.api.user.invoices.$get({}, t.as(alice.token)));
    expect(invs.body.data.map((i: { id: string }) => i.id)).toEqual([invoiceId]);
    expect((await t.send(t.api.user.orders.$get({}, t.as(bob.token)))).body.data).toEqual([]);
    expect((await t.send(t.api.user.invoices.$get({}, t.as(bob.token)))).body.data).toEqual([]);
    expect((await t.send(t.api.user.orders.$get({}))).status).toBe(401);
  });
});
