import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "../../../test/harness.ts";

/* Issue 44: the shop's search speaks the trade, over the demo catalog. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
}, 120_000);
afterAll(() => t.close());

const skus = async (search: string) => {
  const res = await t.send(t.api.products.products.$get({ query: { search, limit: "50" } }));
  expect(res.status, search).toBe(200);
  return (res.body.data.products as { sku: string }[]).map((p) => p.sku);
};

const TWENTY = ["BX-S20", "BX-S20HC", "BX-DD20", "BX-MULTI"];
const FORTY_HC = ["BX-S40HC", "BX-R40HC", "BX-RF40HC", "BX-DD40", "BX-MULTI"];
const BOXES = ["BX-S20", "BX-S40", "BX-S40HC"];
const REEFERS = ["BX-RF20N", "BX-RF40HC", "BX-RF20U", "BX-RRF20"];
const OFFICES = ["BX-O10", "BX-O20", "BX-GLO20", "BX-RO20"];

// [what a buyer types, products it must find, products it must not, the SKU prefix of the first result]
const TABLE: [string, string[], string[], RegExp][] = [
  ["20 ft", TWENTY, ["BX-S40", "BX-S10"], /20/],
  ["20-ft", TWENTY, ["BX-S40"], /20/],
  ["20 foot", TWENTY, ["BX-S40"], /20/],
  ["twenty foot", TWENTY, ["BX-S40"], /20/],
  ["40' HC", FORTY_HC, ["BX-S40", "BX-S20"], /40/],
  ["forty foot high cube", FORTY_HC, ["BX-S40", "BX-S20HC"], /40/],
  ["conex box", BOXES, [], /^BX-/],
  ["sea can", BOXES, [], /^BX-/],
  ["reefer", REEFERS, ["BX-S20"], /^BX-R?RF/],
  ["cold box", REEFERS, ["BX-S20"], /^BX-R?RF/],
  ["office container", OFFICES, ["BX-S20", "BX-S40"], /^BX-(R?GLO|R?O)/],
];

describe("search in the trade's words", () => {
  it.each(TABLE)("%s", async (search, found, notFound, first) => {
    const got = await skus(search);
    for (const sku of found) expect(got, `${search} finds ${sku}`).toContain(sku);
    for (const sku of notFound) expect(got, `${search} does not find ${sku}`).not.toContain(sku);
    expect(got[0], `${search}: first result ${got[0]}`).toMatch(first);
  });

  it("a container search ranks containers above the parts that mention one", async () => {
    const got = await skus("conex box");
    expect(got.slice(0, 5).every((s) => !s.startsWith("BX-P-"))).toBe(true);
  });
});

describe("available near a ZIP", () => {
  const near = (zip: string, search?: string) => t.send(t.api.products.products.$get({ query: { near: zip, limit: "50", ...(search ? { search } : {}) } }));

  it("lists what a depot within a local truck's reach holds: common boxes yes, a West Coast-only box not from Miami", async () => {
    const miami = (await near("33132")).body.data.products.map((p: { sku: string }) => p.sku);
    expect(miami).toContain("BX-S20");
    expect(miami).not.toContain("BX-S45HC");
    const la = (await near("90012", "45")).body.data.products.map((p: { sku: string }) => p.sku);
    expect(la).toContain("BX-S45HC");
  });

  it("answers a bad ZIP with a field error and Alaska with out_of_area", async () => {
    expect((await near("00000")).body.errors.near).toMatch(/ZIP/);
    expect((await t.call("GET", "/v1/products/products?near=12")).body.errors.near).toMatch(/5-digit/);
    const alaska = await near("99501");
    expect(alaska.status).toBe(422);
    expect(alaska.body.code).toBe("out_of_area");
  });
});
