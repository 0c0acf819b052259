import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/connect.ts";
import { stock, stockReservations } from "../../../../db/schema/index.ts";
import { recordStockMoves } from "./moves.ts";

/**
 * A rented unit came back to the yard (docs/decisions/029): one unit of the order's product goes on hand again
 * at the depot it left from (the stock row its checkout sold from, so the same size and condition), preferring
 * `depotId` when the order sold from several. The caller makes this happen once per unit (the agreement's
 * collected_at); a reservation of one unit turns "returned", so a refund's restock cannot add it a second time.
 * Returns the depot the unit went back to, or null when the order sold none of the product here.
 */
export async function returnRentedUnit(tx: DbOrTx, input: { orderId: string; productId: string; depotId: string | null; now: Date }): Promise<string | null> {
  const sold = await tx
    .select({ id: stockReservations.id, quantity: stockReservations.quantity, stockId: stock.id, depotId: stock.depotId })
    .from(stockReservations)
    .innerJoin(stock, eq(stock.id, stockReservations.stockId))
    .where(and(eq(stockReservations.orderId, input.orderId), eq(stock.productId, input.productId), eq(stockReservations.status, "sold")))
    .orderBy(asc(stockReservations.createdAt));
  const from = sold.find((r) => r.depotId === input.depotId) ?? sold[0];
  if (!from) return null;
  // Locked like every other stock writer, so a concurrent checkout sees the unit or waits for it.
  await tx.select({ id: stock.id }).from(stock).where(eq(stock.id, from.stockId)).for("update");
  await tx.update(stock).set({ onHand: sql`${stock.onHand} + 1`, updatedAt: input.now }).where(eq(stock.id, from.stockId));
  await recordStockMoves(tx, [{ stockId: from.stockId, kind: "rental_returned", quantity: 1, orderId: input.orderId }], input.now);
  if (from.quantity === 1) await tx.update(stockReservations).set({ status: "returned", updatedAt: input.now }).where(eq(stockReservations.id, from.id));
  return from.depotId;
}
