import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "../../../test/harness.ts";
import { READY_TOTAL_CENTS, makeCatalog, readyCustomer } from "../../../test/fixtures/checkout.ts";
import { insertOrder } from "../../../test/fixtures/admin.ts";

/* The dashboard figures are kept per process and cleared by write requests (docs/decisions/042). A minute-long
 * lifetime here: only a clear can make a change show. */

let t: TestApp;
let admin: string;
let cat: Awaited<ReturnType<typeof makeCatalog>>;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_FIGURES_CACHE_SECONDS: "60" } });
  admin = (await t.createUser({ role: "admin" })).token;
  cat = await makeCatalog(t.db);
});
afterAll(() => t.close());

const figures = async () => ({
  summary: (await t.send(t.api.admin.dashboard.$get({}, t.as(admin)))).body.data,
  stats: (await t.send(t.api.admin.dashboard["quick-stats"].$get({}, t.as(admin)))).body.data,
});
const card = { cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name: "Pat Payer" };

describe("admin dashboard figures cache", () => {
  it("an order placed and paid through the API is in the figures at once", async () => {
    const { token } = await readyCustomer(t, cat);
    const before = await figures();
    // A client's copy of the cart, which the server ignores: the route declares no body, so it goes in `init`.
    const session = await t.send(t.api.user.checkout[":provider"].session.$post({ param: { provider: "sandbox" } }, { ...t.as(token, { "Content-Type": "application/json" }), init: { body: JSON.stringify({ items: [], total: 0.01 }) } }));
    expect(session.status).toBe(200);
    const pay = await t.send(t.api.payments.sandbox.sessions[":id"].pay.$post({ param: { id: session.body.data.sessionId }, json: card }));
    expect(pay.status).toBe(200);
    const after = await figures();
    expect(after.summary.totalOrders).toBe(before.summary.totalOrders + 1);
    expect(after.summary.totalRevenue).toBe(before.summary.totalRevenue + READY_TOTAL_CENTS / 100);
    const placed = (s: Record<string, number>) => Object.values(s).reduce((a, b) => a + b, 0);
    expect(placed(after.stats.orderCounts)).toBe(placed(before.stats.orderCounts) + 1);
    expect(after.stats.invoiceCounts.paid).toBe(before.stats.invoiceCounts.paid + 1);
  });

  it("a change made without a request waits for the next write (or the lifetime); page views and cart clicks keep the figures", async () => {
    const customer = await t.createUser();
    const before = await figures();
    const { order } = await insertOrder(t.db, customer.user.id, { status: "confirmed", paymentStatus: "paid", paidAt: new Date(), invoiceStatus: "paid" });
    await t.send(t.api.visits.$post({ json: { path: "/shop" } }));
    expect((await figures()).summary.totalOrders).toBe(before.summary.totalOrders);
    // A refused write changes nothing and keeps them too.
    expect((await t.send(t.api.user.checkout.cancel.$post({ json: { invoiceId: "nope" } }, t.as(customer.token)))).status).toBeGreaterThanOrEqual(400);
    expect((await figures()).summary.totalOrders).toBe(before.summary.totalOrders);
    // Any successful write clears them.
    expect((await t.send(t.api.admin.orders[":id"].notes.$post({ param: { id: order.id }, json: { body: "Called the customer" } }, t.as(admin)))).status).toBe(201);
    const after = await figures();
    expect(after.summary.totalOrders).toBe(before.summary.totalOrders + 1);
    expect(after.summary.totalVisitorsToday).toBe(before.summary.totalVisitorsToday + 1);
  });
});
