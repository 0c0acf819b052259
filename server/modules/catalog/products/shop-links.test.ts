import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATEGORY_OPTIONS, SIZE_OPTIONS } from "../../../../contract/catalog.ts";
import { type TestApp, createTestApp } from "../../../test/harness.ts";
import { expectedNamesFor } from "../../../test/fixtures/catalog.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t.close());

async function namesFor(query: Omit<Parameters<typeof t.api.products.products.$get>[0]["query"], "limit">): Promise<string[]> {
  const res = await t.send(t.api.products.products.$get({ query: { limit: "50", ...query } }));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.data.pagination.totalPages).toBeLessThanOrEqual(1);
  return res.body.data.products.map((p: { name: string }) => p.name).sort();
}

/** Every value SPEC section 2 uses in /shop/{category} links, plus the filter options of section 9. */
const SHOP_LINK_VALUES = ["hazmat storage", "cold storage", "new", "conjoined containers", "office containers", "parts", "rent", "buy", "40ft", "20ft", "ground level office"];

describe("shop link values (docs/decisions/004)", () => {
  it.each(SHOP_LINK_VALUES)("/shop/%s selects exactly the products the decision says", async (value) => {
    const expected = expectedNamesFor(value);
    expect(expected.length).toBeGreaterThan(0);
    expect(await namesFor({ category: value })).toEqual(expected);
  });

  it.each([...CATEGORY_OPTIONS])("category filter option %s selects that category", async (value) => {
    const expected = expectedNamesFor(value);
    expect(expected.length).toBeGreaterThan(0);
    expect(await namesFor({ category: value })).toEqual(expected);
  });

  it.each(["used", "refurbished"])("condition selector %s selects sale products offering it", async (value) => {
    const names = await namesFor({ category: value });
    expect(names).toEqual(expectedNamesFor(value));
    expect(names.some((n) => /rental/i.test(n))).toBe(false);
  });

  it("values are read case-insensitively, as the URL is lower-cased", async () => {
    expect(await namesFor({ category: "Cold Storage" })).toEqual(expectedNamesFor("cold storage"));
  });

  it("'buy' leaves out rentals, parts and chassis", async () => {
    const names = await namesFor({ category: "buy" });
    expect(names).not.toContain("Container Lock Box");
    expect(names).not.toContain("20ft Container Chassis");
    expect(names).not.toContain("20ft Storage Container Rental (monthly)");
    expect(names).toContain("20ft Standard Shipping Container");
  });
});

describe("size filter", () => {
  it.each([...SIZE_OPTIONS])("size=%s selects products offered in that size", async (size) => {
    expect(await namesFor({ size })).toEqual(expectedNamesFor(size));
  });

  it("size combines with a category: 40ft rentals", async () => {
    const names = await namesFor({ category: "rent", size: "40ft" });
    const expected = expectedNamesFor("rent").filter((n) => expectedNamesFor("40ft").includes(n));
    expect(names).toEqual(expected);
    expect(names.length).toBeGreaterThan(1);
  });
});
