import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "../../../contract/settings.ts";
import { saveSiteSettings } from "../settings/service.ts";
import { type TestApp, createTestApp } from "../../test/harness.ts";
import { DEPOTS } from "./depots.ts";
import { milesBetween } from "./geo.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const estimate = (zip: string) => t.call("GET", `/v1/delivery/estimate?zip=${encodeURIComponent(zip)}`);

describe("GET /v1/delivery/estimate", () => {
  it("serves a Miami ZIP from the Miami depot with a price per truck type from the settings", async () => {
    const res = await estimate("33101");
    expect(res.status).toBe(200);
    const { data } = res.body;
    expect(data).toMatchObject({ zip: "33101", city: "Miami", state: "FL", serviceable: true, reason: null, depot: { name: "Miami", state: "FL", region: "East Coast" } });
    expect(data.miles).toBeLessThan(5);
    const r = DEFAULT_SETTINGS.deliveryRates;
    expect(data.rates).toEqual([
      { truck: "crane", label: "Crane truck", price: (r.crane.baseCents + r.crane.perMileCents * data.miles) / 100 },
      { truck: "tilt-bed", label: "Tilt-bed truck", price: (r["tilt-bed"].baseCents + r["tilt-bed"].perMileCents * data.miles) / 100 },
      { truck: "flatbed", label: "Flatbed truck", price: (r.flatbed.baseCents + r.flatbed.perMileCents * data.miles) / 100 },
    ]);
  });

  it("serves a Seattle ZIP from Seattle", async () => {
    const res = await estimate("98101");
    expect(res.status).toBe(200);
    expect(res.body.data.depot.name).toBe("Seattle");
    expect(res.body.data.serviceable).toBe(true);
  });

  it("prices by distance: Fort Lauderdale is further from Miami and costs more", async () => {
    const near = (await estimate("33101")).body.data;
    const far = (await estimate("33301")).body.data;
    expect(far.depot.name).toBe("Miami");
    expect(far.miles).toBeGreaterThan(near.miles + 15);
    expect(far.rates[0].price - near.rates[0].price).toBeCloseTo(((far.miles - near.miles) * DEFAULT_SETTINGS.deliveryRates.crane.perMileCents) / 100, 2);
  });

  it("answers not serviceable for Anchorage, Alaska, with the nearest depot and the reason", async () => {
    const res = await estimate("99501");
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ state: "AK", serviceable: false, rates: [], maxMiles: 250 });
    expect(res.body.data.miles).toBeGreaterThan(1000);
    expect(res.body.data.reason).toMatch(/within 250 miles/);
  });

  it("refuses an unknown ZIP and a malformed one with 400 on field zip", async () => {
    for (const zip of ["00000", "1234", "abcde", "123456", ""]) {
      const res = await estimate(zip);
      expect(res.status, zip).toBe(400);
      expect(res.body.errors.zip, zip).toBeTruthy();
    }
    const missing = await t.call("GET", "/v1/delivery/estimate");
    expect(missing.status).toBe(400);
    expect(missing.body.errors.zip).toBeTruthy();
  });

  it("follows the rates and the radius an admin saved in settings", async () => {
    await saveSiteSettings(t.db, { ...DEFAULT_SETTINGS, deliveryRates: { ...DEFAULT_SETTINGS.deliveryRates, flatbed: { baseCents: 10000, perMileCents: 100 }, maxMiles: 3000 } });
    const res = await estimate("99501");
    expect(res.body.data.serviceable).toBe(true);
    const flatbed = res.body.data.rates.find((r: { truck: string }) => r.truck === "flatbed");
    expect(flatbed.price).toBe((10000 + 100 * res.body.data.miles) / 100);
    await saveSiteSettings(t.db, DEFAULT_SETTINGS);
  });
});

describe("depots", () => {
  it("lists the spec's 26 service-area cities with plausible US coordinates", () => {
    expect(DEPOTS).toHaveLength(26);
    for (const d of DEPOTS) {
      expect(d.latitude).toBeGreaterThan(24);
      expect(d.latitude).toBeLessThan(49);
      expect(d.longitude).toBeGreaterThan(-125);
      expect(d.longitude).toBeLessThan(-66);
    }
  });

  it("measures great-circle miles (New York–Los Angeles is about 2,450)", () => {
    expect(milesBetween({ latitude: 40.7128, longitude: -74.006 }, { latitude: 34.0522, longitude: -118.2437 })).toBeCloseTo(2445, -1);
  });
});
