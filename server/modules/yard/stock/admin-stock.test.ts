import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "../../../test/harness.ts";
import { addAddress, itemPayload, makeCatalog } from "../../../test/fixtures/checkout.ts";
import { depotByCode, setGrid } from "../../../test/fixtures/stock.ts";

let t: TestApp;
let admin: string;
let cat: Awaited<ReturnType<typeof makeCatalog>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createUser({ role: "admin" })).token;
  cat = await makeCatalog(t.db);
});
afterAll(() => t.close());

describe("admin stock", () => {
  it("reads and replaces a product's variant × depot grid; bad cells are 400s naming the cell", async () => {
    const grid = (await t.send(t.api.admin.products[":id"].stock.$get({ param: { id: cat.container.id } }, t.as(admin)))).body.data;
    expect(grid.variants).toEqual([
      { dimension: "20ft", condition: "New" },
      { dimension: "20ft", condition: "Used" },
      { dimension: "20ft", condition: "Refurbished" },
      { dimension: "40ft", condition: null },
    ]);
    expect(grid.depots).toHaveLength(26);
    const saved = await setGrid(t, admin, cat.container.id, [["boston-ma", 7, "20ft", "used"], ["denver-co", 2, "40ft"]]);
    expect(saved.stock).toHaveLength(4 * 2 + 2); // the fixture's Miami and Houston rows stay, at 0
    const stocked = saved.stock.filter((c: { quantity: number }) => c.quantity > 0);
    expect(stocked).toHaveLength(2);
    expect(stocked).toEqual(expect.arrayContaining([
      expect.objectContaining({ dimension: "20ft", condition: "Used", quantity: 7, reserved: 0 }),
      expect.objectContaining({ dimension: "40ft", condition: null, quantity: 2 }),
    ]));
    const boston = await depotByCode(t.db, "boston-ma");
    const bad = await t.send(t.api.admin.products[":id"].stock.$put({ param: { id: cat.container.id }, json: {
      stock: [
        { depotId: boston.id, dimension: "20ft", condition: "Mint", quantity: 1 },
        { depotId: boston.id, dimension: "40ft", condition: null, quantity: -1 },
        { depotId: "00000000-0000-0000-0000-000000000000", dimension: "40ft", condition: null, quantity: 1 },
      ],
    } }, t.as(admin)));
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ "stock.1.quantity": "Quantity cannot be negative" });
    const unknown = await t.send(t.api.admin.products[":id"].stock.$put({ param: { id: cat.container.id }, json: {
      stock: [
        { depotId: boston.id, dimension: "20ft", condition: "Mint", quantity: 1 },
        { depotId: "00000000-0000-0000-0000-000000000000", dimension: "40ft", condition: null, quantity: 1 },
      ],
    } }, t.as(admin)));
    expect(unknown.body.errors).toEqual({ "stock.0.condition": 'This product has no variant "20ft, Mint"', "stock.1.depotId": "No such depot" });
    expect((await t.send(t.api.admin.products[":id"].stock.$get({ param: { id: cat.container.id } }, t.as(admin)))).body.data.stock.find((c: { quantity: number }) => c.quantity === 7)).toBeTruthy();
  });

  it("will not set a quantity below what open checkouts hold", async () => {
    await setGrid(t, admin, cat.part.id, [["miami-fl", 3]]);
    const c = await t.createUser();
    await addAddress(t.db, c.user.id);
    await t.send(t.api.user.cart.$post({ json: itemPayload(cat.part.id, { method: "tilt-bed", quantity: 2 }) }, t.as(c.token)));
    expect((await t.send(t.api.user.checkout[":provider"].session.$post({ param: { provider: "sandbox" } }, t.as(c.token)))).status).toBe(200);
    const miami = await depotByCode(t.db, "miami-fl");
    const res = await t.send(t.api.admin.products[":id"].stock.$put({ param: { id: cat.part.id }, json: { stock: [{ depotId: miami.id, quantity: 1 }] } }, t.as(admin)));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ "stock.0.quantity": "2 units are held by open checkouts; the quantity cannot be lower" });
    const grid = (await t.send(t.api.admin.products[":id"].stock.$get({ param: { id: cat.part.id } }, t.as(admin)))).body.data;
    expect(grid.stock.find((s: { depotId: string }) => s.depotId === miami.id)).toMatchObject({ quantity: 3, reserved: 2 });
  });

  it("lists stock emptiest first with filters, and counts zero and low rows", async () => {
    await setGrid(t, admin, cat.part.id, [["miami-fl", 2], ["boston-ma", 0], ["seattle-wa", 30]]);
    const miami = await depotByCode(t.db, "miami-fl");
    const all = (await t.send(t.api.admin.stock.$get({ query: { search: cat.part.sku! } }, t.as(admin)))).body.data;
    expect(all.rows.map((r: { depot: string; available: number }) => [r.depot, r.available])).toEqual([["Boston, MA", 0], ["Houston, TX", 0], ["Miami, FL", 0], ["Seattle, WA", 30]]);
    const low = (await t.send(t.api.admin.stock.$get({ query: { search: cat.part.sku!, lowOnly: "true" } }, t.as(admin)))).body.data;
    expect(low.rows).toHaveLength(3);
    expect(low.summary).toEqual({ zero: 3, low: 0 });
    const atMiami = (await t.send(t.api.admin.stock.$get({ query: { depotId: miami.id, category: "parts" } }, t.as(admin)))).body.data;
    expect(atMiami.rows).toEqual([]);
    expect((await t.send(t.api.admin.stock.$get({ query: { depotId: "nope" } }, t.as(admin)))).status).toBe(400);
  });

  it("exports CSV and imports it back; a file with any bad row is refused by line and changes nothing", async () => {
    await setGrid(t, admin, cat.part.id, [["miami-fl", 5], ["seattle-wa", 6]]);
    const csv = await t.send(t.api.admin.stock["export.csv"].$get({}, t.as(admin)));
    expect(csv.headers.get("content-type")).toMatch(/text\/csv/);
    expect(csv.body).toContain(`sku,dimension,condition,depot,quantity\r\n`);
    expect(csv.body).toContain(`${cat.part.sku},,,seattle-wa,6\r\n`);
    // The typed client has no option for a CSV body: it goes in `init`.
    const post = (text: string) => t.send(t.api.admin.stock.import.$post({}, { ...t.as(admin, { "Content-Type": "text/csv" }), init: { body: text } }));
    const bad = await post(
      ["sku,dimension,condition,depot,quantity", `${cat.part.sku},,,seattle-wa,9`, "NOPE,,,miami-fl,1", `${cat.container.sku},20ft,Mint,miami-fl,1`, `${cat.part.sku},,,Atlantis,1`, `${cat.part.sku},,,miami-fl,-2`, `"${cat.container.sku}",20ft,New,"Boston, MA",4`].join("\n"),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("4 of 6 rows have errors; nothing was imported");
    expect(bad.body.errors).toEqual({
      "line 3": 'Unknown SKU "NOPE"',
      "line 4": `${cat.container.sku} has no variant "20ft, Mint"`,
      "line 5": 'Unknown depot "Atlantis"',
      "line 6": 'Quantity "-2" must be a whole number of 0 or more',
    });
    const seattle = await depotByCode(t.db, "seattle-wa");
    const before = (await t.send(t.api.admin.products[":id"].stock.$get({ param: { id: cat.part.id } }, t.as(admin)))).body.data.stock.find((s: { depotId: string }) => s.depotId === seattle.id);
    expect(before.quantity).toBe(6);
    const good = await post(`sku,dimension,condition,depot,quantity\r\n${cat.part.sku},,,seattle-wa,9\r\n"${cat.container.sku}",20ft,New,"Boston, MA",4\r\n`);
    expect(good.body).toMatchObject({ message: "2 stock rows imported.", data: { applied: 2 } });
    const after = (await t.send(t.api.admin.products[":id"].stock.$get({ param: { id: cat.part.id } }, t.as(admin)))).body.data.stock.find((s: { depotId: string }) => s.depotId === seattle.id);
    expect(after.quantity).toBe(9);
    expect((await post("name,qty\nx,1")).body.errors).toEqual({ "line 1": 'Expected "sku,dimension,condition,depot,quantity"' });
  });

  it("is for admins only", async () => {
    const customer = await t.createUser();
    expect((await t.send(t.api.admin.stock.$get({ query: {} }, t.as(customer.token)))).status).toBe(403);
    expect((await t.send(t.api.admin.stock.$get({ query: {} }))).status).toBe(401);
  });
});
