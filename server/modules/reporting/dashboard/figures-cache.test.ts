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
  summary: (await t.call("GET", "/v1/admin/dashboard", { token: admin })).body.data,
  stats: (await t.call("GET", "/v1/admin/dashboard/quick-stats", { token: admin })).body.data,
});
const card = { cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name: "Pat Payer" };

describe("admin dashboard figures cache", () => {
  it("an order placed and paid through the API is in the figures at once", async () => {
    const { token } = await readyCustomer(t, cat);
    const before = await figures();
    const session = await t.call("POST", "/v1/user/checkout/sandbox/session", { token, body: { items: [], total: 0.01 } });
    expect(session.status).toBe(200);
    const pay = await t.call("POST", `/v1/payments/sandbox/sessions/${session.body.data.sessionId}/pay`, { body: card });
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
    await t.call("POST", "/v1/visits", { body: { path: "/shop" } });
    expect((await figures()).summary.totalOrders).toBe(before.summary.totalOrders);
    // A refused write changes nothing and keeps them too.
    expect((await t.call("POST", "/v1/user/checkout/cancel", { token: customer.token, body: { invoiceId: "nope" } })).status).toBeGreaterThanOrEqual(400);
    expect((await figures()).summary.totalOrders).toBe(before.summary.totalOrders);
    // Any successful write clears them.
    expect((await t.call("POST", `/v1/admin/orders/${order.id}/notes`, { token: admin, body: { body: "Called the customer" } })).status).toBe(201);
    const after = await figures();
    expect(after.summary.totalOrders).toBe(before.summary.totalOrders + 1);
    expect(after.summary.totalVisitorsToday).toBe(before.summary.totalVisitorsToday + 1);
  });
});
