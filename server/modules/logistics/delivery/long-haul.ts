import type { DeliveryRates, LongHaulRate, TruckType } from "../../../../contract/delivery.ts";
import type { Point } from "../../../lib/geo/geo.ts";
import { leadBusinessDays } from "./dates.ts";
import { roadMiles } from "./distance.ts";
import { truckPriceCents, trucksFor } from "./rules.ts";

/**
 * How a container gets from the depot holding it to the site (docs/decisions/073), pure and in integer cents:
 * our local truck when the depot is within the truck's reach; otherwise a long-haul carrier truck of the same type
 * for the whole way, or a transfer to a depot near the site followed by that depot's local drop, whichever is cheaper.
 */
export type RouteKind = "local" | "long-haul" | "transfer";

type Depotish = Point & { id: string; city: string; state: string; truckCapacity: Partial<Record<TruckType, number>> };

export type RoutePlan<D extends Depotish = Depotish> = {
  kind: RouteKind;
  cents: number;
  trucks: number;
  /** The depot holding the units, and its road miles to the site. */
  origin: D;
  originMiles: number;
  /** The depot whose day is booked and whose truck (or carrier pick-up) makes the drop, and its miles to the site. */
  dropDepot: D;
  dropMiles: number;
  /** Business days on the road before the drop can be scheduled (0 for a local drop). */
  transitDays: number;
  /** Business days from the order to the earliest drop, transit included. */
  leadBusinessDays: number;
  note: string;
};

export type RouteLine = { method: TruckType; sizeFt: number; quantity: number };

/** Days a carrier needs for `miles`: whole business days at the settings' miles per day. */
export const transitDays = (miles: number, milesPerDay: number) => Math.max(1, Math.ceil(miles / milesPerDay));

/** Per truck the larger of the loaded miles at the carrier's rate and the carrier's minimum. */
export const carrierCents = (rate: LongHaulRate, trucks: number, miles: number) => trucks * Math.max(rate.minimumCents, miles * rate.perMileCents);

const TRUCK_WORDS: Record<TruckType, string> = { crane: "crane truck", "tilt-bed": "tilt-bed", flatbed: "flatbed" };
const at = (d: Depotish) => `${d.city}, ${d.state}`;
const miles = (n: number) => `${n.toLocaleString("en-US")} miles`;
/** A window of three business days starting at the earliest drop: "4–6 business days". */
const window = (lead: number) => `${lead}–${lead + 2} business days`;

/** "ships from Atlanta, GA by long-haul flatbed, 731 miles, 4–6 business days" and its two siblings. */
export function routeNote(p: Omit<RoutePlan, "note">, method: TruckType): string {
  if (p.kind === "local") return `ships from ${at(p.origin)} by our ${TRUCK_WORDS[method]}, ${miles(p.originMiles)}, ${window(p.leadBusinessDays)}`;
  if (p.kind === "long-haul") return `ships from ${at(p.origin)} by long-haul ${TRUCK_WORDS[method]}, ${miles(p.originMiles)}, ${window(p.leadBusinessDays)}`;
  return `ships from ${at(p.origin)} to our ${at(p.dropDepot)} depot, then by our ${TRUCK_WORDS[method]}, ${miles(p.dropMiles)}, ${window(p.leadBusinessDays)}`;
}

/**
 * A split shipment's other units come by carrier to where the plan's own units set off: the drop depot for a local
 * drop or a transfer, the origin for a long haul. The drop waits for the last of them (model test of issue 43).
 */
function withSplitLead<D extends Depotish>(p: Omit<RoutePlan<D>, "note">, alsoFrom: D[], milesPerDay: number): Omit<RoutePlan<D>, "note"> {
  const meet = p.kind === "long-haul" ? p.origin : p.dropDepot;
  const after = p.kind === "long-haul" ? p.leadBusinessDays : leadBusinessDays(p.dropMiles, true);
  const joins = alsoFrom.filter((d) => d.id !== meet.id).map((d) => after + transitDays(roadMiles(d, meet), milesPerDay));
  return { ...p, leadBusinessDays: Math.max(p.leadBusinessDays, ...joins) };
}

const withNote = <D extends Depotish>(p: Omit<RoutePlan<D>, "note">, method: TruckType): RoutePlan<D> => ({ ...p, note: routeNote(p, method) });

/**
 * The cheapest way to drop `line` at `site` from `origin` (the depot holding the units); null when this truck type
 * cannot carry the container at all. Ties go to the faster route, then to the local truck's kind of work.
 */
export function planRoute<D extends Depotish>(rates: DeliveryRates, line: RouteLine, site: Point, origin: D, openDepots: D[], alsoFrom: D[] = []): RoutePlan<D> | null {
  const rate = rates[line.method];
  const trucks = trucksFor(rate, line.sizeFt, line.quantity);
  if (trucks === null) return null;
  const originMiles = roadMiles(site, origin);
  const base = { trucks, origin, originMiles };
  if (originMiles <= rate.maxMiles) {
    const local = { ...base, kind: "local" as const, cents: trucks * truckPriceCents(rate, originMiles), dropDepot: origin, dropMiles: originMiles, transitDays: 0, leadBusinessDays: leadBusinessDays(originMiles, true) };
    return withNote(withSplitLead(local, alsoFrom, rates.longHaul.milesPerDay), line.method);
  }
  const lh = rates.longHaul;
  const haulDays = transitDays(originMiles, lh.milesPerDay);
  const plans: Omit<RoutePlan<D>, "note">[] = [
    { ...base, kind: "long-haul", cents: carrierCents(lh[line.method], trucks, originMiles), dropDepot: origin, dropMiles: originMiles, transitDays: haulDays, leadBusinessDays: leadBusinessDays(0, true) + haulDays },
  ];
  for (const local of openDepots) {
    const dropMiles = roadMiles(site, local);
    if (local.id === origin.id || dropMiles > rate.maxMiles || !(local.truckCapacity[line.method] ?? 0)) continue;
    const between = roadMiles(origin, local);
    const days = transitDays(between, lh.milesPerDay);
    plans.push({
      ...base,
      kind: "transfer",
      cents: carrierCents(lh.transfer, trucks, between) + trucks * truckPriceCents(rate, dropMiles),
      dropDepot: local,
      dropMiles,
      transitDays: days,
      leadBusinessDays: leadBusinessDays(dropMiles, true) + days,
    });
  }
  const best = plans.map((p) => withSplitLead(p, alsoFrom, lh.milesPerDay)).reduce((a, b) => (b.cents < a.cents || (b.cents === a.cents && b.leadBusinessDays < a.leadBusinessDays) ? b : a));
  return withNote(best, line.method);
}
