import { describe, expect, it } from "vitest";
import { nearestNeighbourOrder } from "./route-order.ts";

describe("nearestNeighbourOrder", () => {
  it("goes from the depot to the nearest stop, then on to the nearest of the rest; unknown places last", () => {
    const depot = { latitude: 25.77, longitude: -80.19 }; // Miami
    const stops = [
      { name: "Orlando", at: { latitude: 28.54, longitude: -81.38 } },
      { name: "nowhere", at: null },
      { name: "Fort Lauderdale", at: { latitude: 26.12, longitude: -80.14 } },
      { name: "West Palm Beach", at: { latitude: 26.71, longitude: -80.05 } },
    ];
    const order = nearestNeighbourOrder(depot, stops, (s) => s.at);
    expect(order.map((o) => o.item.name)).toEqual(["Fort Lauderdale", "West Palm Beach", "Orlando", "nowhere"]);
    expect(order[0].legMiles).toBeGreaterThan(20);
    expect(order[0].legMiles).toBeLessThan(30);
    expect(order[3].legMiles).toBeNull();
  });
});
