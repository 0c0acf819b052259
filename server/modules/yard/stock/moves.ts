import type { DbOrTx } from "../../../../db/connect.ts";
import { type StockMoveKind, stockMoves } from "../../../../db/schema/index.ts";

export type StockMoveInput = { stockId: string; kind: StockMoveKind; quantity: number; reference?: string; orderId?: string | null; transferId?: string | null; actorId?: string | null };

/** Writes the ledger rows of on-hand changes, in the caller's transaction (the one that changed on hand). */
export async function recordStockMoves(tx: DbOrTx, moves: StockMoveInput[], now: Date): Promise<void> {
  const real = moves.filter((m) => m.quantity !== 0);
  if (!real.length) return;
  await tx.insert(stockMoves).values(
    real.map((m) => ({ stockId: m.stockId, kind: m.kind, quantity: m.quantity, reference: m.reference ?? "", orderId: m.orderId ?? null, transferId: m.transferId ?? null, actorId: m.actorId ?? null, createdAt: now })),
  );
}
