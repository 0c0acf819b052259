import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/connect.ts";
import { depots, orders, stock, stockReservations } from "../../../../db/schema/index.ts";
import type { Point } from "../../../lib/geo/geo.ts";
import { type VariantRef, stockOfVariants } from "../../yard/index.ts";
import { roadMiles } from "./distance.ts";
import type { DepotRow } from "./shipping-depot.ts";

export type StockOrigin =
  /** `alsoFrom`: a split shipment's other depots, nearest first, that make up what `origin` lacks (empty when it holds all). */
  | { kind: "found"; origin: DepotRow; alsoFrom: DepotRow[]; open: DepotRow[]; available: number }
  | { kind: "sold-out"; open: DepotRow[] }
  | { kind: "too-few"; available: number; open: DepotRow[] };

/**
 * Units the customer's own unpaid cart checkouts hold, per stock row: they count as theirs when they look again, as
 * checkout gives them back before holding anew. An accepted offer's units are not: checkout leaves those held.
 */
async function ownHolds(db: DbOrTx, stockIds: string[], userId: string | null | undefined): Promise<Map<string, number>> {
  if (!userId || !stockIds.length) return new Map();
  const rows = await db
    .select({ stockId: stockReservations.stockId, quantity: sql<number>`sum(${stockReservations.quantity})::int` })
    .from(stockReservations)
    .innerJoin(orders, eq(orders.id, stockReservations.orderId))
    .where(and(inArray(stockReservations.stockId, stockIds), eq(stockReservations.status, "held"), eq(orders.paymentStatus, "pending"), eq(orders.userId, userId), isNull(orders.offerId)))
    .groupBy(stockReservations.stockId);
  return new Map(rows.map((r) => [r.stockId, Number(r.quantity)]));
}

/**
 * Where the units of a variant come from, by the rule checkout's hold uses (yard's reserveForCheckout): the nearest
 * open depot holding the whole quantity; else, when the depots together hold enough, the nearest holding some (a
 * split shipment, priced from there; the others' units join it, which the lead time counts). Sold out everywhere
 * and "fewer than asked" are answers of their own.
 */
export async function stockOrigin(db: DbOrTx, variant: VariantRef, quantity: number, site: Point, userId?: string | null): Promise<StockOrigin> {
  const [open, rows] = await Promise.all([
    db.select().from(depots).where(isNull(depots.closedAt)),
    db.select({ id: stock.id, depotId: stock.depotId, available: sql<number>`${stock.onHand} - ${stock.reserved}` }).from(stock).where(stockOfVariants([variant])),
  ]);
  const mine = await ownHolds(db, rows.map((r) => r.id), userId);
  const availableAt = new Map<string, number>();
  for (const r of rows) availableAt.set(r.depotId, (availableAt.get(r.depotId) ?? 0) + Number(r.available) + (mine.get(r.id) ?? 0));
  const byDistance = open
    .map((depot) => ({ depot, miles: roadMiles(site, depot), available: Math.max(0, availableAt.get(depot.id) ?? 0) }))
    .filter((d) => d.available > 0)
    .sort((a, b) => a.miles - b.miles);
  const total = byDistance.reduce((n, d) => n + d.available, 0);
  if (total === 0) return { kind: "sold-out", open };
  if (total < quantity) return { kind: "too-few", available: total, open };
  const whole = byDistance.find((d) => d.available >= quantity);
  if (whole) return { kind: "found", origin: whole.depot, alsoFrom: [], open, available: total };
  const alsoFrom: DepotRow[] = [];
  let left = quantity - byDistance[0].available;
  for (const next of byDistance.slice(1)) {
    if (left <= 0) break;
    alsoFrom.push(next.depot);
    left -= next.available;
  }
  return { kind: "found", origin: byDistance[0].depot, alsoFrom, open, available: total };
}
