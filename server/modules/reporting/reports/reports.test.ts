import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, orders, productCategories, rentalAgreements } from "../../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../../test/harness.ts";
import { insertOrder } from "../../../test/fixtures/admin.ts";
import { depotByCode } from "../../../test/fixtures/stock.ts";

let t: TestApp;
let admin: string;
let depotName: string;
const sale: string[] = [];
// The shop's time zone (settings: America/Chicago): standard time until 8 March 2026, daylight time after.
const chicago = (local: string) => new Date(`${local}${local < "2026-03-08T02" ? "-06:00" : "-05:00"}`);
const range = { from: "2026-01-01", to: "2026-03-31" };

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createUser({ role: "admin" })).token;
  const { user } = await t.createUser();
  const miami = await depotByCode(t.db, "miami-fl");
  depotName = miami.name;
  await t.db.insert(categories).values([{ slug: "report-a", name: "Report A", position: 0 }, { slug: "report-b", name: "Report B", position: 1 }]);
  const paid = { status: "confirmed", paymentStatus: "paid" };
  const jan = await insertOrder(t.db, user.id, { ...paid, totalCents: 100_000, createdAt: chicago("2026-01-10T12:00:00") });
  const feb = await insertOrder(t.db, user.id, { ...paid, totalCents: 250_000, createdAt: chicago("2026-02-15T12:00:00") });
  // 23:30 on 31 March in Chicago is already 1 April in UTC: it belongs to March.
  const lateMarch = await insertOrder(t.db, user.id, { ...paid, totalCents: 70_000, createdAt: chicago("2026-03-31T23:30:00") });
  await insertOrder(t.db, user.id, { status: "cancelled", paymentStatus: "paid", totalCents: 999_000, createdAt: chicago("2026-02-20T12:00:00") });
  await insertOrder(t.db, user.id, { totalCents: 888_000, createdAt: chicago("2026-03-05T12:00:00") }); // pending: no sale
  await insertOrder(t.db, user.id, { ...paid, totalCents: 777_000, createdAt: chicago("2026-04-01T00:30:00") }); // after the range
  // Feb: delivered from Miami, 40 miles, $650 delivery, $150 tax; late March: 100 miles, $800 delivery, no depot booked.
  await t.db.update(orders).set({ deliveryDepotId: miami.id, deliveryMiles: 40, shippingCents: 65_000, taxCents: 15_000, totalCents: 330_000 }).where(eq(orders.id, feb.order.id));
  await t.db.update(orders).set({ deliveryMiles: 100, shippingCents: 80_000, totalCents: 150_000 }).where(eq(orders.id, lateMarch.order.id));
  await t.db.insert(productCategories).values([
    { productId: jan.product.id, categorySlug: "report-b" },
    { productId: feb.product.id, categorySlug: "report-a" },
    { productId: feb.product.id, categorySlug: "report-b" }, // two categories: counted once, under the first
  ]);
  // One rental on rent from 1 February, $300 a month plus a $20 waiver.
  const [item] = await t.db.execute<{ id: string }>(sql`select id from order_items where order_id = ${feb.order.id}`).then((r) => (r as unknown as { rows: { id: string }[] }).rows);
  await t.db.insert(rentalAgreements).values({ userId: user.id, orderId: feb.order.id, orderItemId: item.id, productId: feb.product.id, productName: "Rented", startDate: "2026-02-01", anniversaryDay: 1, rentCents: 30_000, waiverCents: 2_000, minTermMonths: 3, minimumEndDate: "2026-05-01", status: "active" });
  sale.push(jan.order.id, feb.order.id, lateMarch.order.id);
});
afterAll(() => t.close());

const get = (path: string, query: Record<string, string>) => t.call("GET", `/v1/admin/reports/${path}?${new URLSearchParams(query)}`, { token: admin });

/** The same sums straight from the orders table, for the orders this test made sales of, in [start, end). */
async function sqlSums(start: Date, end: Date) {
  const [row] = await t.db
    .select({ n: sql<string>`count(*)`, goods: sql<string>`sum(${orders.subtotalCents})`, delivery: sql<string>`sum(${orders.shippingCents})`, tax: sql<string>`sum(${orders.taxCents})`, total: sql<string>`sum(${orders.totalCents})` })
    .from(orders)
    .where(and(inArray(orders.id, sale), gte(orders.createdAt, start), lt(orders.createdAt, end)));
  return { orders: Number(row.n), goodsCents: Number(row.goods ?? 0), deliveryCents: Number(row.delivery ?? 0), taxCents: Number(row.tax ?? 0), totalCents: Number(row.total ?? 0) };
}

describe("GET /v1/admin/reports/sales", () => {
  it("by month: every month of the range, in the shop's time zone, equal to SQL sums of the sales", async () => {
    const res = await get("sales", { ...range, by: "month" });
    expect(res.status).toBe(200);
    const { rows, totals, chart } = res.body.data;
    expect(rows.map((r: { label: string }) => r.label)).toEqual(["2026-01", "2026-02", "2026-03"]);
    expect(rows[0]).toMatchObject(await sqlSums(chicago("2026-01-01T00:00:00"), chicago("2026-02-01T00:00:00")));
    expect(rows[1]).toMatchObject(await sqlSums(chicago("2026-02-01T00:00:00"), chicago("2026-03-01T00:00:00")));
    expect(rows[2]).toMatchObject(await sqlSums(chicago("2026-03-01T00:00:00"), chicago("2026-04-01T00:00:00")));
    expect(totals).toMatchObject(await sqlSums(chicago("2026-01-01T00:00:00"), chicago("2026-04-01T00:00:00")));
    expect(totals).toMatchObject({ orders: 3, totalCents: 100_000 + 330_000 + 150_000 });
    expect(chart.svg).toMatch(/^<svg[^>]+viewBox="0 0 640 320"/);
    expect(chart.svg).toContain("2026-02");
  });

  it("by depot and by category", async () => {
    const depots = (await get("sales", { ...range, by: "depot" })).body.data.rows;
    expect(depots).toEqual([
      expect.objectContaining({ label: depotName, orders: 1, totalCents: 330_000 }),
      expect.objectContaining({ label: "No depot booked", orders: 2, totalCents: 250_000 }),
    ]);
    const cats = (await get("sales", { ...range, by: "category" })).body.data;
    expect(cats.rows).toEqual([
      expect.objectContaining({ label: "Report A", goodsCents: 250_000 }),
      expect.objectContaining({ label: "Report B", goodsCents: 100_000 }),
      expect.objectContaining({ label: "Custom work", goodsCents: 70_000 }),
    ]);
    expect(cats.totals.goodsCents).toBe(420_000);
  });

  it("answers the CSV of the same rows, and 400 for a range that ends before it starts", async () => {
    const res = await t.app.request(`/admin/reports/sales.csv?${new URLSearchParams({ ...range, by: "month" })}`, { headers: { Authorization: `Bearer ${admin}` } });
    expect(res.headers.get("content-type")).toContain("text/csv");
    const lines = (await res.text()).trim().split("\r\n");
    expect(lines[0]).toBe("Month,Orders,Goods (USD),Delivery (USD),Tax (USD),Total (USD)");
    expect(lines[2]).toBe("2026-02,1,2500.00,650.00,150.00,3300.00");
    expect(lines.at(-1)).toBe("Total,3,4200.00,1450.00,150.00,5800.00");
    const bad = await get("sales", { from: "2026-03-01", to: "2026-02-01", by: "month" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.from).toBeTruthy();
  });
});

describe("rentals and delivery", () => {
  it("rentals: units on rent and MRR per month", async () => {
    const { rows } = (await get("rentals", range)).body.data;
    expect(rows.map((r: { unitsOnRent: number; mrrCents: number }) => [r.unitsOnRent, r.mrrCents])).toEqual([[0, 0], [1, 32_000], [1, 32_000]]);
  });

  it("delivery: drops, average miles and cost over the range", async () => {
    const { rows, totals } = (await get("delivery", range)).body.data;
    expect(rows[1]).toMatchObject({ label: "2026-02", deliveries: 1, averageMiles: 40, averageCostCents: 65_000 });
    expect(totals).toMatchObject({ deliveries: 2, averageMiles: 70, averageCostCents: 72_500, deliveryCents: 145_000 });
  });

  it("is for admins only", async () => {
    const { token } = await t.createUser();
    expect((await t.call("GET", `/v1/admin/reports/delivery?${new URLSearchParams(range)}`, { token })).status).toBe(403);
  });
});
