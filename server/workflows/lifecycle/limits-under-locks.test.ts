import { and, eq, inArray, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { carts, depots, invoices, orders, users } from "../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../test/harness.ts";
import { addAddress, bookDelivery, itemPayload, makeCatalog } from "../../test/fixtures/checkout.ts";

// Issue 43, defect 9: limits checked under a lock. Meaningful on PostgreSQL (TEST_DATABASE_URL), where the
// parallel requests really run in parallel; on PGlite they are serialised and the test passes trivially.
let t: TestApp;
let admin: string;
let cat: Awaited<ReturnType<typeof makeCatalog>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createUser({ role: "admin" })).token;
  cat = await makeCatalog(t.db);
}, 240_000);
afterAll(() => t.close());

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

type OfferJson = Parameters<typeof t.api.admin.offers.$post>[0]["json"];
async function sentNet30Offer(email: string, unitPrice: number) {
  const body: OfferJson = { email, shipToState: "FL", shipToZip: "33101", lines: [{ kind: "custom", description: "Site office fit-out", quantity: 1, unitPrice }], delivery: 0, discount: 0, expiresOn: inDays(14), paymentTerms: "net30" };
  const made = await t.send(t.api.admin.offers.$post({ json: body }, t.as(admin)));
  expect(made.status).toBe(200);
  const sent = await t.send(t.api.admin.offers[":id"].send.$post({ param: { id: made.body.data.id } }, t.as(admin)));
  expect(sent.status).toBe(200);
  return made.body.data as { id: string; total: number };
}

describe("credit limit under a lock on the customer's terms row", () => {
  it("six parallel net-30 acceptances on a $10,000 limit: only what fits is accepted, open credit stays within the limit", async () => {
    const c = await t.createUser();
    await t.db.update(users).set({ termsCreditLimitCents: 1_000_000 }).where(eq(users.id, c.user.id));
    const offers = [];
    for (let i = 0; i < 6; i++) offers.push(await sentNet30Offer(c.user.email, 3000));
    const totalCents = Math.round(offers[0].total * 100);
    const fits = Math.floor(1_000_000 / totalCents);
    expect(fits).toBeGreaterThan(0);
    expect(fits).toBeLessThan(6);
    const results = await Promise.all(offers.map((o, i) => t.send(t.api.user.offers[":id"].accept.$post({ param: { id: o.id }, json: { poNumber: `PO-${i}` } }, t.as(c.token)))));
    expect(results.filter((r) => r.status === 200)).toHaveLength(fits);
    for (const r of results.filter((x) => x.status !== 200)) expect([r.status, r.body.code]).toEqual([409, "terms_not_approved"]);
    // Counted afterwards: the open net-30 invoices never pass the limit.
    const open = await t.db.select({ total: invoices.totalCents }).from(invoices).innerJoin(orders, eq(orders.id, invoices.orderId)).where(and(eq(invoices.userId, c.user.id), eq(orders.paymentMethod, "net30")));
    expect(open).toHaveLength(fits);
    expect(open.reduce((n, r) => n + r.total, 0)).toBeLessThanOrEqual(1_000_000);
  }, 60_000);
});

describe("truck capacity under a lock on the depot-day slot", () => {
  async function buyers(n: number) {
    const list = [];
    for (let i = 0; i < n; i++) {
      const c = await t.createUser();
      const address = await addAddress(t.db, c.user.id);
      const res = await t.send(t.api.user.cart.$post({ json: itemPayload(cat.container.id, { dimension: "20ft", condition: "New", method: "flatbed", quantity: 1 }) }, t.as(c.token)));
      expect(res.status).toBe(200);
      await bookDelivery(t, c.token, address.id);
      const [cart] = await t.db.select({ date: carts.deliveryDate }).from(carts).where(eq(carts.userId, c.user.id));
      list.push({ ...c, date: cart.date });
    }
    return list;
  }
  const checkout = (token: string) => t.send(t.api.user.checkout[":provider"].session.$post({ param: { provider: "sandbox" } }, t.as(token)));
  const bookedOn = async (userIds: string[]) =>
    t.db.select({ day: orders.deliveryDate, depot: orders.deliveryDepotId }).from(orders).where(and(inArray(orders.userId, userIds), ne(orders.status, "cancelled")));

  for (const n of [6, 19]) {
    it(`${n} parallel checkouts for one depot-day of flatbed capacity 3 book at most 3 trucks`, async () => {
      // Miami runs 3 flatbeds a day and only flatbeds; the first free day is the one every buyer picked.
      await t.db.update(depots).set({ truckCapacity: { flatbed: 3 } }).where(eq(depots.code, "miami-fl"));
      const list = await buyers(n);
      const day = list[0].date;
      expect(list.every((b) => b.date === day)).toBe(true);
      const results = await Promise.all(list.map((b) => checkout(b.token)));
      const won = results.filter((r) => r.status === 200);
      expect(won).toHaveLength(3);
      // Refused under the lock (409 delivery_day_full) or, when the day was already full before, at pricing (400).
      for (const r of results.filter((x) => x.status !== 200)) {
        expect([409, 400]).toContain(r.status);
        expect(r.body.errors.deliveryDate).toMatch(/fully booked/);
      }
      // Counted afterwards: three orders booked that day, none without a payment page.
      const rows = (await bookedOn(list.map((b) => b.user.id))).filter((r) => r.day === day);
      expect(rows).toHaveLength(3);
    }, 120_000);
  }
});
