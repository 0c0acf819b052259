import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices, orders } from "../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../test/harness.ts";
import { makeCatalog } from "../../test/fixtures/checkout.ts";

/*
 * Issue 43, defect 5: a deposit order's balance is due before delivery, so its stored `invoices.due_date` is the
 * booked day when that comes before the terms' 30 days, at acceptance and whenever the day moves. On main the column
 * kept "accepted + 30 days" (only the DTO showed the delivery day).
 */
let t: TestApp;
let admin: string;
let cat: Awaited<ReturnType<typeof makeCatalog>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createUser({ role: "admin" })).token;
  cat = await makeCatalog(t.db);
});
afterAll(() => t.close());

const DAY = 86_400_000;
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10);
const stored = async (orderId: string) => (await t.db.select({ due: invoices.dueDate, issued: invoices.issueDate }).from(invoices).where(eq(invoices.orderId, orderId)))[0];

/** Moves the drop to the first day from `fromDay` days on that the depot takes (weekends and holidays refused). */
async function rescheduleFrom(orderId: string, fromDay: number) {
  for (let d = fromDay; d < fromDay + 10; d++) {
    const res = await t.send(t.api.admin.orders[":id"].reschedule.$post({ param: { id: orderId }, json: { deliveryDate: inDays(d) } }, t.as(admin)));
    if (res.status === 200) return inDays(d);
  }
  throw new Error(`no day from ${fromDay} days on`);
}

describe("a deposit order's stored due date", () => {
  it("is the booked delivery day when it comes first, follows a reschedule, and is the terms' date when delivery is later", async () => {
    const c = await t.createUser();
    const made = await t.send(t.api.admin.offers.$post({
      json: {
        email: c.user.email, shipToState: "FL", shipToZip: "33101", delivery: 650, discount: 0, expiresOn: inDays(14), paymentTerms: "deposit", depositPercent: 30, deliveryOn: inDays(12),
        lines: [{ kind: "catalog", productId: cat.container.id, dimension: "20ft", condition: "New", quantity: 1 }],
      },
    }, t.as(admin)));
    await t.send(t.api.admin.offers[":id"].send.$post({ param: { id: made.body.data.id } }, t.as(admin)));
    const accepted = await t.send(t.api.user.offers[":id"].accept.$post({ param: { id: made.body.data.id }, json: {} }, t.as(c.token)));
    expect(accepted.status).toBe(200);
    const orderId = accepted.body.data.orderId;
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order.deliveryDate! < inDays(30)).toBe(true);
    expect((await stored(orderId)).due.toISOString().slice(0, 10)).toBe(order.deliveryDate);

    const moved = await rescheduleFrom(orderId, 20);
    expect((await stored(orderId)).due.toISOString().slice(0, 10)).toBe(moved);

    // Past the terms' 30 days: the terms' date (issued + 30 days) stands.
    await rescheduleFrom(orderId, 40);
    const after = await stored(orderId);
    expect(after.due.getTime()).toBe(after.issued.getTime() + 30 * DAY);
  });
});
