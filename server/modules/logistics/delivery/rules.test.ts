import { describe, expect, it } from "vitest";
import { DEFAULT_DELIVERY_RATES, DEFAULT_LONG_HAUL, type DeliveryRates } from "../../../../contract/delivery.ts";
import { containerLengthFt, priceDelivery, truckPriceCents, trucksFor, unitsPerTruck } from "./rules.ts";

// Hand-made rates so every figure below can be checked with a pencil.
const rates: DeliveryRates = {
  crane: { baseCents: 60_000, includedMiles: 50, perMileCents: 600, maxMiles: 200, maxUnits: 1, maxLoadFt: 45 },
  "tilt-bed": { baseCents: 30_000, includedMiles: 50, perMileCents: 400, maxMiles: 250, maxUnits: 1, maxLoadFt: 40 },
  flatbed: { baseCents: 40_000, includedMiles: 50, perMileCents: 500, maxMiles: 250, maxUnits: 2, maxLoadFt: 40 },
  parcelCents: 9_500,
  dryRunCents: 25_000,
  longHaul: DEFAULT_LONG_HAUL,
};

describe("truck price", () => {
  it("includes the first 50 miles in the base fee", () => {
    expect(truckPriceCents(rates["tilt-bed"], 0)).toBe(30_000);
    expect(truckPriceCents(rates["tilt-bed"], 50)).toBe(30_000);
  });

  it("charges each mile beyond the first 50: 80 miles by tilt-bed = $300 + 30 × $4 = $420", () => {
    expect(truckPriceCents(rates["tilt-bed"], 80)).toBe(42_000);
    expect(truckPriceCents(rates.crane, 51)).toBe(60_600);
  });
});

describe("what a truck carries", () => {
  it("a tilt-bed takes one container up to 40ft, not a 45ft", () => {
    expect(unitsPerTruck(rates["tilt-bed"], 20)).toBe(1);
    expect(unitsPerTruck(rates["tilt-bed"], 40)).toBe(1);
    expect(unitsPerTruck(rates["tilt-bed"], 45)).toBe(0);
  });

  it("a flatbed takes two 20ft or one 40ft; a crane one of any size", () => {
    expect(trucksFor(rates.flatbed, 20, 2)).toBe(1);
    expect(trucksFor(rates.flatbed, 20, 3)).toBe(2);
    expect(trucksFor(rates.flatbed, 40, 2)).toBe(2);
    expect(trucksFor(rates.flatbed, 45, 1)).toBeNull();
    expect(trucksFor(rates.crane, 20, 2)).toBe(2);
    expect(trucksFor(rates.crane, 45, 1)).toBe(1);
  });

  it("reads the length from a dimension's size", () => {
    expect(containerLengthFt("20ft")).toBe(20);
    expect(containerLengthFt("40ft")).toBe(40);
    expect(containerLengthFt(null)).toBeNull();
  });
});

describe("priceDelivery", () => {
  it("two 20ft on one flatbed 100 miles out: one truck, $400 + 50 × $5 = $650", () => {
    expect(priceDelivery(rates, [{ method: "flatbed", sizeFt: 20, quantity: 2, miles: 100 }])).toEqual([{ kind: "truck", cents: 65_000, trucks: 1 }]);
  });

  it("two 20ft by crane are two trucks: 2 × ($600 + 10 × $6) = $1,320", () => {
    expect(priceDelivery(rates, [{ method: "crane", sizeFt: 20, quantity: 2, miles: 60 }])).toEqual([{ kind: "truck", cents: 132_000, trucks: 2 }]);
  });

  it("parts ride free with a container in the same order", () => {
    const priced = priceDelivery(rates, [
      { method: "tilt-bed", sizeFt: 20, quantity: 1, miles: 10 },
      { method: null, sizeFt: null, quantity: 4, miles: 10 },
    ]);
    expect(priced).toEqual([{ kind: "truck", cents: 30_000, trucks: 1 }, { kind: "free-with-container", cents: 0 }]);
  });

  it("parts alone ship as one parcel at the flat rate, whatever the distance and the number of lines", () => {
    const priced = priceDelivery(rates, [
      { method: "crane", sizeFt: null, quantity: 4, miles: 900 },
      { method: null, sizeFt: null, quantity: 1, miles: null },
    ]);
    expect(priced).toEqual([{ kind: "parcel", cents: 9_500 }, { kind: "parcel", cents: 0 }]);
  });

  it("beyond the truck's maximum distance there is no price", () => {
    expect(priceDelivery(rates, [{ method: "crane", sizeFt: 20, quantity: 1, miles: 200 }])[0]).toMatchObject({ kind: "truck", cents: 150_000 });
    expect(priceDelivery(rates, [{ method: "crane", sizeFt: 20, quantity: 1, miles: 201 }])[0]).toEqual({ kind: "out-of-area", reason: "too-far" });
    expect(priceDelivery(rates, [{ method: "flatbed", sizeFt: 45, quantity: 1, miles: 10 }])[0]).toEqual({ kind: "out-of-area", reason: "cannot-carry" });
  });

  it("the seeded defaults follow the issue: 50 miles included, a flatbed carries two 20ft", () => {
    for (const t of ["crane", "tilt-bed", "flatbed"] as const) expect(DEFAULT_DELIVERY_RATES[t].includedMiles).toBe(50);
    expect(trucksFor(DEFAULT_DELIVERY_RATES.flatbed, 20, 2)).toBe(1);
    expect(trucksFor(DEFAULT_DELIVERY_RATES["tilt-bed"], 40, 1)).toBe(1);
  });
});
