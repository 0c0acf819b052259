import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addresses, depots, invoices, orders } from "../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../test/harness.ts";
import { bookDelivery, itemPayload, makeCatalog } from "../../test/fixtures/checkout.ts";
import { payPage, tokenAt } from "../../test/fixtures/rentals.ts";
import { INVARIANTS } from "../../test/model/invariants.ts";
import { closeExpiredCheckouts } from "../checkout/expire-checkouts.ts";

// Found by the model test of issue 43 (seed 43, 16 × 200, step 67): an accepted offer's page lapsed, which gave its
// truck back; another order took that day's last truck; the customer then paid the offer's invoice from their
// account, and the new page put the drop back on the full day, two trucks on a one-truck day.
let clock = new Date("2026-06-03T15:00:00Z"); // Wednesday June 3, 2026, 10:00 in the shop's zone
let t: TestApp;
let cat: Awaited<ReturnType<typeof makeCatalog>>;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  cat = await makeCatalog(t.db);
  await t.db.update(depots).set({ truckCapacity: { crane: 1, flatbed: 1, "tilt-bed": 1 } }).where(eq(depots.code, "miami-fl"));
}, 240_000);
afterAll(() => t.close());

const overCapacity = () => INVARIANTS["each depot-day's trucks ≤ capacity"](t.db, clock);

describe("an invoice page opened after the offer's first page lapsed", () => {
  it("books the drop again: kept when its truck is free, else moved to the first free day", async () => {
    const admin = await t.createUser({ role: "admin" });
    const a = await t.createUser();
    const lines = [{ kind: "catalog" as const, productId: cat.container.id, dimension: "20ft", condition: "New", quantity: 1 }];
    const json = { email: a.user.email, shipToState: "FL", shipToZip: "33101", lines, delivery: 0, discount: 0, expiresOn: "2026-06-20", paymentTerms: "full" as const, deliveryOn: "2026-06-15" };
    const made = await t.send(t.api.admin.offers.$post({ json }, t.as(admin.token)));
    await t.send(t.api.admin.offers[":id"].send.$post({ param: { id: made.body.data.id } }, t.as(admin.token)));
    const accepted = await t.send(t.api.user.offers[":id"].accept.$post({ param: { id: made.body.data.id }, json: {} }, t.as(a.token)));
    expect(accepted.status).toBe(200);
    const orderId = accepted.body.data.orderId as string;
    const [booked] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(booked.deliveryDate).toBe("2026-06-15");

    // Two days on the page has lapsed unpaid: the job unlinks it and the day's truck is free again.
    clock = new Date("2026-06-05T15:00:00Z");
    await closeExpiredCheckouts(t.deps);
    // Another customer books that truck on that day and pays.
    const b = await t.createUser();
    const [address] = await t.db.insert(addresses).values({ userId: b.user.id, type: "shipping", street: "2 Bay Rd", city: "Miami", state: "FL", postalCode: "33101", country: "USA", isDefault: true }).returning();
    await t.call("POST", "/v1/user/cart", { token: b.token, body: itemPayload(cat.container.id, { dimension: "20ft", condition: "New", method: booked.deliveryTruck as string, quantity: 1 }) });
    await bookDelivery(t, b.token, address.id);
    await t.call("PUT", "/v1/user/cart/delivery", { token: b.token, body: { addressId: address.id, deliveryDate: "2026-06-15", doorFacing: "cab", groundSurface: "gravel", clearanceConfirmed: true } });
    const bSession = await t.send(t.api.user.checkout[":provider"].session.$post({ param: { provider: "sandbox" } }, t.as(b.token)));
    expect(bSession.status).toBe(200);
    expect((await payPage(t, bSession.body.data.url)).status).toBe(200);
    const [bOrder] = await t.db.select().from(orders).where(eq(orders.id, bSession.body.data.orderId as string));
    expect(bOrder.deliveryDate).toBe("2026-06-15");

    // Now the first customer pays the offer's invoice from their account.
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    const page = await t.send(t.api.user.invoices[":id"].pay.$post({ param: { id: invoice.id } }, t.as(await tokenAt(t.db, a.user.id, clock))));
    expect(page.status).toBe(200);
    expect(await overCapacity()).toEqual([]);
    expect((await payPage(t, page.body.data.url)).status).toBe(200);
    expect(await overCapacity()).toEqual([]);
    const [paid] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(paid.paymentStatus).toBe("paid");
    expect(paid.deliveryDate).toBe("2026-06-16");
  });
});
