import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_DELIVERY_RATES } from "../../../../contract/delivery.ts";
import { saveDeliveryRates } from "../delivery/rates.ts";
import { truckPriceCents } from "../delivery/rules.ts";
import { type TestApp, createTestApp } from "../../../test/harness.ts";
import { milesBetween } from "../../../lib/geo/geo.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const estimate = (zip: string) => t.send(t.api.delivery.estimate.$get({ query: { zip: zip } }));
const r = DEFAULT_DELIVERY_RATES;

describe("GET /v1/delivery/estimate (custom quotes)", () => {
  it("serves a Miami ZIP from the Miami depot of the depots table, one truck of each type by the delivery rates", async () => {
    const res = await estimate("33101");
    expect(res.status).toBe(200);
    const { data } = res.body;
    expect(data).toMatchObject({ zip: "33101", city: "Miami", state: "FL", serviceable: true, reason: null, depot: { name: "Miami", state: "FL", region: "East Coast" } });
    expect(data.miles).toBeLessThan(50);
    // Within the first 50 miles: each truck's base fee.
    expect(data.rates).toEqual([
      { truck: "crane", label: "Crane truck", price: r.crane.baseCents / 100 },
      { truck: "tilt-bed", label: "Tilt-bed truck", price: r["tilt-bed"].baseCents / 100 },
      { truck: "flatbed", label: "Flatbed truck", price: r.flatbed.baseCents / 100 },
    ]);
  });

  it("serves a Seattle ZIP from Seattle", async () => {
    const res = await estimate("98101");
    expect(res.body.data).toMatchObject({ serviceable: true, depot: { name: "Seattle" } });
  });

  it("prices the road miles beyond the first 50: Palm Beach from Miami", async () => {
    const far = (await estimate("33480")).body.data;
    expect(far.depot.name).toBe("Miami");
    expect(far.miles).toBeGreaterThan(50);
    expect(far.rates[0].price).toBe(truckPriceCents(r.crane, far.miles) / 100);
  });

  it("beyond our trucks' reach (Bismarck, ND) estimates a long-haul carrier per truck type, not a refusal", async () => {
    const res = await estimate("58501");
    const e = res.body.data;
    expect(e).toMatchObject({ state: "ND", serviceable: true, reason: null });
    expect(e.miles).toBeGreaterThan(250);
    expect(e.rates.map((x: { label: string }) => x.label)).toEqual(["Long-haul crane truck", "Long-haul tilt-bed truck", "Long-haul flatbed truck"]);
    expect(e.rates[2].price).toBe(Math.max(r.longHaul.flatbed.minimumCents, e.miles * r.longHaul.flatbed.perMileCents) / 100);
  });

  it("answers not serviceable for Anchorage, Alaska, with the reason", async () => {
    const res = await estimate("99501");
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ state: "AK", serviceable: false, rates: [], maxMiles: 250 });
    expect(res.body.data.reason).toMatch(/48 contiguous states/);
  });

  it("refuses an unknown ZIP and a malformed one with 400 on field zip", async () => {
    for (const zip of ["00000", "1234", "abcde", "123456", ""]) {
      const res = await estimate(zip);
      expect(res.status, zip).toBe(400);
      expect(res.body.errors.zip, zip).toBeTruthy();
    }
  });

  it("follows the rates an admin saved", async () => {
    await saveDeliveryRates(t.db, { ...r, flatbed: { ...r.flatbed, baseCents: 10000, includedMiles: 0, perMileCents: 100 } });
    const res = await estimate("33101");
    const flatbed = res.body.data.rates.find((x: { truck: string }) => x.truck === "flatbed");
    expect(flatbed.price).toBe((10000 + 100 * res.body.data.miles) / 100);
    await saveDeliveryRates(t.db, r);
  });
});

describe("distance", () => {
  it("measures great-circle miles (New York–Los Angeles is about 2,450)", () => {
    expect(milesBetween({ latitude: 40.7128, longitude: -74.006 }, { latitude: 34.0522, longitude: -118.2437 })).toBeCloseTo(2445, -1);
  });
});
