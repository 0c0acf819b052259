import { type SQL, and, desc, eq, lt, sql } from "drizzle-orm";
import { type AnyPgColumn, alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../../../db/connect.ts";
import { depots, productConditions, productDimensions, products, stock, stockMoves, stockTransfers, users } from "../../../../db/schema/index.ts";
import type { StockMoveDto, StockMovesQuery, StockTransferDto } from "../../../../db/validation/stock-moves.ts";

const depotName = (d: { city: AnyPgColumn; state: AnyPgColumn }) => sql<string>`${d.city} || ', ' || ${d.state}`;

/**
 * The stock ledger, newest first: what moved, where, by whom, and the row's on hand after the move (a running sum
 * of the row's moves, which is its on hand because every writer records its move: ADR 088).
 */
export async function listStockMoves(db: DbOrTx, q: StockMovesQuery): Promise<StockMoveDto[]> {
  const running = db
    .select({ id: stockMoves.id, after: sql<number>`sum(${stockMoves.quantity}) over (partition by ${stockMoves.stockId} order by ${stockMoves.createdAt}, ${stockMoves.id})`.as("after") })
    .from(stockMoves)
    .as("running");
  const filters: (SQL | undefined)[] = [
    q.productId ? eq(stock.productId, q.productId) : undefined,
    q.depotId ? eq(stock.depotId, q.depotId) : undefined,
    q.kind ? eq(stockMoves.kind, q.kind) : undefined,
    q.before ? lt(stockMoves.createdAt, new Date(q.before)) : undefined,
  ];
  const rows = await db
    .select({ move: stockMoves, product: products.name, dimension: productDimensions.dimension, condition: productConditions.condition, depot: depotName(depots), actor: users.fullName, after: running.after })
    .from(stockMoves)
    .innerJoin(stock, eq(stock.id, stockMoves.stockId))
    .innerJoin(products, eq(products.id, stock.productId))
    .innerJoin(depots, eq(depots.id, stock.depotId))
    .innerJoin(running, eq(running.id, stockMoves.id))
    .leftJoin(productDimensions, eq(productDimensions.id, stock.dimensionId))
    .leftJoin(productConditions, eq(productConditions.id, stock.conditionId))
    .leftJoin(users, eq(users.id, stockMoves.actorId))
    .where(and(...filters))
    .orderBy(desc(stockMoves.createdAt), desc(stockMoves.id))
    .limit(q.limit);
  return rows.map((r) => ({
    id: r.move.id,
    kind: r.move.kind,
    quantity: r.move.quantity,
    reference: r.move.reference,
    orderId: r.move.orderId,
    transferId: r.move.transferId,
    product: r.product,
    dimension: r.dimension,
    condition: r.condition,
    depot: r.depot,
    actor: r.actor,
    createdAt: r.move.createdAt.toISOString(),
    onHandAfter: Number(r.after),
  }));
}

/** Transfers, open ones first then newest: what is on the road between depots. */
export async function listTransfers(db: DbOrTx, status?: "in_transit" | "received"): Promise<StockTransferDto[]> {
  const from = alias(depots, "from_depot");
  const to = alias(depots, "to_depot");
  const sender = alias(users, "sender");
  const receiver = alias(users, "receiver");
  const rows = await db
    .select({ t: stockTransfers, product: products.name, dimension: productDimensions.dimension, condition: productConditions.condition, from: depotName(from), to: depotName(to), sentBy: sender.fullName, receivedBy: receiver.fullName })
    .from(stockTransfers)
    .innerJoin(products, eq(products.id, stockTransfers.productId))
    .innerJoin(from, eq(from.id, stockTransfers.fromDepotId))
    .innerJoin(to, eq(to.id, stockTransfers.toDepotId))
    .leftJoin(productDimensions, eq(productDimensions.id, stockTransfers.dimensionId))
    .leftJoin(productConditions, eq(productConditions.id, stockTransfers.conditionId))
    .leftJoin(sender, eq(sender.id, stockTransfers.sentBy))
    .leftJoin(receiver, eq(receiver.id, stockTransfers.receivedBy))
    .where(status ? eq(stockTransfers.status, status) : undefined)
    .orderBy(sql`${stockTransfers.status} = 'received'`, desc(stockTransfers.createdAt))
    .limit(200);
  return rows.map((r) => ({
    id: r.t.id,
    productId: r.t.productId,
    quantity: r.t.quantity,
    status: r.t.status,
    reference: r.t.reference,
    product: r.product,
    dimension: r.dimension,
    condition: r.condition,
    from: r.from,
    to: r.to,
    sentBy: r.sentBy,
    receivedBy: r.receivedBy,
    createdAt: r.t.createdAt.toISOString(),
    receivedAt: r.t.receivedAt?.toISOString() ?? null,
  }));
}
