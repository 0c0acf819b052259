import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "../test/harness.ts";

/**
 * Pins how many SQL statements each hot endpoint sends, whatever the page size: an N+1 (one query
 * per product, line or order) makes these numbers grow with the data and fails the test.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t.close());

async function queriesOf(path: string, token?: string) {
  const { result, queries } = await t.countQueries(() => t.call("GET", path, { token }));
  expect(result.status).toBe(200);
  return queries.length;
}

describe("query counts", () => {
  it("the product list sends the same few queries for 1 or 50 products", async () => {
    const one = await queriesOf("/v1/products/products?limit=1");
    const fifty = await queriesOf("/v1/products/products?limit=50");
    expect(fifty).toBe(one);
    expect(fifty).toBeLessThanOrEqual(4);
  });

  it("filtered and searched lists stay flat too", async () => {
    expect(await queriesOf("/v1/products/products?limit=7&category=containers&size=20ft&sort=price_asc")).toBeLessThanOrEqual(4);
    expect(await queriesOf("/v1/products/products?limit=7&search=container")).toBeLessThanOrEqual(4);
  });

  it("a product with many dimensions and conditions loads in a fixed number of queries", async () => {
    const list = await t.call("GET", "/v1/products/products?search=choose%20your%20size&limit=1");
    const id = list.body.data.products[0].id;
    expect(await queriesOf(`/v1/products/${id}`)).toBeLessThanOrEqual(6);
  });
});
