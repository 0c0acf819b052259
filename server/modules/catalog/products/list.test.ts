import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../../test/harness.ts";
import { seedProducts } from "../../../test/fixtures/catalog.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t.close());

type Row = { id: string; name: string; sku: string; price: number; createdAt: string };
const list = async (query: string) => t.send(t.api.products[":id"].$get({ param: { id: `products${query}` } }));
const rows = async (query: string): Promise<Row[]> => {
  const res = await list(query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.products;
};

describe("GET /v1/products/products paging", () => {
  it("defaults to page 1 of 7 with the spec's pagination block", async () => {
    const res = await list("");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, status: "success", message: expect.any(String) });
    expect(res.body.data.products).toHaveLength(7);
    expect(res.body.data.pagination).toEqual({
      currentPage: 1,
      totalPages: Math.ceil(seedProducts.length / 7),
      totalProducts: seedProducts.length,
      hasNext: true,
      hasPrev: false,
    });
  });

  it("walking every page yields each product once", async () => {
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(seedProducts.length / 7); page++) seen.push(...(await rows(`?page=${page}&limit=7`)).map((p) => p.id));
    expect(seen).toHaveLength(seedProducts.length);
    expect(new Set(seen).size).toBe(seedProducts.length);
  });

  it("the last page is partial, has no next and has a previous", async () => {
    const last = Math.ceil(seedProducts.length / 7);
    const res = await list(`?page=${last}&limit=7`);
    expect(res.body.data.products).toHaveLength(seedProducts.length - (last - 1) * 7);
    expect(res.body.data.pagination).toMatchObject({ currentPage: last, hasNext: false, hasPrev: true });
  });

  it("a page past the end is an empty page, not an error", async () => {
    const res = await list("?page=99&limit=7");
    expect(res.status).toBe(200);
    expect(res.body.data.products).toEqual([]);
    expect(res.body.data.pagination).toMatchObject({ currentPage: 99, totalProducts: seedProducts.length, hasNext: false });
  });

  it("the carousel size (limit=5) gives five products", async () => {
    expect(await rows("?limit=5")).toHaveLength(5);
  });

  it("limit is capped at 50: 51 is a 400 naming the field", async () => {
    expect((await rows("?limit=50")).length).toBe(50);
    const res = await list("?limit=51");
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, status: "error", errors: { limit: expect.stringContaining("50") } });
  });

  it.each([
    ["page=0", "page"],
    ["page=-1", "page"],
    ["page=abc", "page"],
    ["page=1.5", "page"],
    ["limit=0", "limit"],
    ["limit=ten", "limit"],
    ["size=11ft", "size"],
    ["size=%27%3B drop table", "size"],
    ["sort=cheapest", "sort"],
    ["category=boats", "category"],
    [`search=${"x".repeat(201)}`, "search"],
  ])("garbage %s is a 400 with errors.%s", async (query, field) => {
    const res = await list(`?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(Object.keys(res.body.errors)).toEqual([field]);
  });

  it("empty filter values are ignored, not rejected", async () => {
    const res = await list("?search=&size=&category=&sort=");
    expect(res.status).toBe(200);
    expect(res.body.data.pagination.totalProducts).toBe(seedProducts.length);
  });
});

describe("sorting", () => {
  const all = (sort: string) => rows(`?limit=50&sort=${sort}`).then(async (first) => [...first, ...(await rows(`?limit=50&page=2&sort=${sort}`))]);

  it("price_asc orders by price, low to high", async () => {
    const prices = (await all("price_asc")).map((p) => p.price);
    expect(prices).toHaveLength(seedProducts.length);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices[0]).toBe(Math.min(...seedProducts.map((p) => p.price)));
  });

  it("price_desc orders by price, high to low", async () => {
    const prices = (await all("price_desc")).map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(prices[0]).toBe(Math.max(...seedProducts.map((p) => p.price)));
  });

  it("newest and oldest order by creation date both ways", async () => {
    const newest = (await all("newest")).map((p) => p.createdAt);
    const oldest = (await all("oldest")).map((p) => p.createdAt);
    expect(newest).toEqual([...newest].sort().reverse());
    expect(oldest).toEqual([...oldest].sort());
    expect(newest[0]).not.toBe(oldest[0]);
  });

  it("sort applies before paging: page 2 of price_asc continues page 1", async () => {
    const p1 = await rows("?limit=7&sort=price_asc");
    const p2 = await rows("?limit=7&page=2&sort=price_asc");
    expect(p2[0].price).toBeGreaterThanOrEqual(p1[6].price);
  });
});

describe("search", () => {
  it("matches the name", async () => {
    const names = (await rows("?limit=50&search=hazmat")).map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(["10ft Hazmat Storage Container", "20ft Hazmat Storage Container", "40ft Hazmat Storage Container"]));
    expect(names).not.toContain("Container Lock Box");
  });

  it("matches the SKU", async () => {
    const found = await rows("?limit=50&search=BX-P-ROLLUP");
    expect(found[0].name).toBe("Roll-Up Door 8ft × 7ft");
  });

  it("matches the description", async () => {
    const names = (await rows("?limit=50&search=bolt%20cutters")).map((p) => p.name);
    expect(names).toEqual(["Container Lock Box"]);
  });

  it("forgives a typo", async () => {
    const names = (await rows("?limit=50&search=refrigerted")).map((p) => p.name);
    expect(names.some((n) => n.includes("Refrigerated"))).toBe(true);
  });

  it("knows the trade's words: reefer, conex, HC and GLO find what the catalog names otherwise (issue 18)", async () => {
    const reefers = (await rows("?limit=50&search=reefer")).map((p) => p.name);
    expect(reefers).toEqual(expect.arrayContaining(["20ft Refrigerated Container (New)", "40ft High Cube Refrigerated Container"]));
    expect(reefers.every((n) => /refrigerated|reefer/i.test(n))).toBe(true);

    const offices = (await rows("?limit=50&search=GLO")).map((p) => p.name);
    expect(offices).toEqual(expect.arrayContaining(["20ft Ground Level Office", "40ft Ground Level Office"]));

    const cubes = (await rows("?limit=50&search=40ft%20HC")).map((p) => p.name);
    expect(cubes).toEqual(expect.arrayContaining(["40ft High Cube Shipping Container", "40ft Open Side High Cube"]));

    const conex = (await rows("?limit=50&search=20ft%20conex")).map((p) => p.name);
    expect(conex).toContain("20ft High Cube Container");
    // And the other way round: the long form also finds the short one's products.
    expect((await rows("?limit=50&search=refrigerated")).length).toBe(reefers.length);
  });

  it("is trimmed, and blank means no search", async () => {
    const padded = await list("?search=%20%20hazmat%20%20&limit=50");
    const plain = await list("?search=hazmat&limit=50");
    expect(padded.body.data.pagination.totalProducts).toBe(plain.body.data.pagination.totalProducts);
    const blank = await list("?search=%20%20%20");
    expect(blank.body.data.pagination.totalProducts).toBe(seedProducts.length);
  });

  it("finds nothing for nonsense, as an empty page", async () => {
    const res = await list("?search=qqqzzzxxyy");
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ products: [], pagination: { currentPage: 1, totalPages: 0, totalProducts: 0, hasNext: false, hasPrev: false } });
  });

  it("treats LIKE wildcards literally", async () => {
    expect((await list("?search=%25%25%25")).body.data.pagination.totalProducts).toBe(0);
  });

  it("combines with category and size", async () => {
    const found = await rows("?limit=50&search=container&category=cold%20storage&size=40ft");
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((p) => /40/.test(p.name))).toBe(true);
  });
});

describe("hidden products", () => {
  it("are left out of the list and their detail is a 404", async () => {
    const [target] = await rows("?search=BX-P-VENTS");
    await t.db.update(products).set({ hiddenAt: new Date() }).where(eq(products.id, target.id));
    const res = await list(`?limit=50&search=vents`);
    expect(res.body.data.products.map((p: Row) => p.id)).not.toContain(target.id);
    expect((await list("")).body.data.pagination.totalProducts).toBe(seedProducts.length - 1);
    expect((await t.send(t.api.products[":id"].$get({ param: { id: target.id } }))).status).toBe(404);
    await t.db.update(products).set({ hiddenAt: null }).where(eq(products.id, target.id));
  });
});
