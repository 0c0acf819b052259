import { describe, expect, it } from "vitest";
import type { DeliveryRates } from "../../../../contract/delivery.ts";
import { roadMiles } from "./distance.ts";
import { carrierCents, planRoute, transitDays } from "./long-haul.ts";

// Hand-made rates so every figure below can be checked with a pencil.
const rates: DeliveryRates = {
  crane: { baseCents: 60_000, includedMiles: 50, perMileCents: 600, maxMiles: 200, maxUnits: 1, maxLoadFt: 45 },
  "tilt-bed": { baseCents: 30_000, includedMiles: 50, perMileCents: 400, maxMiles: 250, maxUnits: 1, maxLoadFt: 40 },
  flatbed: { baseCents: 40_000, includedMiles: 50, perMileCents: 500, maxMiles: 250, maxUnits: 2, maxLoadFt: 40 },
  parcelCents: 9_500,
  dryRunCents: 25_000,
  longHaul: {
    crane: { perMileCents: 550, minimumCents: 150_000 },
    "tilt-bed": { perMileCents: 350, minimumCents: 95_000 },
    flatbed: { perMileCents: 300, minimumCents: 85_000 },
    transfer: { perMileCents: 200, minimumCents: 60_000 },
    milesPerDay: 500,
  },
};

// Everything on one meridian: 1° of latitude is 69.09 great-circle miles, × 1.2 road factor.
const capacity = { crane: 1, "tilt-bed": 2, flatbed: 2 };
const depot = (id: string, latitude: number, city = id) => ({ id, city, state: "FL", latitude, longitude: -80, truckCapacity: capacity });
const site = { latitude: 30, longitude: -80 };
const far = depot("far", 40, "Atlanta"); // 10° from the site
const near = depot("near", 31, "Miami"); // 1° from the site
const flatbed20 = { method: "flatbed" as const, sizeFt: 20, quantity: 1 };

describe("the distances these figures use", () => {
  it("site–far 829 mi, site–near 83 mi, far–near 746 mi", () => {
    expect([roadMiles(site, far), roadMiles(site, near), roadMiles(far, near)]).toEqual([829, 83, 746]);
  });
});

describe("long-haul pricing", () => {
  it("a carrier charges per loaded mile with a minimum per truck", () => {
    expect(carrierCents(rates.longHaul.flatbed, 1, 829)).toBe(248_700); // 829 × $3.00
    expect(carrierCents(rates.longHaul.flatbed, 1, 260)).toBe(85_000); // 260 × $3 = $780 < the $850 minimum
    expect(carrierCents(rates.longHaul.crane, 2, 300)).toBe(330_000); // 2 trucks × 300 × $5.50
  });

  it("transit days are whole days at the miles a day, at least one", () => {
    expect([transitDays(100, 500), transitDays(500, 500), transitDays(746, 500), transitDays(1_700, 500)]).toEqual([1, 1, 2, 4]);
  });

  it("within a truck's reach the local truck drops it, no transit", () => {
    const plan = planRoute(rates, flatbed20, site, near, [near, far]);
    // $400 base + (83 − 50) × $5 = $565; 3 business days in stock.
    expect(plan).toMatchObject({ kind: "local", cents: 56_500, trucks: 1, transitDays: 0, leadBusinessDays: 3, dropDepot: { id: "near" } });
  });

  it("the cheaper transfer wins: 746 mi × $2 + the local $565 = $2,057 against long-haul 829 × $3 = $2,487", () => {
    const plan = planRoute(rates, flatbed20, site, far, [far, near]);
    expect(plan).toMatchObject({ kind: "transfer", cents: 205_700, dropDepot: { id: "near" }, originMiles: 829, dropMiles: 83, transitDays: 2 });
    // 2 days on the road (746 ÷ 500 ↑) + the local 3.
    expect(plan?.leadBusinessDays).toBe(5);
    expect(plan?.note).toBe("ships from Atlanta, FL to our Miami, FL depot, then by our flatbed, 83 miles, 5–7 business days");
  });

  it("the cheaper long-haul wins when the transfer costs more: at $3.50 a mile it is 746 × $3.50 + $565 = $3,176", () => {
    const dear = { ...rates, longHaul: { ...rates.longHaul, transfer: { perMileCents: 350, minimumCents: 60_000 } } };
    const plan = planRoute(dear, flatbed20, site, far, [far, near]);
    expect(plan).toMatchObject({ kind: "long-haul", cents: 248_700, dropDepot: { id: "far" }, transitDays: 2, leadBusinessDays: 5 });
    expect(plan?.note).toBe("ships from Atlanta, FL by long-haul flatbed, 829 miles, 5–7 business days");
  });

  it("with no depot near the site only long-haul is left", () => {
    expect(planRoute(rates, flatbed20, site, far, [far])).toMatchObject({ kind: "long-haul", cents: 248_700 });
  });

  it("a depot without the truck type cannot make the local drop", () => {
    const noFlatbeds = { ...near, truckCapacity: { crane: 1, "tilt-bed": 1, flatbed: 0 } };
    expect(planRoute(rates, flatbed20, site, far, [far, noFlatbeds])?.kind).toBe("long-haul");
  });

  it("trucks multiply both routes: three 40ft by tilt-bed are three carriers or three transfers", () => {
    const plan = planRoute(rates, { method: "tilt-bed", sizeFt: 40, quantity: 3 }, site, far, [far, near]);
    // Transfer 3 × 746 × $2 = $4,476 + 3 × ($300 + 33 × $4 = $432) = $5,772; long-haul 3 × 829 × $3.50 = $8,704.50.
    expect(plan).toMatchObject({ kind: "transfer", trucks: 3, cents: 577_200 });
  });

  it("a truck that cannot carry the container gives no route", () => {
    expect(planRoute(rates, { method: "tilt-bed", sizeFt: 45, quantity: 1 }, site, far, [far, near])).toBeNull();
  });
});
