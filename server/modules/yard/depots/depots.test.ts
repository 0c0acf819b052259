import zipcodes from "zipcodes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDepots } from "../../../../db/seed/depot-data.ts";
import { type TestApp, createTestApp } from "../../../test/harness.ts";
import { addAddress, itemPayload, makeCatalog } from "../../../test/fixtures/checkout.ts";
import { setGrid } from "../../../test/fixtures/stock.ts";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createUser({ role: "admin" })).token;
});
afterAll(() => t.close());

const input: Parameters<typeof t.api.admin.depots.$post>[0]["json"] = { name: "Boxyard Tampa", city: "Tampa", state: "fl", zip: "33605", region: "East Coast", openDays: ["Mon", "Sat"], truckCapacity: { crane: 1, "tilt-bed": 3, flatbed: 2 } };

describe("depots", () => {
  it("seeds the spec's 26 service-area cities with coordinates of their ZIP from the zipcodes data", async () => {
    const res = await t.send(t.api.depots.$get({}));
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(26);
    expect(res.body.data[0]).toEqual({ id: expect.any(String), name: "Boxyard Boise", city: "Boise", state: "ID", zip: "83709", lat: 43.5741, lng: -116.2941, open: true });
    for (const d of seedDepots) {
      const info = zipcodes.lookup(d.zip);
      expect([info?.latitude, info?.longitude, info?.state]).toEqual([d.latitude, d.longitude, d.state]);
    }
  });

  it("admin adds a depot (coordinates from its ZIP), edits it and closes it; a closed depot's stock is not sold", async () => {
    const bad = await t.send(t.api.admin.depots.$post({ json: { ...input, zip: "00000", state: "Florida", openDays: [] } }, t.as(admin)));
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ state: "Use the two-letter state code", openDays: "Open at least one day" });
    expect((await t.send(t.api.admin.depots.$post({ json: { ...input, zip: "00000" } }, t.as(admin)))).body.errors).toEqual({ zip: "We could not find this ZIP code" });
    const created = await t.send(t.api.admin.depots.$post({ json: input }, t.as(admin)));
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ code: "tampa-fl", state: "FL", open: true, lat: zipcodes.lookup("33605")!.latitude, openDays: ["Mon", "Sat"] });
    expect((await t.send(t.api.admin.depots.$post({ json: input }, t.as(admin)))).status).toBe(409);
    const id = created.body.data.id;

    const cat = await makeCatalog(t.db);
    await setGrid(t, admin, cat.part.id, [["tampa-fl", 2]]);
    const closed = await t.send(t.api.admin.depots[":id"].$put({ param: { id }, json: { ...input, name: "Boxyard Tampa Bay", open: false } }, t.as(admin)));
    expect(closed.body).toMatchObject({ message: "Depot closed.", data: { name: "Boxyard Tampa Bay", open: false } });
    expect((await t.send(t.api.products[":id"].availability.$get({ param: { id: cat.part.id }, query: {} }))).body.data.total).toBe(0);
    const c = await t.createUser();
    await addAddress(t.db, c.user.id);
    expect((await t.send(t.api.user.cart.$post({ json: itemPayload(cat.part.id, { method: "tilt-bed" }) }, t.as(c.token)))).status).toBe(409);
    await t.send(t.api.admin.depots[":id"].$put({ param: { id }, json: { ...input, open: true } }, t.as(admin)));
    expect((await t.send(t.api.products[":id"].availability.$get({ param: { id: cat.part.id }, query: {} }))).body.data.total).toBe(2);
    expect((await t.send(t.api.admin.depots[":id"].$put({ param: { id: "nope" }, json: input }, t.as(admin)))).status).toBe(404);
  });
});

describe("product availability", () => {
  it("lists every variant; with a ZIP, depots nearest first with distances; a bad ZIP is a 400 naming zip", async () => {
    const cat = await makeCatalog(t.db);
    await setGrid(t, admin, cat.container.id, [["houston-tx", 12, "20ft", "New"], ["atlanta-ga", 3, "20ft", "New"], ["seattle-wa", 1, "40ft"]]);
    const plain = (await t.send(t.api.products[":id"].availability.$get({ param: { id: cat.container.id }, query: {} }))).body.data;
    expect(plain.total).toBe(16);
    expect(plain.variants.map((v: { dimension: string; condition: string; total: number }) => [v.dimension, v.condition, v.total])).toEqual([
      ["20ft", "New", 15],
      ["20ft", "Used", 0],
      ["20ft", "Refurbished", 0],
      ["40ft", null, 1],
    ]);
    expect(plain.variants[0].depots.map((d: { distanceMiles: null }) => d.distanceMiles)).toEqual([null, null]);
    const miami = (await t.send(t.api.products[":id"].availability.$get({ param: { id: cat.container.id }, query: { zip: "33101" } }))).body.data;
    expect(miami.variants[0].depots).toEqual([
      { depotId: expect.any(String), city: "Atlanta", state: "GA", quantity: 3, distanceMiles: expect.any(Number) },
      { depotId: expect.any(String), city: "Houston", state: "TX", quantity: 12, distanceMiles: expect.any(Number) },
    ]);
    expect(miami.variants[0].depots[0].distanceMiles).toBeGreaterThan(550);
    expect(miami.variants[0].depots[0].distanceMiles).toBeLessThan(700);
    const unknown = await t.send(t.api.products[":id"].availability.$get({ param: { id: cat.container.id }, query: { zip: "00000" } }));
    expect(unknown).toMatchObject({ status: 400, body: { errors: { zip: "We could not find this ZIP code" } } });
    expect((await t.send(t.api.products[":id"].availability.$get({ param: { id: cat.container.id }, query: { zip: "abc" } }))).body.errors).toEqual({ zip: "Enter a 5-digit ZIP code" });
    expect((await t.send(t.api.products[":id"].availability.$get({ param: { id: "00000000-0000-0000-0000-000000000000" }, query: {} }))).status).toBe(404);
  });
});
