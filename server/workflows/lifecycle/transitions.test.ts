import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices, orders } from "../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../test/harness.ts";
import { insertOrder } from "../../test/fixtures/admin.ts";
import { makeCatalog, readyCustomer } from "../../test/fixtures/checkout.ts";

// Issue 43: the order state machine (docs/decisions/074). Defect 2: a full refund before delivery cancels the drop.
let t: TestApp;
let admin: string;
let cat: Awaited<ReturnType<typeof makeCatalog>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createUser({ role: "admin" })).token;
  cat = await makeCatalog(t.db);
});
afterAll(() => t.close());

const GOOD = { cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name: "Dana Buyer" };
const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const invoiceOf = async (orderId: string) => (await t.db.select().from(invoices).where(eq(invoices.orderId, orderId)))[0];
const refund = (orderId: string, amount: number, restock = false) => t.send(t.api.admin.orders[":id"].refund.$post({ param: { id: orderId }, json: { amount, reason: "Customer changed plans", restock } }, t.as(admin)));
const setStatus = (id: string, status: "pending" | "processing" | "confirmed" | "shipped" | "delivered" | "cancelled") => t.send(t.api.admin.order[":id"].$patch({ param: { id }, json: { status } }, t.as(admin)));

async function paidBookedOrder() {
  const c = await readyCustomer(t, cat);
  const res = await t.send(t.api.user.checkout[":provider"].session.$post({ param: { provider: "sandbox" } }, t.as(c.token)));
  const { orderId, sessionId } = res.body.data as { orderId: string; sessionId: string };
  expect((await t.send(t.api.payments.sandbox.sessions[":id"].pay.$post({ param: { id: sessionId }, json: GOOD }))).status).toBe(200);
  return { ...c, orderId, order: await orderRow(orderId) };
}
const onDeliveries = async (orderId: string, day: string) => {
  const res = await t.send(t.api.admin.deliveries.$get({ query: { from: day, to: day } }, t.as(admin)));
  return res.body.data.days.flatMap((d: { depots: { orders: { orderId: string }[] }[] }) => d.depots.flatMap((x) => x.orders.map((o) => o.orderId))).includes(orderId);
};

describe("a full refund before delivery", () => {
  it("two partial refunds that give everything back cancel the order and take it off Deliveries", async () => {
    const { orderId, order } = await paidBookedOrder();
    const day = order.deliveryDate as string;
    expect(await onDeliveries(orderId, day)).toBe(true);
    const total = order.totalCents / 100;
    expect((await refund(orderId, 1000)).status).toBe(200);
    expect((await orderRow(orderId)).status).toBe("confirmed");
    expect((await refund(orderId, Math.round((total - 1000) * 100) / 100)).body.data.paymentStatus).toBe("refunded");
    expect(await orderRow(orderId)).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
    expect((await invoiceOf(orderId)).status).toBe("refunded");
    expect(await onDeliveries(orderId, day)).toBe(false);
  });

  it("after delivery a full refund leaves the order delivered", async () => {
    const { orderId, order } = await paidBookedOrder();
    expect((await setStatus(orderId, "shipped")).status).toBe(200);
    expect((await setStatus(orderId, "delivered")).status).toBe(200);
    expect((await refund(orderId, order.totalCents / 100)).status).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({ status: "delivered", paymentStatus: "refunded" });
  });
});

describe("transitions the table does not allow answer 409 transition_not_allowed", () => {
  it("nothing moves out of delivered or cancelled, and nothing goes back from the road", async () => {
    const c = await t.createUser();
    const { order: delivered } = await insertOrder(t.db, c.user.id, { status: "delivered", paymentStatus: "paid" });
    const { order: cancelled } = await insertOrder(t.db, c.user.id, { status: "cancelled" });
    const { order: shipped } = await insertOrder(t.db, c.user.id, { status: "shipped", paymentStatus: "paid" });
    for (const [id, to] of [[delivered.id, "pending"], [delivered.id, "cancelled"], [cancelled.id, "confirmed"], [shipped.id, "processing"]] as const) {
      const res = await setStatus(id, to);
      expect([res.status, res.body.code]).toEqual([409, "transition_not_allowed"]);
    }
    expect((await orderRow(delivered.id)).status).toBe("delivered");
  });

  it("cancelling an unpaid order voids its invoice; a paid one must be refunded first", async () => {
    const c = await t.createUser();
    const { order: unpaid } = await insertOrder(t.db, c.user.id, { status: "pending" });
    expect((await setStatus(unpaid.id, "cancelled")).status).toBe(200);
    expect((await invoiceOf(unpaid.id)).status).toBe("cancelled");
    const { orderId } = await paidBookedOrder();
    const refused = await setStatus(orderId, "cancelled");
    expect([refused.status, refused.body.code]).toEqual([409, "transition_not_allowed"]);
    expect(refused.body.errors.status).toMatch(/refund/i);
    expect((await orderRow(orderId)).status).toBe("confirmed");
  });
});
