import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices, orderItems, orders, refunds, stock } from "../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../test/harness.ts";
import { READY_TOTAL_CENTS, makeCatalog, readyCustomer } from "../../test/fixtures/checkout.ts";

// Issue 46 (ADR 089): the admin changes a paid order's lines before dispatch. The server re-prices the order as
// checkout prices a cart; more is owed on the invoice with a payment link, less is refunded; units follow.
let t: TestApp;
let admin: string;
let cat: Awaited<ReturnType<typeof makeCatalog>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createUser({ role: "admin" })).token;
  cat = await makeCatalog(t.db);
}, 240_000);
afterAll(() => t.close());

const card = { cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123", name: "Dana Buyer" };
type Line = { productId: string; dimension?: string; condition?: string; quantity: number };
const edit = (id: string, lines: Line[]) => t.send(t.api.admin.orders[":id"].lines.$patch({ param: { id }, json: { lines } }, t.as(admin)));
const onHand = async (productId: string) => Number((await t.db.select({ n: sql<string>`sum(${stock.onHand})::text` }).from(stock).where(eq(stock.productId, productId)))[0].n);
const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];

async function paidOrder() {
  const c = await readyCustomer(t, cat);
  const page = await t.send(t.api.user.checkout[":provider"].session.$post({ param: { provider: "sandbox" } }, t.as(c.token)));
  const { orderId, sessionId } = page.body.data as { orderId: string; sessionId: string };
  expect((await t.send(t.api.payments.sandbox.sessions[":id"].pay.$post({ param: { id: sessionId }, json: card }))).status).toBe(200);
  return orderId;
}

describe("PATCH /v1/admin/orders/{id}/lines", () => {
  it("adding a line raises the total by the server's price and the balance by the difference, with a payment link", async () => {
    const id = await paidOrder();
    const before = await orderRow(id);
    expect(before.totalCents).toBe(READY_TOTAL_CENTS);
    const parts = await onHand(cat.part.id);
    const container = { productId: cat.container.id, dimension: "20ft", condition: "New", quantity: 2 };

    const res = await edit(id, [container, { productId: cat.part.id, quantity: 1 }]);
    expect(res.status).toBe(200);
    const after = await orderRow(id);
    const [added] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, id)).then((r) => r.filter((i) => i.productId === cat.part.id));
    expect(added.unitPriceCents).toBe(cat.part.basePriceCents);
    const taxOfPart = after.taxCents - before.taxCents;
    expect(taxOfPart).toBe(Math.round((cat.part.basePriceCents * 6) / 100));
    expect(after.totalCents - before.totalCents).toBe(added.totalCents + taxOfPart);
    const owed = after.totalCents - before.totalCents;
    expect(res.body.data.owed).toBe(owed / 100);
    expect(res.body.data.paymentLink).toMatchObject({ amount: owed / 100 });
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, id));
    expect([invoice.totalCents, invoice.status]).toEqual([after.totalCents, "sent"]);
    expect(after.paymentStatus).toBe("deposit_paid");
    expect(await onHand(cat.part.id)).toBe(parts - 1);
  });

  it("removing a unit refunds the difference through the refund path and puts the unit back; dispatched orders are 409", async () => {
    const id = await paidOrder();
    const boxes = await onHand(cat.container.id);
    const res = await edit(id, [{ productId: cat.container.id, dimension: "20ft", condition: "New", quantity: 1 }]);
    expect(res.status).toBe(200);
    const after = await orderRow(id);
    expect(after.totalCents).toBeLessThan(READY_TOTAL_CENTS);
    expect(after.deliveryTrucks).toBe(1);
    const given = await t.db.select().from(refunds).where(eq(refunds.orderId, id));
    expect(given.map((r) => [r.provider, r.amountCents])).toEqual([["sandbox", READY_TOTAL_CENTS - after.totalCents]]);
    expect(res.body.data).toMatchObject({ owed: 0, refunded: (READY_TOTAL_CENTS - after.totalCents) / 100, paymentLink: null });
    expect(await onHand(cat.container.id)).toBe(boxes + 1);

    expect((await t.send(t.api.admin.order[":id"].$patch({ param: { id }, json: { status: "shipped" } }, t.as(admin)))).status).toBe(200);
    const late = await edit(id, [{ productId: cat.container.id, dimension: "20ft", condition: "New", quantity: 2 }]);
    expect([late.status, late.body.code]).toEqual([409, "transition_not_allowed"]);
  });
});
