import { type DeliveryRates, truckTypeOf } from "../../../../contract/delivery.ts";
import type { DbOrTx } from "../../../../db/connect.ts";
import type { Point } from "../../../lib/geo/geo.ts";
import type { VariantRef } from "../../yard/index.ts";
import { type RoutePlan, planRoute } from "./long-haul.ts";
import type { DepotRow } from "./shipping-depot.ts";
import { stockOrigin } from "./stock-origin.ts";

/** A container line's way to the site, or the one reason there is none (each has its own words in the cart). */
export type LineRoute =
  | { kind: "route"; plan: RoutePlan<DepotRow> }
  | { kind: "sold-out" }
  | { kind: "too-few"; available: number }
  | { kind: "cannot-carry" }
  | { kind: "no-method" };

type RouteInput = VariantRef & { method: string | null; sizeFt: number; quantity: number };

/**
 * The cheapest route for one container line of a cart (docs/decisions/073): from the depot holding the units, by
 * the line's truck type. The customer's own unpaid checkout's held units count as theirs.
 */
export async function routeLine(db: DbOrTx, rates: DeliveryRates, line: RouteInput, site: Point, userId?: string | null): Promise<LineRoute> {
  const method = truckTypeOf(line.method);
  if (!method) return { kind: "no-method" };
  const found = await stockOrigin(db, line, line.quantity, site, userId);
  if (found.kind === "sold-out") return { kind: "sold-out" };
  if (found.kind === "too-few") return { kind: "too-few", available: found.available };
  const plan = planRoute(rates, { method, sizeFt: line.sizeFt, quantity: line.quantity }, site, found.origin, found.open, found.alsoFrom);
  return plan ? { kind: "route", plan } : { kind: "cannot-carry" };
}
