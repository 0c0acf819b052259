import type { DeliveryRates, TruckRate, TruckType } from "../../../../contract/delivery.ts";

/**
 * The rate rules, pure and in integer cents (docs/decisions/024). Miles are whole road miles. Every figure the
 * cart, the quote and checkout charge comes from these functions.
 */

/** One truck from the depot: the base fee covers the first included miles, each mile beyond costs the rate. */
export function truckPriceCents(rate: TruckRate, miles: number): number {
  return rate.baseCents + Math.max(0, miles - rate.includedMiles) * rate.perMileCents;
}

/** How many containers of this length one truck takes: 0 when the truck cannot carry it at all. */
export function unitsPerTruck(rate: TruckRate, sizeFt: number): number {
  if (sizeFt > rate.maxLoadFt) return 0;
  return Math.min(rate.maxUnits, Math.floor(rate.maxLoadFt / sizeFt));
}

/** Trucks needed for `quantity` containers of one length; null when this truck type cannot carry them. */
export function trucksFor(rate: TruckRate, sizeFt: number, quantity: number): number | null {
  const per = unitsPerTruck(rate, sizeFt);
  return per === 0 ? null : Math.ceil(quantity / per);
}

/** "20ft High Cube" / "40ft" → 20 / 40; null for a part without a length. */
export function containerLengthFt(sizeFt: string | null | undefined): number | null {
  const n = Number.parseInt(sizeFt ?? "", 10);
  return Number.isFinite(n) && n > 0 ? n : null;
}

export type DeliveryLine = { method: TruckType | null; sizeFt: number | null; quantity: number; miles: number | null };
export type LineDelivery =
  | { kind: "truck"; cents: number; trucks: number }
  | { kind: "parcel"; cents: number }
  | { kind: "free-with-container"; cents: 0 }
  | { kind: "out-of-area"; reason: "too-far" | "cannot-carry" | "no-method" };

/**
 * Delivery of every line of one order. Containers: trucks × the truck price from their depot. Parts: free when
 * a container is in the same order (they ride along), otherwise one flat parcel for the order, charged on the
 * first part line.
 */
export function priceDelivery(rates: DeliveryRates, lines: DeliveryLine[]): LineDelivery[] {
  const hasContainer = lines.some((l) => l.sizeFt !== null);
  let parcelCharged = false;
  return lines.map((l): LineDelivery => {
    if (l.sizeFt === null) {
      if (hasContainer) return { kind: "free-with-container", cents: 0 };
      const cents = parcelCharged ? 0 : rates.parcelCents;
      parcelCharged = true;
      return { kind: "parcel", cents };
    }
    if (!l.method) return { kind: "out-of-area", reason: "no-method" };
    const rate = rates[l.method];
    const trucks = trucksFor(rate, l.sizeFt, l.quantity);
    if (trucks === null) return { kind: "out-of-area", reason: "cannot-carry" };
    if (l.miles === null || l.miles > rate.maxMiles) return { kind: "out-of-area", reason: "too-far" };
    return { kind: "truck", cents: trucks * truckPriceCents(rate, l.miles), trucks };
  });
}
