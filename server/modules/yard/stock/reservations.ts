import { type StockMoveInput, recordStockMoves } from "./moves.ts";
import { and, asc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/connect.ts";
import { depots, orders, stock, stockReservations } from "../../../../db/schema/index.ts";
import { type Point, milesBetween } from "../../../lib/geo/geo.ts";
import { lookupZip } from "../../../lib/geo/zip-lookup.ts";
import { outOfStock } from "./errors.ts";
import { type VariantRef, stockOfVariants, variantKey, variantLabel } from "./variants.ts";

export type ReserveLine = VariantRef & { quantity: number; name: string; dimension: string | null; condition: string | null };

type Candidate = { id: string; available: number; miles: number | null };

/** Where a ZIP is, or null (no ZIP, or one the data does not know): then any depot with stock will do. */
export async function pointOfZip(zip: string | null | undefined): Promise<Point | null> {
  const five = /^\d{5}/.exec(zip ?? "")?.[0];
  const info = five ? await lookupZip(five) : undefined;
  return info ? { latitude: info.latitude, longitude: info.longitude } : null;
}

/**
 * Nearest depot that can ship the whole quantity; failing that, the nearest depots together (a split
 * shipment beats a refusal). Without a ship-to point the fullest depots come first. Null when the open
 * depots together have too little.
 */
function allocate(candidates: Candidate[], quantity: number): { id: string; take: number }[] | null {
  const order = [...candidates].sort((a, b) => (a.miles !== null && b.miles !== null ? a.miles - b.miles : b.available - a.available));
  const single = order.find((c) => c.available >= quantity);
  if (single) return [{ id: single.id, take: quantity }];
  const picks: { id: string; take: number }[] = [];
  let left = quantity;
  for (const c of order) {
    if (left === 0) break;
    const take = Math.min(c.available, left);
    if (take > 0) picks.push({ id: c.id, take });
    left -= take;
  }
  return left === 0 ? picks : null;
}

/**
 * Locks the stock rows in id order: every writer (checkout, payment, release, admin) takes them in the
 * same order, so concurrent transactions queue instead of deadlocking, and each sees the latest counts.
 */
async function lockStockRows(tx: DbOrTx, ids: string[]) {
  if (!ids.length) return [];
  return tx.select({ id: stock.id, onHand: stock.onHand, reserved: stock.reserved }).from(stock).where(inArray(stock.id, ids)).orderBy(asc(stock.id)).for("update");
}

/** Held units of the customer's other unpaid cart checkouts: a new checkout takes them over (offer orders keep theirs). */
async function otherHoldsOf(tx: DbOrTx, userId: string, orderId: string) {
  return tx
    .select({ id: stockReservations.id, stockId: stockReservations.stockId, quantity: stockReservations.quantity })
    .from(stockReservations)
    .innerJoin(orders, eq(orders.id, stockReservations.orderId))
    .where(and(eq(orders.userId, userId), ne(orders.id, orderId), isNull(orders.offerId), eq(orders.paymentStatus, "pending"), eq(stockReservations.status, "held")));
}

/**
 * Holds the order's units at the depots that will ship them, in the caller's transaction (the one that
 * creates the order). A customer keeps one live cart hold: their earlier unpaid checkouts give theirs back
 * first (checkout closes those pages too; a payment that beat the close takes the units again if still
 * there). `keepOtherHolds` (an offer's order) leaves the customer's other holds alone. Throws 409
 * `out_of_stock` naming the first line that cannot be covered; the caller's rollback undoes the rest.
 */
export async function reserveForCheckout(tx: DbOrTx, input: { orderId: string; userId: string; lines: ReserveLine[]; shipToZip: string | null; now: Date; keepOtherHolds?: boolean }) {
  const wanted = new Map<string, ReserveLine>();
  for (const l of input.lines) {
    const prev = wanted.get(variantKey(l));
    wanted.set(variantKey(l), prev ? { ...prev, quantity: prev.quantity + l.quantity } : { ...l });
  }
  const variants = [...wanted.values()].sort((a, b) => variantKey(a).localeCompare(variantKey(b)));
  const [rows, earlier] = await Promise.all([
    tx
      .select({ id: stock.id, productId: stock.productId, dimensionId: stock.dimensionId, conditionId: stock.conditionId, latitude: depots.latitude, longitude: depots.longitude })
      .from(stock)
      .innerJoin(depots, eq(depots.id, stock.depotId))
      .where(and(stockOfVariants(variants), isNull(depots.closedAt))),
    input.keepOtherHolds ? [] : otherHoldsOf(tx, input.userId, input.orderId),
  ]);
  const counts = new Map((await lockStockRows(tx, [...new Set([...rows.map((r) => r.id), ...earlier.map((r) => r.stockId)])])).map((r) => [r.id, r]));
  for (const r of earlier) {
    await tx.update(stock).set({ reserved: sql`${stock.reserved} - ${r.quantity}`, updatedAt: input.now }).where(eq(stock.id, r.stockId));
    const c = counts.get(r.stockId);
    if (c) c.reserved -= r.quantity;
  }
  if (earlier.length) await tx.update(stockReservations).set({ status: "released", updatedAt: input.now }).where(inArray(stockReservations.id, earlier.map((r) => r.id)));

  const point = await pointOfZip(input.shipToZip);
  const holds: { stockId: string; quantity: number }[] = [];
  for (const line of variants) {
    const candidates = rows
      .filter((r) => variantKey(r) === variantKey(line))
      .map((r) => {
        const c = counts.get(r.id);
        return { id: r.id, available: c ? c.onHand - c.reserved : 0, miles: point ? milesBetween(point, r) : null };
      });
    const picks = allocate(candidates, line.quantity);
    if (!picks) throw outOfStock(variantLabel(line), candidates.reduce((n, c) => n + Math.max(0, c.available), 0));
    holds.push(...picks.map((p) => ({ stockId: p.id, quantity: p.take })));
  }
  for (const h of holds) {
    await tx.update(stock).set({ reserved: sql`${stock.reserved} + ${h.quantity}`, updatedAt: input.now }).where(eq(stock.id, h.stockId));
  }
  if (holds.length) await tx.insert(stockReservations).values(holds.map((h) => ({ orderId: input.orderId, stockId: h.stockId, quantity: h.quantity, status: "held" as const, createdAt: input.now, updatedAt: input.now })));
}

async function reservationsOf(tx: DbOrTx, orderId: string, status: "held" | "released") {
  return tx.select().from(stockReservations).where(and(eq(stockReservations.orderId, orderId), eq(stockReservations.status, status)));
}

/**
 * Gives the order's held units back to the shelf (cancel, expiry, failed payment). Idempotent: a second
 * call finds nothing held. Returns how many units went back.
 */
export async function releaseReservation(tx: DbOrTx, orderId: string, now = new Date()): Promise<number> {
  const held = await reservationsOf(tx, orderId, "held");
  await lockStockRows(tx, held.map((r) => r.stockId));
  for (const r of held) {
    await tx.update(stock).set({ reserved: sql`${stock.reserved} - ${r.quantity}`, updatedAt: now }).where(eq(stock.id, r.stockId));
  }
  if (held.length) await tx.update(stockReservations).set({ status: "released", updatedAt: now }).where(inArray(stockReservations.id, held.map((r) => r.id)));
  return held.reduce((n, r) => n + r.quantity, 0);
}

/**
 * Payment taken: the held units leave the yard (on hand and reserved both go down). An order revived
 * by a late payment after its hold was released takes its units again if they are still there; what
 * cannot be taken is returned as shortfalls for a person to sort out (the money is already in).
 */
export async function convertReservationToSale(tx: DbOrTx, orderId: string, now = new Date()): Promise<{ shortfalls: { stockId: string; quantity: number }[] }> {
  const held = await reservationsOf(tx, orderId, "held");
  const released = held.length ? [] : await reservationsOf(tx, orderId, "released");
  await lockStockRows(tx, [...held, ...released].map((r) => r.stockId));
  for (const r of held) {
    await tx.update(stock).set({ onHand: sql`${stock.onHand} - ${r.quantity}`, reserved: sql`${stock.reserved} - ${r.quantity}`, updatedAt: now }).where(eq(stock.id, r.stockId));
  }
  const moves: StockMoveInput[] = held.map((r) => ({ stockId: r.stockId, kind: "sold", quantity: -r.quantity, orderId }));
  const shortfalls: { stockId: string; quantity: number }[] = [];
  const sold = held.map((r) => r.id);
  for (const r of released) {
    const [taken] = await tx
      .update(stock)
      .set({ onHand: sql`${stock.onHand} - ${r.quantity}`, updatedAt: now })
      .where(and(eq(stock.id, r.stockId), sql`${stock.onHand} - ${stock.reserved} >= ${r.quantity}`))
      .returning({ id: stock.id });
    if (taken) {
      sold.push(r.id);
      moves.push({ stockId: r.stockId, kind: "sold", quantity: -r.quantity, orderId });
    } else shortfalls.push({ stockId: r.stockId, quantity: r.quantity });
  }
  if (sold.length) await tx.update(stockReservations).set({ status: "sold", updatedAt: now }).where(inArray(stockReservations.id, sold));
  await recordStockMoves(tx, moves, now);
  return { shortfalls };
}

/**
 * A refunded order's units came back (the admin said so): what it sold goes on hand again at the depot it
 * left from. Once only: the reservations turn "returned". Returns how many units went back.
 */
export async function returnSoldUnits(tx: DbOrTx, orderId: string, now = new Date()): Promise<number> {
  const sold = await tx.select().from(stockReservations).where(and(eq(stockReservations.orderId, orderId), eq(stockReservations.status, "sold")));
  await lockStockRows(tx, sold.map((r) => r.stockId));
  for (const r of sold) {
    await tx.update(stock).set({ onHand: sql`${stock.onHand} + ${r.quantity}`, updatedAt: now }).where(eq(stock.id, r.stockId));
  }
  if (sold.length) await tx.update(stockReservations).set({ status: "returned", updatedAt: now }).where(inArray(stockReservations.id, sold.map((r) => r.id)));
  await recordStockMoves(tx, sold.map((r) => ({ stockId: r.stockId, kind: "returned", quantity: r.quantity, orderId })), now);
  return sold.reduce((n, r) => n + r.quantity, 0);
}
