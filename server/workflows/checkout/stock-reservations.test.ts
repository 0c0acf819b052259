import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { depots, orders, stock, stockReservations } from "../../../db/schema/index.ts";
import { markSandboxPaid } from "../../lib/payments/sandbox.ts";
import { type TestApp, createTestApp } from "../../test/harness.ts";
import { addAddress, bookDelivery, itemPayload, makeCatalog } from "../../test/fixtures/checkout.ts";
import { markSessionUnpaid } from "../../modules/sales/checkout/unpaid.ts";
import { setGrid, stockLedger } from "../../test/fixtures/stock.ts";

let t: TestApp;
let admin: string;
let cat: Awaited<ReturnType<typeof makeCatalog>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createUser({ role: "admin" })).token;
});
// A fresh catalog per test: holds left by one test must not change the counts of the next.
beforeEach(async () => {
  cat = await makeCatalog(t.db);
});
afterAll(() => t.close());

const PART = () => itemPayload(cat.part.id, { method: "tilt-bed", quantity: 1 });
const session = (token: string) => t.send(t.api.user.checkout[":provider"].session.$post({ param: { provider: "sandbox" } }, t.as(token)));

/** A customer (Miami address unless told) with `quantity` of the part in the cart. */
async function buyer(quantity = 1, address: { state?: string } = {}) {
  const c = await t.createUser();
  const shipTo = await addAddress(t.db, c.user.id, address);
  const res = await t.send(t.api.user.cart.$post({ json: { ...PART(), quantity } }, t.as(c.token)));
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return { ...c, shipTo };
}

describe("reservations", () => {
  it("twenty parallel checkouts of the last three units: exactly three payment pages, seventeen 409 out_of_stock", async () => {
    await setGrid(t, admin, cat.part.id, [["houston-tx", 20]]);
    const buyers = await Promise.all(Array.from({ length: 20 }, () => buyer()));
    await setGrid(t, admin, cat.part.id, [["houston-tx", 3]]);
    const results = await Promise.all(buyers.map((b) => session(b.token)));
    const won = results.filter((r) => r.status === 200);
    const lost = results.filter((r) => r.status !== 200);
    expect(won).toHaveLength(3);
    expect(won.every((r) => typeof r.body.data.url === "string")).toBe(true);
    expect(lost).toHaveLength(17);
    for (const r of lost) {
      expect(r.status).toBe(409);
      expect(r.body).toMatchObject({ success: false, code: "out_of_stock", message: "Test Lock Box is sold out (0 left)" });
    }
    // Counted afterwards: three held units, three pending orders, nothing else written.
    const ledger = await stockLedger(t.db, cat.part.id);
    expect(ledger).toMatchObject({ onHand: 3, reserved: 3, held: 3, sold: 0, negative: 0 });
    const made = await Promise.all(buyers.map((b) => t.db.select().from(orders).where(eq(orders.userId, b.user.id))));
    expect(made.flat()).toHaveLength(3);
  });

  it("holds at the depot nearest the ship-to ZIP that has enough, and names what is left", async () => {
    await setGrid(t, admin, cat.part.id, [["houston-tx", 10], ["miami-fl", 1], ["jacksonville-fl", 4], ["seattle-wa", 50]]);
    const depotOf = async (orderId: string) => {
      const [row] = await t.db.select({ code: depots.code, quantity: stockReservations.quantity }).from(stockReservations).innerJoin(stock, eq(stock.id, stockReservations.stockId)).innerJoin(depots, eq(depots.id, stock.depotId)).where(eq(stockReservations.orderId, orderId));
      return row;
    };
    const one = await buyer(1);
    expect(await depotOf((await session(one.token)).body.data.orderId)).toEqual({ code: "miami-fl", quantity: 1 });
    // Miami is empty now: the next Florida buyer is served from Jacksonville, the nearest with enough.
    const three = await buyer(3);
    expect(await depotOf((await session(three.token)).body.data.orderId)).toEqual({ code: "jacksonville-fl", quantity: 3 });
    const greedy = await buyer(1);
    const tooMany = await t.send(t.api.user.cart.update.$put({ json: { ...PART(), quantity: 62 } }, t.as(greedy.token)));
    expect(tooMany.body).toMatchObject({ code: "out_of_stock", message: "Only 61 left of Test Lock Box" });
    expect((await t.send(t.api.user.cart.update.$put({ json: { ...PART(), quantity: 61 } }, t.as(greedy.token)))).status).toBe(200);
    // Seattle sells 40 elsewhere before this customer pays: checkout names what is left.
    await setGrid(t, admin, cat.part.id, [["houston-tx", 10], ["miami-fl", 1], ["jacksonville-fl", 4], ["seattle-wa", 10]]);
    const refused = await session(greedy.token);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "out_of_stock", message: "Only 21 left of Test Lock Box" });
  });

  it("cancel and expiry give the units back; payment takes them off the shelf", async () => {
    await setGrid(t, admin, cat.part.id, [["miami-fl", 5]]);
    const a = await buyer(2);
    const s = (await session(a.token)).body.data;
    expect(await stockLedger(t.db, cat.part.id)).toMatchObject({ onHand: 5, reserved: 2 });
    await t.send(t.api.user.checkout.cancel.$post({ json: { invoiceId: s.invoiceId } }, t.as(a.token)));
    expect(await stockLedger(t.db, cat.part.id)).toMatchObject({ onHand: 5, reserved: 0, held: 0 });

    const b = await buyer(1);
    const sb = (await session(b.token)).body.data;
    await t.deps.payments.get("sandbox")!.expireSession(sb.sessionId, t.db);
    expect(await markSessionUnpaid(t.deps, "sandbox", sb.sessionId, "expired")).toBe(true);
    expect(await stockLedger(t.db, cat.part.id)).toMatchObject({ onHand: 5, reserved: 0 });

    const c = await buyer(2);
    const sc = (await session(c.token)).body.data;
    await markSandboxPaid(t.db, sc.sessionId, t.deps.now());
    expect((await t.send(t.api.user.checkout[":provider"].confirm.$post({ param: { provider: "sandbox" }, json: { sessionId: sc.sessionId } }, t.as(c.token)))).status).toBe(200);
    expect(await stockLedger(t.db, cat.part.id)).toMatchObject({ onHand: 3, reserved: 0, held: 0, sold: 2 });
  });

  it("a customer's new checkout takes over the hold of their earlier unpaid one", async () => {
    await setGrid(t, admin, cat.part.id, [["miami-fl", 1]]);
    const a = await buyer(1);
    expect((await session(a.token)).status).toBe(200);
    // Back in the cart: their own held box is still theirs, not "sold out".
    const cart = (await t.send(t.api.user.cart.$get({}, t.as(a.token)))).body.data;
    expect(cart.items[0]).toMatchObject({ available: 1, stockIssue: null });
    await t.send(t.api.user.cart.$post({ json: itemPayload(cat.container.id, { dimension: "40ft", method: "flatbed" }) }, t.as(a.token)));
    await bookDelivery(t, a.token, a.shipTo.id); // a container now: the drop needs its day and checklist
    expect((await session(a.token)).status).toBe(200);
    expect(await stockLedger(t.db, cat.part.id)).toMatchObject({ onHand: 1, reserved: 1, held: 1 });
  });

  it("adding more than all depots have is a 409 with the count; a line whose stock vanished is flagged and blocks checkout", async () => {
    await setGrid(t, admin, cat.part.id, [["miami-fl", 2], ["boston-ma", 2]]);
    const c = await buyer(3);
    const over = await t.send(t.api.user.cart.$post({ json: { ...PART(), quantity: 2 } }, t.as(c.token)));
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ code: "out_of_stock", message: "Only 4 left of Test Lock Box", errors: { quantity: "Only 4 available" } });
    await setGrid(t, admin, cat.part.id, [["miami-fl", 1]]);
    let cart = (await t.send(t.api.user.cart.$get({}, t.as(c.token)))).body.data;
    expect(cart.items[0]).toMatchObject({ available: 1, stockIssue: "Only 1 left" });
    expect(cart.checkoutBlocked).toBe(true);
    expect((await session(c.token)).body).toMatchObject({ code: "out_of_stock", message: "Only 1 left of Test Lock Box" });
    await setGrid(t, admin, cat.part.id, []);
    cart = (await t.send(t.api.user.cart.$get({}, t.as(c.token)))).body.data;
    expect(cart.items[0].stockIssue).toBe("Sold out — remove or request a quote");
    await t.send(t.api.user.cart.update.$put({ json: { ...PART(), quantity: 1 } }, t.as(c.token)));
    await setGrid(t, admin, cat.part.id, [["miami-fl", 1]]);
    cart = (await t.send(t.api.user.cart.$get({}, t.as(c.token)))).body.data;
    expect(cart.checkoutBlocked).toBe(false);
    expect((await session(c.token)).status).toBe(200);
  });

  it("the database refuses negative stock and holds above what is on hand, whatever the code does", async () => {
    const [row] = await t.db.select().from(stock).where(eq(stock.productId, cat.container.id)).limit(1);
    await expect(t.db.update(stock).set({ onHand: -1, reserved: 0 }).where(eq(stock.id, row.id))).rejects.toThrow();
    await expect(t.db.update(stock).set({ reserved: row.onHand + 1 }).where(eq(stock.id, row.id))).rejects.toThrow();
  });
});
