import { asc, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/connect.ts";
import { products, stock } from "../../../../db/schema/index.ts";
import { recordStockMoves } from "./moves.ts";
import { type VariantRef, variantKey } from "./variants.ts";

export type StockWrite = VariantRef & { depotId: string; quantity: number };

const cellKey = (c: VariantRef & { depotId: string }) => `${variantKey(c)}|${c.depotId}`;

/**
 * Sets on-hand quantities, in the caller's transaction. The products are locked first so two admins
 * (or an import and a grid save) take turns, then the stock rows in id order like every other writer.
 * Returns, per write index, the reserved count when the new quantity would be below what open
 * checkouts hold (nothing is written then: the caller reports and rolls back).
 */
export async function applyStockQuantities(tx: DbOrTx, writes: StockWrite[], now: Date, actorId: string | null = null): Promise<Map<number, number>> {
  const conflicts = new Map<number, number>();
  const productIds = [...new Set(writes.map((w) => w.productId))];
  if (!productIds.length) return conflicts;
  await tx.select({ id: products.id }).from(products).where(inArray(products.id, productIds)).orderBy(asc(products.id)).for("update");
  const existing = await tx.select().from(stock).where(inArray(stock.productId, productIds)).orderBy(asc(stock.id)).for("update");
  const byCell = new Map(existing.map((r) => [cellKey(r), r]));
  const updates: { id: string; quantity: number; delta: number }[] = [];
  const inserts: (typeof stock.$inferInsert)[] = [];
  writes.forEach((w, i) => {
    const row = byCell.get(cellKey(w));
    if (row && w.quantity < row.reserved) conflicts.set(i, row.reserved);
    else if (row) {
      if (row.onHand !== w.quantity) updates.push({ id: row.id, quantity: w.quantity, delta: w.quantity - row.onHand });
    } else inserts.push({ productId: w.productId, dimensionId: w.dimensionId, conditionId: w.conditionId, depotId: w.depotId, onHand: w.quantity, updatedAt: now });
  });
  if (conflicts.size) return conflicts;
  if (updates.length) {
    // One statement for the whole grid: a VALUES list joined on id.
    const list = sql.join(updates.map((u) => sql`(${u.id}::uuid, ${u.quantity}::int)`), sql`, `);
    await tx.execute(sql`update stock set on_hand = v.quantity, updated_at = ${now.toISOString()}::timestamptz from (values ${list}) as v(id, quantity) where stock.id = v.id`);
  }
  const created: { id: string; onHand: number }[] = [];
  for (let i = 0; i < inserts.length; i += 2000) created.push(...(await tx.insert(stock).values(inserts.slice(i, i + 2000)).returning({ id: stock.id, onHand: stock.onHand })));
  // A count sets on hand; the ledger records what it moved, so the moves still sum to on hand.
  const counted = [...updates.map((u) => ({ stockId: u.id, quantity: u.delta })), ...created.map((c) => ({ stockId: c.id, quantity: c.onHand }))];
  await recordStockMoves(tx, counted.map((c) => ({ ...c, kind: "counted" as const, reference: "Stock count", actorId })), now);
  return conflicts;
}

/** Stock rows of these products not in `keep`: the grid PUT sets them to 0. */
export function missingCells(existing: (VariantRef & { depotId: string })[], keep: StockWrite[]): StockWrite[] {
  const kept = new Set(keep.map(cellKey));
  return existing.filter((r) => !kept.has(cellKey(r))).map((r) => ({ productId: r.productId, dimensionId: r.dimensionId, conditionId: r.conditionId, depotId: r.depotId, quantity: 0 }));
}

