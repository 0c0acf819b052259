import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, stock, stockReservations } from "../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../test/harness.ts";
import { READY_TOTAL_CENTS, makeCatalog, readyCustomer } from "../../test/fixtures/checkout.ts";
import { closeExpiredCheckouts } from "../checkout/expire-checkouts.ts";

// Issue 43 (ADR 074): a wire recorded on a pending cart order sells its held units; they are not given back when
// the hold's page would have expired, and the order goes ahead (confirmed) like one paid by card.
let clock = new Date("2026-11-16T15:00:00Z");
let t: TestApp;
let admin: string;
let cat: Awaited<ReturnType<typeof makeCatalog>>;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  admin = (await t.createUser({ role: "admin" })).token;
  cat = await makeCatalog(t.db);
}, 240_000);
afterAll(() => t.close());

const holdsOf = (orderId: string) => t.db.select({ status: stockReservations.status, stockId: stockReservations.stockId, quantity: stockReservations.quantity }).from(stockReservations).where(eq(stockReservations.orderId, orderId));
const stockRow = async (id: string) => (await t.db.select().from(stock).where(eq(stock.id, id)))[0];

describe("a wire on a pending cart order", () => {
  it("turns the hold into a sale: on hand goes down, nothing comes back when the page's time runs out", async () => {
    const c = await readyCustomer(t, cat);
    const page = await t.send(t.api.user.checkout[":provider"].session.$post({ param: { provider: "sandbox" } }, t.as(c.token)));
    const { orderId, invoiceId } = page.body.data as { orderId: string; invoiceId: string };
    const [hold] = await holdsOf(orderId);
    expect(hold).toMatchObject({ status: "held", quantity: 2 });
    const before = await stockRow(hold.stockId);

    const wire = await t.send(t.api.admin.invoices[":id"].payments.$post({ param: { id: invoiceId }, json: { amount: READY_TOTAL_CENTS / 100, method: "bank_transfer", reference: "WIRE-HOLD-1" } }, t.as(admin)));
    expect(wire.status).toBe(200);
    expect((await holdsOf(orderId)).map((h) => h.status)).toEqual(["sold"]);
    expect(await stockRow(hold.stockId)).toMatchObject({ onHand: before.onHand - 2, reserved: before.reserved - 2 });
    expect((await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]).toMatchObject({ status: "confirmed", paymentStatus: "paid" });

    clock = new Date(clock.getTime() + 48 * 3_600_000); // past any page's life
    await closeExpiredCheckouts(t.deps);
    expect((await holdsOf(orderId)).map((h) => h.status)).toEqual(["sold"]);
    expect(await stockRow(hold.stockId)).toMatchObject({ onHand: before.onHand - 2, reserved: before.reserved - 2 });
    expect((await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
  });

  it("books a day still ahead when the wire comes after the booked day has passed (model seed 43, 16 × 200, step 67)", async () => {
    const c = await readyCustomer(t, cat);
    const page = await t.send(t.api.user.checkout[":provider"].session.$post({ param: { provider: "sandbox" } }, t.as(c.token)));
    const { orderId, invoiceId } = page.body.data as { orderId: string; invoiceId: string };
    const [booked] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(booked.deliveryDate).not.toBeNull();
    clock = new Date(`${booked.deliveryDate}T20:00:00Z`); // the customer wires on the booked day itself
    const wire = await t.send(t.api.admin.invoices[":id"].payments.$post({ param: { id: invoiceId }, json: { amount: READY_TOTAL_CENTS / 100, method: "bank_transfer", reference: "WIRE-LATE-1" } }, t.as(admin)));
    expect(wire.status).toBe(200);
    const [paid] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(paid.status).toBe("confirmed");
    expect(paid.deliveryDate === null || paid.deliveryDate > (booked.deliveryDate as string)).toBe(true);
  });
});
