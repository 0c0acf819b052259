import { and, asc, eq, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/connect.ts";
import { depots, productConditions, productDimensions, products, stock, stockTransfers } from "../../../../db/schema/index.ts";
import type { ReceiptInput, TransferInput, WriteOffInput } from "../../../../db/validation/stock-moves.ts";
import type { AppDeps } from "../../../lib/deps.ts";
import { recordAudit } from "../../../lib/audit.ts";
import { HttpError, badRequest, notFound } from "../../../lib/http-errors.ts";
import { recordStockMoves } from "./moves.ts";

type Deps = Pick<AppDeps, "db" | "now">;
type Cell = { productId: string; dimensionId: string | null; conditionId: string | null; depotId: string };

const sameVariant = (c: Cell) =>
  and(
    eq(stock.productId, c.productId),
    eq(stock.depotId, c.depotId),
    c.dimensionId ? eq(stock.dimensionId, c.dimensionId) : isNull(stock.dimensionId),
    c.conditionId ? eq(stock.conditionId, c.conditionId) : isNull(stock.conditionId),
  );

/** The stock row of a variant at a depot, locked like every other stock writer; made (at 0) when `create`. */
async function lockCell(tx: DbOrTx, cell: Cell, now: Date, create: boolean) {
  const [row] = await tx.select().from(stock).where(sameVariant(cell)).for("update");
  if (row || !create) return row ?? null;
  await tx.insert(stock).values({ ...cell, onHand: 0, updatedAt: now }).onConflictDoNothing();
  const [made] = await tx.select().from(stock).where(sameVariant(cell)).for("update");
  return made;
}

/** 400 unless the depot exists and the size and condition are the product's own (a made-up id never reaches an insert). */
async function assertCells(tx: DbOrTx, cells: Cell[]) {
  for (const c of cells) {
    const [found] = await tx
      .select({ product: products.id, depot: depots.id })
      .from(products)
      .innerJoin(depots, eq(depots.id, c.depotId))
      .leftJoin(productDimensions, and(eq(productDimensions.productId, products.id), c.dimensionId ? eq(productDimensions.id, c.dimensionId) : sql`false`))
      .leftJoin(productConditions, and(eq(productConditions.dimensionId, productDimensions.id), c.conditionId ? eq(productConditions.id, c.conditionId) : sql`false`))
      .where(and(eq(products.id, c.productId), c.dimensionId ? isNotNull(productDimensions.id) : undefined, c.conditionId ? isNotNull(productConditions.id) : undefined))
      .limit(1);
    if (!found) throw badRequest("Choose a product, size, condition and depot that exist", { productId: "This product, size or condition is not at that depot's shop" });
  }
}

/** Takes units off a row's on hand when that many are free (not held by open checkouts), else 409 with what is free. */
async function takeUnits(tx: DbOrTx, cell: Cell, quantity: number, now: Date) {
  const row = await lockCell(tx, cell, now, false);
  const free = row ? row.onHand - row.reserved : 0;
  if (!row || free < quantity) throw new HttpError("out_of_stock", `Only ${free} free at this depot (the rest is held by open checkouts)`, { errors: { quantity: `Only ${free} available` } });
  await tx.update(stock).set({ onHand: sql`${stock.onHand} - ${quantity}`, updatedAt: now }).where(eq(stock.id, row.id));
  return row;
}

/** Sends units from one depot to another: off the source's on hand now, in transit until received (issue 46). */
export async function sendTransfer(deps: Deps, actorId: string, input: TransferInput): Promise<{ id: string }> {
  const now = deps.now();
  const variant = { productId: input.productId, dimensionId: input.dimensionId, conditionId: input.conditionId };
  return deps.db.transaction(async (tx) => {
    await assertCells(tx, [{ ...variant, depotId: input.fromDepotId }, { ...variant, depotId: input.toDepotId }]);
    // The destination gets its row now (at 0 when new), so the stock list shows the units in transit to it; both
    // rows are then locked in id order, so two transfers in opposite directions cannot deadlock.
    await tx.insert(stock).values({ ...variant, depotId: input.toDepotId, onHand: 0, updatedAt: now }).onConflictDoNothing();
    const both = await tx.select({ id: stock.id }).from(stock).where(or(sameVariant({ ...variant, depotId: input.fromDepotId }), sameVariant({ ...variant, depotId: input.toDepotId }))).orderBy(asc(stock.id)).for("update");
    if (!both.length) throw notFound("Stock not found");
    const row = await takeUnits(tx, { ...variant, depotId: input.fromDepotId }, input.quantity, now);
    const [transfer] = await tx
      .insert(stockTransfers)
      .values({ ...variant, fromDepotId: input.fromDepotId, toDepotId: input.toDepotId, quantity: input.quantity, reference: input.reference, sentBy: actorId, createdAt: now })
      .returning({ id: stockTransfers.id });
    await recordStockMoves(tx, [{ stockId: row.id, kind: "transfer_out", quantity: -input.quantity, transferId: transfer.id, reference: input.reference, actorId }], now);
    await recordAudit(tx, { actorId, action: "stock.transfer_sent", entity: "stock_transfer", entityId: transfer.id, details: { quantity: input.quantity } });
    return transfer;
  });
}

/** The destination took the units in: on hand there, once (a second receive is 409). */
export async function receiveTransfer(deps: Deps, actorId: string, transferId: string): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const [t] = await tx.select().from(stockTransfers).where(eq(stockTransfers.id, transferId)).for("update");
    if (!t) throw notFound("Transfer not found");
    if (t.status !== "in_transit") throw new HttpError("transfer_received", "This transfer was already received.");
    const row = await lockCell(tx, { productId: t.productId, dimensionId: t.dimensionId, conditionId: t.conditionId, depotId: t.toDepotId }, now, true);
    await tx.update(stock).set({ onHand: sql`${stock.onHand} + ${t.quantity}`, updatedAt: now }).where(eq(stock.id, row.id));
    await tx.update(stockTransfers).set({ status: "received", receivedBy: actorId, receivedAt: now }).where(eq(stockTransfers.id, t.id));
    await recordStockMoves(tx, [{ stockId: row.id, kind: "transfer_in", quantity: t.quantity, transferId: t.id, reference: t.reference, actorId }], now);
    await recordAudit(tx, { actorId, action: "stock.transfer_received", entity: "stock_transfer", entityId: t.id, details: { quantity: t.quantity } });
  });
}

/** New units arrived from a supplier (with its delivery note or PO as the reference). */
export async function receiveStock(deps: Deps, actorId: string, input: ReceiptInput): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await assertCells(tx, [input]);
    const row = await lockCell(tx, input, now, true);
    await tx.update(stock).set({ onHand: sql`${stock.onHand} + ${input.quantity}`, updatedAt: now }).where(eq(stock.id, row.id));
    await recordStockMoves(tx, [{ stockId: row.id, kind: "received", quantity: input.quantity, reference: input.reference, actorId }], now);
    await recordAudit(tx, { actorId, action: "stock.received", entity: "stock", entityId: row.id, details: { quantity: input.quantity, reference: input.reference } });
  });
}

/** Units that left the yard otherwise (damaged beyond repair, scrapped), with the reason. */
export async function writeOffStock(deps: Deps, actorId: string, input: WriteOffInput): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await assertCells(tx, [input]);
    const row = await takeUnits(tx, input, input.quantity, now);
    await recordStockMoves(tx, [{ stockId: row.id, kind: "written_off", quantity: -input.quantity, reference: input.reference, actorId }], now);
    await recordAudit(tx, { actorId, action: "stock.written_off", entity: "stock", entityId: row.id, details: { quantity: input.quantity, reason: input.reference } });
  });
}
