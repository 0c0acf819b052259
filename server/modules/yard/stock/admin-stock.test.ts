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

const call = (method: string, path: string, body?: unknown) => t.call(method, path, { token: admin, body });

describe("admin stock", () => {
  it("reads and replaces a product's variant × depot grid; bad cells are 400s naming the cell", async () => {
    const grid = (await call("GET", `/v1/admin/products/${cat.container.id}/stock`)).body.data;
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
    const bad = await call("PUT", `/v1/admin/products/${cat.container.id}/stock`, {
      stock: [
        { depotId: boston.id, dimension: "20ft", condition: "Mint", quantity: 1 },
        { depotId: boston.id, dimension: "40ft", condition: null, quantity: -1 },
        { depotId: "00000000-0000-0000-0000-000000000000", dimension: "40ft", condition: null, quantity: 1 },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ "stock.1.quantity": "Quantity cannot be negative" });
    const unknown = await call("PUT", `/v1/admin/products/${cat.container.id}/stock`, {
      stock: [
        { depotId: boston.id, dimension: "20ft", condition: "Mint", quantity: 1 },
        { depotId: "00000000-0000-0000-0000-000000000000", dimension: "40ft", condition: null, quantity: 1 },
      ],
    });
    expect(unknown.body.errors).toEqual({ "stock.0.condition": 'This product has no variant "20ft, Mint"', "stock.1.depotId": "No such depot" });
    expect((await call("GET", `/v1/admin/products/${cat.container.id}/stock`)).body.data.stock.find((c: { quantity: number }) => c.quantity === 7)).toBeTruthy();
  });

  it("will not set a quantity below what open checkouts hold", async () => {
    await setGrid(t, admin, cat.part.id, [["miami-fl", 3]]);
    const c = await t.createUser();
    await addAddress(t.db, c.user.id);
    await t.call("POST", "/v1/user/cart", { token: c.token, body: itemPayload(cat.part.id, { method: "tilt-bed", quantity: 2 }) });
    expect((await t.call("POST", "/v1/user/checkout/sandbox/session", { token: c.token, body: {} })).status).toBe(200);
    const miami = await depotByCode(t.db, "miami-fl");
    const res = await call("PUT", `/v1/admin/products/${cat.part.id}/stock`, { stock: [{ depotId: miami.id, quantity: 1 }] });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ "stock.0.quantity": "2 units are held by open checkouts; the quantity cannot be lower" });
    const grid = (await call("GET", `/v1/admin/products/${cat.part.id}/stock`)).body.data;
    expect(grid.stock.find((s: { depotId: string }) => s.depotId === miami.id)).toMatchObject({ quantity: 3, reserved: 2 });
  });

  it("lists stock emptiest first with filters, and counts zero and low rows", async () => {
    await setGrid(t, admin, cat.part.id, [["miami-fl", 2], ["boston-ma", 0], ["seattle-wa", 30]]);
    const miami = await depotByCode(t.db, "miami-fl");
    const all = (await call("GET", `/v1/admin/stock?search=${encodeURIComponent(cat.part.sku!)}`)).body.data;
    expect(all.rows.map((r: { depot: string; available: number }) => [r.depot, r.available])).toEqual([["Boston, MA", 0], ["Houston, TX", 0], ["Miami, FL", 0], ["Seattle, WA", 30]]);
    const low = (await call("GET", `/v1/admin/stock?search=${encodeURIComponent(cat.part.sku!)}&lowOnly=true`)).body.data;
    expect(low.rows).toHaveLength(3);
    expect(low.summary).toEqual({ zero: 3, low: 0 });
    const atMiami = (await call("GET", `/v1/admin/stock?depotId=${miami.id}&category=parts`)).body.data;
    expect(atMiami.rows).toEqual([]);
    expect((await call("GET", "/v1/admin/stock?depotId=nope")).status).toBe(400);
  });

  it("exports CSV and imports it back; a file with any bad row is refused by line and changes nothing", async () => {
    await setGrid(t, admin, cat.part.id, [["miami-fl", 5], ["seattle-wa", 6]]);
    const csv = await call("GET", "/v1/admin/stock/export.csv");
    expect(csv.headers.get("content-type")).toMatch(/text\/csv/);
    expect(csv.body).toContain(`sku,dimension,condition,depot,quantity\r\n`);
    expect(csv.body).toContain(`${cat.part.sku},,,seattle-wa,6\r\n`);
    const post = (text: string) => t.call("POST", "/v1/admin/stock/import", { token: admin, raw: text, headers: { "Content-Type": "text/csv" } });
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
    const before = (await call("GET", `/v1/admin/products/${cat.part.id}/stock`)).body.data.stock.find((s: { depotId: string }) => s.depotId === seattle.id);
    expect(before.quantity).toBe(6);
    const good = await post(`sku,dimension,condition,depot,quantity\r\n${cat.part.sku},,,seattle-wa,9\r\n"${cat.container.sku}",20ft,New,"Boston, MA",4\r\n`);
    expect(good.body).toMatchObject({ message: "2 stock rows imported.", data: { applied: 2 } });
    const after = (await call("GET", `/v1/admin/products/${cat.part.id}/stock`)).body.data.stock.find((s: { depotId: string }) => s.depotId === seattle.id);
    expect(after.quantity).toBe(9);
    expect((await post("name,qty\nx,1")).body.errors).toEqual({ "line 1": 'Expected "sku,dimension,condition,depot,quantity"' });
  });

  it("is for admins only", async () => {
    const customer = await t.createUser();
    expect((await t.call("GET", "/v1/admin/stock", { token: customer.token })).status).toBe(403);
    expect((await t.call("GET", "/v1/admin/stock")).status).toBe(401);
  });
});
