import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, invoices, orders, outgoingEmails, refunds, stock, stockMoves } from "../../../db/schema/index.ts";
import { bookedTrucks } from "../../modules/logistics/delivery/dates.ts";
import { type TestApp, createTestApp } from "../../test/harness.ts";
import { READY_TOTAL_CENTS, makeCatalog, readyCustomer } from "../../test/fixtures/checkout.ts";

// Issue 46 (ADR 089): the admin cancels an order before dispatch in one step. Everything is counted in the
// database: units back on the shelf (held or sold), the order off its depot-day, the invoice void or the money
// refunded, the customer mailed, the reason audited; a second cancel and a dispatched order are 409.
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
const cancel = (id: string, reason = "Customer changed their mind") => t.send(t.api.admin.orders[":id"].cancel.$post({ param: { id }, json: { reason } }, t.as(admin)));

async function shelf() {
  const [row] = await t.db
    .select({ onHand: sql<string>`sum(${stock.onHand})::text`, reserved: sql<string>`sum(${stock.reserved})::text` })
    .from(stock)
    .where(eq(stock.productId, cat.container.id));
  return { onHand: Number(row.onHand), reserved: Number(row.reserved) };
}

async function trucksOn(orderId: string) {
  const [o] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  const day = o.deliveryDate!;
  const booked = await bookedTrucks(t.db, { depotId: o.deliveryDepotId!, truck: o.deliveryTruck!, from: new Date() } as never, day, day);
  return booked.get(day) ?? 0;
}

async function checkout(pay: boolean) {
  const c = await readyCustomer(t, cat);
  const page = await t.send(t.api.user.checkout[":provider"].session.$post({ param: { provider: "sandbox" } }, t.as(c.token)));
  const { orderId, sessionId } = page.body.data as { orderId: string; sessionId: string };
  if (pay) expect((await t.send(t.api.payments.sandbox.sessions[":id"].pay.$post({ param: { id: sessionId }, json: card }))).status).toBe(200);
  return { ...c, orderId };
}

const mailsTo = async (email: string) => (await t.db.select().from(outgoingEmails).where(eq(outgoingEmails.to, email))).length;

describe("POST /v1/admin/orders/{id}/cancel", () => {
  it("an unpaid order: hold released, off its day, invoice void, mailed and audited; a second cancel is 409", async () => {
    const before = await shelf();
    const c = await checkout(false);
    expect((await shelf()).reserved).toBe(before.reserved + 2);
    const trucks = await trucksOn(c.orderId);
    const mails = await mailsTo(c.user.email);

    const res = await cancel(c.orderId);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ refunded: 0, creditNoteNumber: null, unitsBack: 2, order: { status: "cancelled" } });
    expect(await shelf()).toEqual(before);
    expect(await trucksOn(c.orderId)).toBe(trucks - 2);
    const bills = await t.db.select({ status: invoices.status }).from(invoices).where(eq(invoices.orderId, c.orderId));
    expect(bills).toEqual([{ status: "cancelled" }]);
    expect(await mailsTo(c.user.email)).toBe(mails + 1);
    const audit = await t.db.select().from(auditLog).where(and(eq(auditLog.entityId, c.orderId), eq(auditLog.action, "order.cancelled")));
    expect(audit.map((a) => (a.details as { reason: string }).reason)).toEqual(["Customer changed their mind"]);

    const again = await cancel(c.orderId);
    expect([again.status, again.body.code]).toEqual([409, "transition_not_allowed"]);
    expect(await shelf()).toEqual(before);
  });

  it("a paid order: the card refunded in full on a credit note, sold units back on hand with stock moves, off its day", async () => {
    const before = await shelf();
    const c = await checkout(true);
    expect((await shelf()).onHand).toBe(before.onHand - 2);
    const trucks = await trucksOn(c.orderId);

    const res = await cancel(c.orderId, "Site not ready");
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ refunded: READY_TOTAL_CENTS / 100, unitsBack: 2, order: { status: "cancelled", paymentStatus: "refunded" } });
    expect(await shelf()).toEqual(before);
    expect(await trucksOn(c.orderId)).toBe(trucks - 2);
    const given = await t.db.select().from(refunds).where(eq(refunds.orderId, c.orderId));
    expect(given.map((r) => [r.provider, r.amountCents, r.reason, r.restocked])).toEqual([["sandbox", READY_TOTAL_CENTS, "Site not ready", true]]);
    const moves = await t.db.select().from(stockMoves).where(and(eq(stockMoves.orderId, c.orderId), eq(stockMoves.kind, "returned")));
    expect(moves.reduce((n, m) => n + m.quantity, 0)).toBe(2);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, c.orderId));
    expect(invoice.status).toBe("refunded");
  });

  it("a wire-paid order: the wire is recorded as given back by hand on the credit note, no provider call", async () => {
    const c = await checkout(false);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, c.orderId));
    const wire = await t.send(t.api.admin.invoices[":id"].payments.$post({ param: { id: invoice.id }, json: { amount: READY_TOTAL_CENTS / 100, method: "bank_transfer", reference: "WIRE-46" } }, t.as(admin)));
    expect(wire.status).toBe(200);
    const res = await cancel(c.orderId, "Wrong colour ordered");
    expect(res.status).toBe(200);
    const given = await t.db.select().from(refunds).where(eq(refunds.orderId, c.orderId));
    expect(given.map((r) => [r.provider, r.amountCents])).toEqual([["manual", READY_TOTAL_CENTS]]);
    expect(res.body.data.order).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
  });

  it("an order out for delivery is not cancelled (409): after dispatch only notes and refunds", async () => {
    const c = await checkout(true);
    expect((await t.send(t.api.admin.order[":id"].$patch({ param: { id: c.orderId }, json: { status: "shipped" } }, t.as(admin)))).status).toBe(200);
    const before = await shelf();
    const res = await cancel(c.orderId);
    expect([res.status, res.body.code]).toEqual([409, "transition_not_allowed"]);
    expect(await shelf()).toEqual(before);
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, c.orderId))).toEqual([]);
  });
});
