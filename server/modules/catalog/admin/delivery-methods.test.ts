import { readFileSync } from "node:fs";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliveryOptions, products, settings } from "../../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../../test/harness.ts";
import { sampleProduct } from "../../../test/fixtures/product-uploads.ts";
import { stockProducts } from "../../../test/fixtures/stock.ts";

/* Issue 44: delivery methods are the shop's truck types, chosen not typed; old free text is normalised. */

const NOW = new Date("2026-11-23T15:00:00Z");
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  admin = (await t.createUser({ role: "admin" })).token;
});
afterAll(() => t.close());

const create = (product: unknown) => t.send(t.api.admin.products.$post({ form: { productData: JSON.stringify(product) } }, t.as(admin)));
const methodsOf = async (productId: string) => (await t.db.select().from(deliveryOptions).where(eq(deliveryOptions.productId, productId)).orderBy(asc(deliveryOptions.position))).map((o) => [o.method, o.priceCents]);
const migration = readFileSync(new URL("../../../../db/migrations/0026_nationwide_delivery.sql", import.meta.url), "utf8").split("--> statement-breakpoint");

describe("delivery methods of the admin product form", () => {
  it("takes the typed 'Tilt-bed', 'Flatbed', 'Crane truck' as the truck types, with no price of their own", async () => {
    const res = await create(sampleProduct({ name: "Houston box", delivery: [{ method: "Tilt-bed", price: 295 }, { method: "Flatbed" }, { method: "Crane truck", price: 650 }] }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await methodsOf(res.body.data.id)).toEqual([["tilt-bed", 0], ["flatbed", 0], ["crane", 0]]);
    // The answer says how delivery is priced: the "from" price of the rates, the quote for a ZIP.
    expect(res.body.data.delivery[0]).toMatchObject({ method: "tilt-bed", price: 295, pricing: "from-rates" });
    // Issue 44's Houston case: the product is deliverable ("our trucks go up to 0 miles" before).
    await stockProducts(t.db, [res.body.data.id], 5, ["houston-tx"]);
    const quote = await t.send(t.api.delivery.quote.$get({ query: { productId: res.body.data.id, zip: "77002" } }));
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect(quote.body.data.options.map((o: { method: string }) => o.method)).toEqual(["tilt-bed", "flatbed", "crane"]);
  });

  it("refuses a method that is no truck type, and the same truck twice", async () => {
    const drone = await create(sampleProduct({ delivery: [{ method: "Drone" }] }));
    expect(drone.status).toBe(400);
    expect(drone.body.errors["delivery.0.method"]).toMatch(/crane, tilt-bed, flatbed/);
    const twice = await create(sampleProduct({ delivery: [{ method: "crane" }, { method: "CRANE" }] }));
    expect(twice.status).toBe(400);
    expect(twice.body.errors["delivery.1.method"]).toMatch(/once/);
  });

  it("the migration normalises old free-text methods, leaving a duplicate of an existing one as it was", async () => {
    const [p] = await t.db.insert(products).values({ name: "Old free text", basePriceCents: 100 }).returning();
    await t.db.insert(deliveryOptions).values([
      { productId: p.id, method: "Tilt-bed", priceCents: 29500, position: 0 },
      { productId: p.id, method: "Flatbed truck", priceCents: 0, position: 1 },
      { productId: p.id, method: "crane", position: 2 },
      { productId: p.id, method: "CRANE", position: 3 },
      { productId: p.id, method: "Forklift", position: 4 },
    ]);
    await t.db.execute(sql.raw(migration[1]));
    expect((await methodsOf(p.id)).map(([m]) => m)).toEqual(["tilt-bed", "flatbed", "crane", "CRANE", "Forklift"]);
    // Read back through the product page, the duplicate is the truck type it names; the unknown one is kept visible.
    const detail = await t.send(t.api.products[":id"].$get({ param: { id: p.id } }));
    expect(detail.body.data.delivery.map((d: { method: string }) => d.method)).toEqual(["tilt-bed", "flatbed", "crane", "crane", "Forklift"]);
  });

  it("the migration adds the long-haul rates to rates an admin saved before, keeping the rest", async () => {
    const saved = { crane: { baseCents: 1, includedMiles: 50, perMileCents: 1, maxMiles: 250, maxUnits: 1, maxLoadFt: 45 } };
    await t.db.update(settings).set({ value: { ...saved, "tilt-bed": saved.crane, flatbed: saved.crane, parcelCents: 1, dryRunCents: 1 } }).where(eq(settings.key, "delivery-rates"));
    await t.db.execute(sql.raw(migration[0]));
    const [row] = await t.db.select().from(settings).where(eq(settings.key, "delivery-rates"));
    expect(row.value).toMatchObject({ crane: saved.crane, longHaul: { flatbed: { perMileCents: 300, minimumCents: 85_000 }, milesPerDay: 500 } });
  });
});
