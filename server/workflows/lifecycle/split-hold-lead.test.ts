import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addresses, orders } from "../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../test/harness.ts";
import { bookDelivery, makeCatalog, readyCustomer } from "../../test/fixtures/checkout.ts";
import { setGrid } from "../../test/fixtures/stock.ts";

// Found by the model test of issue 43 (seed 43, 16 × 200): when the nearest depot holds only part of the quantity,
// the rest comes from another depot, a day more on the road; the cart offered the local three-day lead all the same.
const clock = new Date("2026-06-03T15:00:00Z"); // Wednesday June 3, 2026, 10:00 in the shop's zone
let t: TestApp;
let cat: Awaited<ReturnType<typeof makeCatalog>>;
let admin: { token: string };
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  cat = await makeCatalog(t.db);
  admin = await t.createUser({ role: "admin" });
  await setGrid(t, admin.token, cat.container.id, [["miami-fl", 1, "20ft", "New"], ["jacksonville-fl", 1, "20ft", "New"]]);
}, 240_000);
afterAll(() => t.close());

describe("a split shipment's drop", () => {
  it("is offered and booked no earlier than the day the units from the other depot can be there", async () => {
    const { token } = await readyCustomer(t, cat); // 2 units to Miami: one in Miami, one from Jacksonville
    const dates = await t.call("GET", "/v1/user/cart/delivery-dates", { token });
    // Three business days from Wednesday is Monday June 8; a fourth for the transfer makes Tuesday June 9.
    expect(dates.body.data[0]).toBe("2026-06-09");
    const session = await t.send(t.api.user.checkout[":provider"].session.$post({ param: { provider: "sandbox" } }, t.as(token)));
    expect(session.status).toBe(200);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, session.body.data.orderId as string));
    expect(order.deliveryDate).toBe("2026-06-09");
    expect(order.deliveryLeadDays).toBe(4);
  });

  it("does not count the units of the customer's own accepted offer, which checkout leaves held", async () => {
    await setGrid(t, admin.token, cat.container.id, [["miami-fl", 3, "20ft", "New"], ["jacksonville-fl", 3, "20ft", "New"]]);
    const { user, token } = await readyCustomer(t, cat); // 2 units to Miami; Miami and Jacksonville have 2 free each (the first test holds one of each)
    const lines = [{ kind: "catalog" as const, productId: cat.container.id, dimension: "20ft", condition: "New", quantity: 2 }];
    const json = { email: user.email, shipToState: "FL", shipToZip: "33101", lines, delivery: 0, discount: 0, expiresOn: "2026-06-20", paymentTerms: "full" as const, deliveryOn: "2026-06-15" };
    const made = await t.send(t.api.admin.offers.$post({ json }, t.as(admin.token)));
    await t.send(t.api.admin.offers[":id"].send.$post({ param: { id: made.body.data.id } }, t.as(admin.token)));
    const accepted = await t.send(t.api.user.offers[":id"].accept.$post({ param: { id: made.body.data.id }, json: {} }, t.as(token)));
    expect(accepted.status).toBe(200); // the offer's order now holds Miami's two units; the cart's must come from Jacksonville
    const [address] = await t.db.select().from(addresses).where(eq(addresses.userId, user.id));
    const dates = await t.call("GET", "/v1/user/cart/delivery-dates", { token });
    await bookDelivery(t, token, address.id); // the cart's first day again, as the customer would pick it
    const session = await t.send(t.api.user.checkout[":provider"].session.$post({ param: { provider: "sandbox" } }, t.as(token)));
    expect(session.status).toBe(200);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, session.body.data.orderId as string));
    // Jacksonville's units reach Miami's yard after a day on the road: Tuesday at the earliest (Tuesday's cranes are
    // the first test's), as the cart said.
    expect(order.deliveryLeadDays).toBe(4);
    expect(dates.body.data[0] >= "2026-06-09").toBe(true);
    expect(order.deliveryDate).toBe(dates.body.data[0]);
  });
});
