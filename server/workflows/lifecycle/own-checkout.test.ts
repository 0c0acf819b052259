import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { depots, orders } from "../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../test/harness.ts";
import { addAddress, bookDelivery, itemPayload, makeCatalog } from "../../test/fixtures/checkout.ts";
import { setGrid } from "../../test/fixtures/stock.ts";

// Issue 43, defect 7: the customer's own pending checkout never blocks them (units held for them count as theirs).
let t: TestApp;
let admin: string;
let cat: Awaited<ReturnType<typeof makeCatalog>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createUser({ role: "admin" })).token;
  cat = await makeCatalog(t.db);
});
afterAll(() => t.close());

const checkout = (token: string) => t.send(t.api.user.checkout[":provider"].session.$post({ param: { provider: "sandbox" } }, t.as(token)));

describe("leaving the payment page without Cancel", () => {
  it("the cart still shows the last unit deliverable on its booked day, and checks out again", async () => {
    await setGrid(t, admin, cat.container.id, [["miami-fl", 1, "20ft", "New"]]);
    const c = await t.createUser();
    const address = await addAddress(t.db, c.user.id);
    expect((await t.send(t.api.user.cart.$post({ json: itemPayload(cat.container.id, { dimension: "20ft", condition: "New", method: "crane", quantity: 1 }) }, t.as(c.token)))).status).toBe(200);
    await bookDelivery(t, c.token, address.id);
    const before = (await t.send(t.api.user.cart.$get({}, t.as(c.token)))).body.data;
    expect((await checkout(c.token)).status).toBe(200);
    // Back to the cart (the browser's back button): the same figures, nothing blocked.
    const after = (await t.send(t.api.user.cart.$get({}, t.as(c.token)))).body.data;
    expect(after.checkoutBlocked ?? false).toBe(false);
    expect(after.items[0].stockIssue ?? null).toBeNull();
    expect(after.delivery).toEqual(before.delivery);
    expect(after.deliveryProblem ?? null).toBeNull();
    expect(after.total).toBe(before.total);
    // A change to the cart (one more note) and checkout again: the new page supersedes the old one.
    await t.send(t.api.user.cart.delivery.$put({ json: { addressId: address.id, deliveryDate: before.delivery?.date ?? before.deliveryDate, doorFacing: "away", groundSurface: "gravel", clearanceConfirmed: true } }, t.as(c.token)));
    const again = await checkout(c.token);
    expect(again.status).toBe(200);
  });
});

describe("the customer's own unpaid offer order", () => {
  // Found by the model test: only the cart checkouts a new checkout supersedes are the customer's to take over;
  // an accepted offer waiting for its card payment keeps its truck, also against the same customer's cart.
  it("keeps its truck: the customer's cart is not offered that day when it was the depot's last truck", async () => {
    await setGrid(t, admin, cat.container.id, [["miami-fl", 5, "20ft", "New"]]);
    const c = await t.createUser();
    const address = await addAddress(t.db, c.user.id);
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const lines = [{ kind: "catalog" as const, productId: cat.container.id, dimension: "20ft", condition: "New", quantity: 1 }];
    const made = await t.send(t.api.admin.offers.$post({ json: { email: c.user.email, shipToState: "FL", shipToZip: "33101", lines, delivery: 0, discount: 0, expiresOn: day(14), paymentTerms: "full", deliveryOn: day(12) } }, t.as(admin)));
    await t.send(t.api.admin.offers[":id"].send.$post({ param: { id: made.body.data.id } }, t.as(admin)));
    const accepted = await t.send(t.api.user.offers[":id"].accept.$post({ param: { id: made.body.data.id }, json: {} }, t.as(c.token)));
    expect(accepted.status).toBe(200);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, accepted.body.data.orderId));
    expect(order.paymentStatus).toBe("pending");
    const truck = order.deliveryTruck as "crane" | "flatbed";
    await t.db.update(depots).set({ truckCapacity: { crane: 1, flatbed: 1, "tilt-bed": 1 } }).where(eq(depots.id, order.deliveryDepotId!));

    await t.send(t.api.user.cart.$post({ json: itemPayload(cat.container.id, { dimension: "20ft", condition: "New", method: truck, quantity: 1 }) }, t.as(c.token)));
    await bookDelivery(t, c.token, address.id);
    const offered = (await t.send(t.api.user.cart["delivery-dates"].$get({}, t.as(c.token)))).body.data as string[];
    expect(offered).not.toContain(order.deliveryDate);
    const onThatDay = await t.send(t.api.user.cart.delivery.$put({ json: { addressId: address.id, deliveryDate: order.deliveryDate, doorFacing: "cab", groundSurface: "gravel", clearanceConfirmed: true } }, t.as(c.token)));
    expect(onThatDay.status).toBe(400);
  });
});
