import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, users, visits } from "../../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../../test/harness.ts";
import { insertOrder, insertPayment } from "../../../test/fixtures/admin.ts";
import { monthSpans, percentChange } from "./periods.ts";

// A fixed clock: the 15th of a month, noon UTC.
const NOW = new Date("2026-03-15T12:00:00Z");
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  admin = (await t.createUser({ role: "admin" })).token;
});
afterAll(() => t.close());

const dashboard = () => t.send(t.api.admin.dashboard.$get({}, t.as(admin)));
const quickStats = () => t.send(t.api.admin.dashboard["quick-stats"].$get({}, t.as(admin)));

describe("admin dashboard", () => {
  it("an empty shop shows zeros and no invented change", async () => {
    const res = await dashboard();
    expect(res.body.data).toMatchObject({ totalOrders: 0, totalRevenue: 0, totalProducts: 0, pendingInvoices: 0, totalVisitorsToday: 0 });
    expect(res.body.data.changes).toMatchObject({ orders: null, revenue: null, products: null, visitors: null, invoices: null });
    const stats = (await quickStats()).body.data;
    expect(stats.orderCounts).toEqual({ pending: 0, processing: 0, confirmed: 0, shipped: 0, delivered: 0, cancelled: 0 });
    expect(stats.invoiceCounts).toEqual({ draft: 0, sent: 0, paid: 0, overdue: 0, cancelled: 0 });
  });

  it("counts real rows and compares this month so far with the same span of last month", async () => {
    const u = await t.createUser();
    const thisMonth = new Date("2026-03-10T10:00:00Z");
    const lastMonthInSpan = new Date("2026-02-05T10:00:00Z");
    const lastMonthLate = new Date("2026-02-20T10:00:00Z"); // after the 15th: outside the compared span
    // Revenue is read from the ledger (issue 43): each paid order has its capture.
    const paid = async (at: Date, cents: number, rest: { status?: string; invoiceStatus: string }) =>
      insertPayment(t.db, (await insertOrder(t.db, u.user.id, { createdAt: at, paymentStatus: "paid", paidAt: at, totalCents: cents, ...rest })).order.id, cents, at);
    await paid(thisMonth, 300000, { status: "shipped", invoiceStatus: "paid" });
    // An unpaid checkout attempt (order and payment pending, invoice "sent"): not an order (issue 15).
    await insertOrder(t.db, u.user.id, { createdAt: thisMonth, totalCents: 100000, invoiceStatus: "sent" });
    await paid(lastMonthInSpan, 200000, { status: "delivered", invoiceStatus: "paid" });
    await paid(lastMonthLate, 999900, { invoiceStatus: "overdue" });
    await t.db.insert(visits).values([
      { path: "/", createdAt: new Date("2026-03-15T08:00:00Z") },
      { path: "/shop", createdAt: new Date("2026-03-15T09:00:00Z") },
      { path: "/", createdAt: new Date("2026-03-14T23:00:00Z") },
      { path: "/", createdAt: new Date("2026-02-03T09:00:00Z") },
    ]);
    // Users: created this month (the admin and customer, by the database clock) — pin them for a stable base.
    await t.db.update(users).set({ createdAt: new Date("2026-03-02T00:00:00Z") });
    await t.db.update(products).set({ createdAt: new Date("2026-02-10T00:00:00Z") });

    const d = (await dashboard()).body.data;
    expect(d).toMatchObject({ totalOrders: 3, totalRevenue: 14999, totalProducts: 4, pendingInvoices: 1, totalVisitorsToday: 2 });
    expect(d.changes.orders).toBe(0); // 1 this month vs 1 in the same span of February (the attempt does not count)
    expect(d.changes.revenue).toBe(50); // $3,000 vs $2,000
    expect(d.changes.visitors).toBe(200); // 3 vs 1
    expect(d.changes.products).toBe(-100); // 0 vs 4
    expect(d.changes.users).toBeNull(); // nobody joined in February
    expect(d.changes.invoices).toBeNull(); // the only February pending invoice is after the 15th

    const stats = (await quickStats()).body.data;
    expect(stats.orderCounts).toMatchObject({ pending: 1, shipped: 1, delivered: 1 });
    expect(stats.invoiceCounts).toMatchObject({ paid: 2, sent: 0, overdue: 1, draft: 0 });
  });

  it("month spans and percentages", () => {
    const spans = monthSpans(new Date("2026-03-31T12:00:00Z"));
    // February is shorter: its span stops at its own end.
    expect(spans.previous.to.toISOString()).toBe("2026-03-01T00:00:00.000Z");
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(1, 3)).toBe(-66.7);
  });
});
