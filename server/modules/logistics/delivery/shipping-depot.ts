import { and, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/connect.ts";
import { depots, orders, stock, stockReservations } from "../../../../db/schema/index.ts";
import type { Point } from "../../../lib/geo/geo.ts";
import { type VariantRef, stockOfVariants } from "../../yard/index.ts";
import { roadMiles } from "./distance.ts";

export type DepotRow = typeof depots.$inferSelect;
export type ShippingDepot = { depot: DepotRow; miles: number; inStock: boolean };

/**
 * The depot that would ship `quantity` of a variant to a point, by the stock issue's rule (server/modules/yard/stock/
 * reservations.ts allocates the same way): the nearest open depot holding the whole quantity; else the nearest
 * holding some; else, when no depot has any, the nearest open depot (it would be restocked first: longer lead).
 * `heldFor`: units held by that customer's own unpaid cart checkouts count as theirs (their next checkout takes
 * them over), so leaving the payment page never makes their own cart undeliverable (issue 43 defect 7).
 */
export async function shippingDepot(db: DbOrTx, variant: VariantRef, quantity: number, point: Point, heldFor: string | null = null): Promise<ShippingDepot | null> {
  const mine = heldFor
    ? sql`coalesce((select sum(r.quantity) from ${stockReservations} r join ${orders} o on o.id = r.order_id
        where r.stock_id = ${stock.id} and r.status = 'held' and o.payment_status = 'pending' and o.offer_id is null and o.user_id = ${heldFor}::uuid), 0)`
    : sql`0`;
  const available = sql<number>`${stock.onHand} - ${stock.reserved} + ${mine}`;
  const [open, rows] = await Promise.all([
    db.select().from(depots).where(isNull(depots.closedAt)),
    db
      .select({ depotId: stock.depotId, available })
      .from(stock)
      .where(and(stockOfVariants([variant]), sql`${available} > 0`)),
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
