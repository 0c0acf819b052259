import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATEGORY_OPTIONS, SIZE_OPTIONS } from "../../../../contract/catalog.ts";
import { type TestApp, createTestApp } from "../../../test/harness.ts";
import { expectedNamesFor, seedProducts } from "../../../test/fixtures/catalog.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t.close());

async function idOf(sku: string): Promise<string> {
  const res = await t.send(t.api.products.products.$get({ query: { search: sku, limit: "1" } }));
  return res.body.data.products[0].id;
}

describe("GET /v1/products/{id}", () => {
  it("gives the product with dimensions, conditions, delivery, images and specifications", async () => {
    const res = await t.send(t.api.products[":id"].$get({ param: { id: await idOf("BX-MULTI") } }));
    expect(res.status).toBe(200);
    const p = res.body.data;
    expect(p).toMatchObject({ name: "Shipping Container – Choose Your Size", sku: "BX-MULTI", price: 2350, categories: ["containers"] });
    expect(p.dimensions.map((d: { dimension: string }) => d.dimension)).toEqual(["20ft", "40ft", "40ft High Cube"]);
    expect(p.dimensions[0]).toMatchObject({ price: 2350, description: expect.stringContaining("Twenty feet") });
    expect(p.dimensions[0].conditions.map((c: { condition: string }) => c.condition)).toEqual([
      "New (One-Trip)",
      "Used (Cargo-Worthy)",
      "Used (Wind & Watertight)",
      "Refurbished",
    ]);
    expect(p.dimensions[0].conditions[0].price).toBe(4650);
    expect(p.delivery.map((d: { method: string }) => d.method)).toEqual(["crane", "tilt-bed", "flatbed"]);
    expect(p.specifications).toContain("Corten steel");
    expect(p.images[0]).toMatch(/^\/media\/seed\/.+\.webp$/);
    expect(p.media[0]).toMatchObject({ width: 960, height: 640, srcset: expect.stringMatching(/480w, .+ 960w$/) });
  });

  it("a condition can carry its own images (used containers)", async () => {
    const res = await t.send(t.api.products[":id"].$get({ param: { id: await idOf("BX-S20") } }));
    const used = res.body.data.dimensions[0].conditions.find((c: { condition: string }) => c.condition.startsWith("Used"));
    expect(used.images).toHaveLength(1);
  });

  it("a container shows three rendered views of its own, a used condition its own worn render; a part a render of itself", async () => {
    const twenty = (await t.send(t.api.products[":id"].$get({ param: { id: await idOf("BX-S20") } }))).body.data;
    const forty = (await t.send(t.api.products[":id"].$get({ param: { id: await idOf("BX-S40") } }))).body.data;
    expect(twenty.images).toEqual(["angle", "side", "end"].map((view) => `/media/seed/bx-s20-${view}-960.webp`));
    expect(forty.images[0]).toBe("/media/seed/bx-s40-angle-960.webp");
    expect(twenty.dimensions[0].conditions[1].images).toEqual(["/media/seed/bx-s20-used-960.webp"]);
    for (const url of twenty.images) expect((await t.deps.media.get(url.replace(/^\/media\//, "")))?.contentType).toBe("image/webp");
    const part = (await t.send(t.api.products[":id"].$get({ param: { id: await idOf("BX-P-LOCKBOX") } }))).body.data;
    expect(part.images).toHaveLength(1);
    // The part in use, rendered from the container model (issue 48), not one drawing shared by every part.
    expect(part.images[0]).toBe("/media/seed/bx-p-lockbox-part-960.webp");
    const door = (await t.send(t.api.products[":id"].$get({ param: { id: await idOf("BX-P-PDOOR") } }))).body.data;
    expect(door.images).toEqual(["/media/seed/bx-p-pdoor-part-960.webp"]);
  });

  it("a part has no dimensions; its delivery options show the parcel rate", async () => {
    const res = await t.send(t.api.products[":id"].$get({ param: { id: await idOf("BX-P-LOCKBOX") } }));
    expect(res.body.data.dimensions).toEqual([]);
    expect(res.body.data.delivery.find((d: { method: string }) => d.method === "flatbed").price).toBe(95);
  });

  it("reads a product with all its parts in one statement (an uncached product page's cost, ADR 041)", async () => {
    const id = await idOf("BX-MULTI");
    const { result, queries } = await t.countQueries(() => t.send(t.api.products[":id"].$get({ param: { id } })));
    expect(result.body.data.dimensions[0].conditions.length).toBeGreaterThan(0);
    expect(result.body.data.delivery.length).toBeGreaterThan(0);
    expect(queries).toHaveLength(1);
  });

  it("an unknown id is a 404 'Product not found'", async () => {
    const res = await t.send(t.api.products[":id"].$get({ param: { id: "00000000-0000-4000-8000-000000000000" } }));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, status: "error", code: "not_found", message: "Product not found", data: null });
  });

  it("an id that is not a uuid is the same 404, never a 500", async () => {
    for (const id of ["abc", "1%27%20or%201%3D1", "x".repeat(100)]) {
      const res = await t.send(t.api.products[":id"].$get({ param: { id } }));
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("Product not found");
    }
  });
});

describe("GET /v1/products/inventory", () => {
  it("counts products per category, size and condition from the database", async () => {
    const res = await t.send(t.api.products.inventory.$get({}));
    expect(res.status).toBe(200);
    const inv = res.body.data;
    expect(inv.totalProducts).toBe(seedProducts.length);
    expect(inv.byCategory.map((c: { value: string }) => c.value)).toEqual([...CATEGORY_OPTIONS]);
    for (const c of inv.byCategory) expect(c.count, c.value).toBe(expectedNamesFor(c.value).length);
    expect(inv.bySize.map((s: { value: string }) => s.value)).toEqual([...SIZE_OPTIONS]);
    for (const s of inv.bySize) expect(s.count, s.value).toBe(expectedNamesFor(s.value).length);
    for (const c of inv.byCondition) expect(c.count, c.value).toBe(expectedNamesFor(c.value).length);
  });
});

describe("GET /v1/products/index", () => {
  it("lists every visible product id and every category for the sitemap", async () => {
    // Not the typed client: it turns a path ending in /index into its parent (/products), its convention for index routes.
    const res = await t.call("GET", "/v1/products/index");
    expect(res.status).toBe(200);
    expect(res.body.data.products).toHaveLength(seedProducts.length);
    expect(res.body.data.products[0]).toEqual({ id: expect.any(String), updatedAt: expect.any(String) });
    expect(res.body.data.categories).toEqual([...CATEGORY_OPTIONS]);
  });
});
