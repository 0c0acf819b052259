import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addresses, orders, stock } from "../../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../../test/harness.ts";
import { addAddress, bookDelivery, itemPayload, makeCatalog } from "../../../test/fixtures/checkout.ts";
import { depotByCode, stockProducts } from "../../../test/fixtures/stock.ts";

/* Issue 44: honest cart messages, and a long-haul line that checks out. */

const NOW = new Date("2026-11-23T15:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
});
afterAll(() => t.close());

const cartOf = async (token: string) => (await t.send(t.api.user.cart.$get({}, t.as(token)))).body.data;

async function customerWith(productId: string, quantity = 1, method = "crane") {
  const { user, token } = await t.createUser();
  const res = await t.send(t.api.user.cart.$post({ json: itemPayload(productId, { dimension: "20ft", condition: "New", method, quantity }) }, t.as(token)));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { user, token };
}

describe("cart messages", () => {
  it("before an address a container's delivery is pending, never free", async () => {
    const cat = await makeCatalog(t.db);
    const c = await customerWith(cat.container.id);
    const [line] = (await cartOf(c.token)).items;
    expect(line).toMatchObject({ container: true, deliveryPending: true, deliveryNote: "Add an address to price delivery", issueCode: null });
  });

  it("sold out everywhere, fewer than asked and beyond our trucks are three codes", async () => {
    const cat = await makeCatalog(t.db);
    const c = await customerWith(cat.container.id, 2);
    await addAddress(t.db, c.user.id);
    const variantStock = and(eq(stock.productId, cat.container.id), eq(stock.dimensionId, cat.d20.id));
    const houston = await depotByCode(t.db, "houston-tx");
    await t.db.update(stock).set({ onHand: 0 }).where(variantStock);
    await t.db.update(stock).set({ onHand: 1 }).where(and(variantStock, eq(stock.depotId, houston.id)));
    const [onlyOne] = (await cartOf(c.token)).items;
    expect(onlyOne).toMatchObject({ issueCode: "quantity_unavailable", deliveryIssue: null });
    await t.db.update(stock).set({ onHand: 0 }).where(variantStock);
    const [soldOut] = (await cartOf(c.token)).items;
    expect(soldOut).toMatchObject({ issueCode: "out_of_stock", deliveryNote: expect.stringMatching(/Sold out at every depot/) });
    await t.db.update(stock).set({ onHand: 5 }).where(variantStock);
    await t.db.update(addresses).set({ city: "Anchorage", state: "AK", postalCode: "99501" }).where(eq(addresses.userId, c.user.id));
    const far = await cartOf(c.token);
    expect(far.items[0].issueCode).toBe("out_of_area");
    expect(far.deliveryProblem).toMatch(/48 contiguous states/);
  });

  it("a box held only in Seattle reaches Miami by the cheaper long route, and checkout books its drop", async () => {
    const cat = await makeCatalog(t.db);
    await t.db.update(stock).set({ onHand: 0 }).where(eq(stock.productId, cat.container.id));
    await stockProducts(t.db, [cat.container.id], 3, ["seattle-wa"]);
    const c = await customerWith(cat.container.id, 1, "flatbed");
    const address = await addAddress(t.db, c.user.id);
    const cart = await bookDelivery(t, c.token, address.id);
    expect(cart.items[0].deliveryNote).toMatch(/^1 truck · Ships from Seattle, WA (by long-haul flatbed|to our Miami, FL depot)/);
    expect(cart.delivery.route).not.toBe("local");
    expect(cart.shipping).toBeGreaterThan(1000);
    // The transit days come before the first bookable day: not the local 3 business days (Thu 26 Nov).
    expect(cart.deliveryDate > "2026-11-30").toBe(true);
    const res = await t.send(t.api.user.checkout[":provider"].session.$post({ param: { provider: "sandbox" } }, t.as(c.token)));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, res.body.data.orderId));
    const miami = await depotByCode(t.db, "miami-fl");
    const seattle = await depotByCode(t.db, "seattle-wa");
    expect([miami.id, seattle.id]).toContain(order.deliveryDepotId);
    expect(order.deliveryTruck).toBe("flatbed");
  });
});
