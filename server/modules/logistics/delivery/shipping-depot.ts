import { and, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/connect.ts";
import { depots, stock } from "../../../../db/schema/index.ts";
import type { Point } from "../../../lib/geo/geo.ts";
import { type VariantRef, stockOfVariants } from "../../yard/index.ts";
import { roadMiles } from "./distance.ts";

export type DepotRow = typeof depots.$inferSelect;
export type ShippingDepot = { depot: DepotRow; miles: number; inStock: boolean };

/**
 * The depot that would ship `quantity` of a variant to a point, by the stock issue's rule (server/modules/yard/stock/
 * reservations.ts allocates the same way): the nearest open depot holding the whole quantity; else the nearest
 * holding some; else, when no depot has any, the nearest open depot (it would be restocked first: longer lead).
 */
export async function shippingDepot(db: DbOrTx, variant: VariantRef, quantity: number, point: Point): Promise<ShippingDepot | null> {
  const [open, rows] = await Promise.all([
    db.select().from(depots).where(isNull(depots.closedAt)),
    db
      .select({ depotId: stock.depotId, available: sql<number>`${stock.onHand} - ${stock.reserved}` })
      .from(stock)
      .where(and(stockOfVariants([variant]), sql`${stock.onHand} > ${stock.reserved}`)),
  ]);
  const availableAt = new Map(rows.map((r) => [r.depotId, Number(r.available)]));
  const byDistance = open.map((depot) => ({ depot, miles: roadMiles(point, depot), available: availableAt.get(depot.id) ?? 0 })).sort((a, b) => a.miles - b.miles);
  const pick = byDistance.find((d) => d.available >= quantity) ?? byDistance.find((d) => d.available > 0);
  if (pick) return { depot: pick.depot, miles: pick.miles, inStock: true };
  const nearest = byDistance[0];
  return nearest ? { depot: nearest.depot, miles: nearest.miles, inStock: false } : null;
}

/** The nearest open depot, stock or not: where a parcel of parts is sent from. */
export async function nearestOpenDepot(db: DbOrTx, point: Point): Promise<ShippingDepot | null> {
  const open = await db.select().from(depots).where(isNull(depots.closedAt));
  const sorted = open.map((depot) => ({ depot, miles: roadMiles(point, depot), inStock: true })).sort((a, b) => a.miles - b.miles);
  return sorted[0] ?? null;
}

export const depotRef = (d: DepotRow) => ({ id: d.id, city: d.city, state: d.state });
