import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { depots, orderItems, orders } from "../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../test/harness.ts";
import { makeCatalog } from "../../test/fixtures/checkout.ts";

// Issue 43, defect 1: an order made from an accepted offer is booked as a checkout is (depot, truck, day, pictures).
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
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
type OfferJson = Parameters<typeof t.api.admin.offers.$post>[0]["json"];

async function acceptedAndPaid(extra: Partial<OfferJson>) {
  const c = await t.createUser();
  const body: OfferJson = {
    email: c.user.email, shipToState: "FL", shipToZip: "33101", delivery: 650, discount: 0, expiresOn: inDays(14), paymentTerms: "full", deliveryOn: inDays(18),
    lines: [{ kind: "catalog", productId: cat.container.id, dimension: "20ft", condition: "New", quantity: 1 }, { kind: "custom", description: "Roll-up door", quantity: 1, unitPrice: 500 }],
    ...extra,
  };
  const made = await t.send(t.api.admin.offers.$post({ json: body }, t.as(admin)));
  expect(made.status).toBe(200);
  await t.send(t.api.admin.offers[":id"].send.$post({ param: { id: made.body.data.id } }, t.as(admin)));
  const accepted = await t.send(t.api.user.offers[":id"].accept.$post({ param: { id: made.body.data.id }, json: {} }, t.as(c.token)));
  expect(accepted.status).toBe(200);
  const pay = await t.send(t.api.payments.sandbox.sessions[":id"].pay.$post({ param: { id: accepted.body.data.url.split("/").at(-1) }, json: GOOD }));
  expect(pay.status).toBe(200);
  const [order] = await t.db.select().from(orders).where(eq(orders.id, accepted.body.data.orderId));
  return { order, planned: body.deliveryOn as string };
}
const onDeliveries = async (orderId: string, day: string) => {
  const res = await t.send(t.api.admin.deliveries.$get({ query: { from: day, to: day } }, t.as(admin)));
  return res.body.data.days.flatMap((d: { depots: { depot: { city: string }; orders: { orderId: string; truck: string }[] }[] }) => d.depots.flatMap((x) => x.orders.map((o) => ({ ...o, city: x.depot.city })))).find((o: { orderId: string }) => o.orderId === orderId);
};

describe("an order from an accepted offer", () => {
  for (const terms of [{ paymentTerms: "full" as const }, { paymentTerms: "deposit" as const, depositPercent: 30 }]) {
    it(`${terms.paymentTerms}: gets the shipping depot, a truck and a day from the planned one on, and is on Deliveries`, async () => {
      const { order, planned } = await acceptedAndPaid(terms);
      const [miami] = await t.db.select().from(depots).where(eq(depots.code, "miami-fl"));
      expect(order.deliveryDepotId).toBe(miami.id);
      expect(["crane", "flatbed"]).toContain(order.deliveryTruck);
      expect(order.deliveryDate! >= planned).toBe(true);
      expect(await onDeliveries(order.id, order.deliveryDate!)).toMatchObject({ city: "Miami", truck: order.deliveryTruck });
      const lines = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
      const box = lines.find((l) => l.productId === cat.container.id)!;
      expect(box).toMatchObject({ image: "/media/test-container.webp", deliveryMethod: order.deliveryTruck });
    });
  }

  it("far from the stock: booked on the route the shop quotes, not before its earliest date (transit included)", async () => {
    const { order } = await acceptedAndPaid({ shipToState: "IL", shipToZip: "60601", deliveryOn: inDays(1) });
    const quote = await t.send(t.api.delivery.quote.$get({ query: { productId: cat.container.id, dimension: "20ft", condition: "New", quantity: "1", zip: "60601" } }));
    expect(quote.status).toBe(200);
    const option = quote.body.data.options.find((o: { method: string }) => o.method === order.deliveryTruck);
    expect(option.route).not.toBe("local");
    expect(order.deliveryDate! >= option.earliestDate).toBe(true);
    expect(await onDeliveries(order.id, order.deliveryDate!)).toMatchObject({ truck: order.deliveryTruck });
  });
});
