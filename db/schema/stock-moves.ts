import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { productConditions, productDimensions, products } from "./catalog.ts";
import { at, createdAt, id } from "./columns.ts";
import { depots, stock } from "./stock.ts";
import { users } from "./users.ts";

/** Why on hand changed (issue 46, ADR 088). */
export const STOCK_MOVE_KINDS = ["opening", "received", "counted", "sold", "returned", "rental_returned", "transfer_out", "transfer_in", "written_off"] as const;
export type StockMoveKind = (typeof STOCK_MOVE_KINDS)[number];

/**
 * The stock ledger: one row per change of a stock row's on hand, with who and why. Every writer of `stock.on_hand`
 * in the yard module writes its move in the same transaction, so a row's moves sum to its on hand.
 */
export const stockMoves = pgTable(
  "stock_moves",
  {
    id: id(),
    stockId: uuid("stock_id").notNull().references(() => stock.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: STOCK_MOVE_KINDS }).notNull(),
    /** Signed: what on hand changed by. */
    quantity: integer("quantity").notNull(),
    /** What the move belongs to: an order number, a transfer, a delivery note, a write-off's reason. */
    reference: text("reference").notNull().default(""),
    orderId: uuid("order_id"),
    transferId: uuid("transfer_id"),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("stock_moves_stock_idx").on(t.stockId, t.createdAt), index("stock_moves_created_idx").on(t.createdAt), check("stock_moves_kind_check", sql`${t.kind} in ('opening', 'received', 'counted', 'sold', 'returned', 'rental_returned', 'transfer_out', 'transfer_in', 'written_off')`)],
);

export const TRANSFER_STATUSES = ["in_transit", "received"] as const;

/** Units on their way from one depot to another: off the source's on hand when sent, on the destination's when received. */
export const stockTransfers = pgTable(
  "stock_transfers",
  {
    id: id(),
    productId: uuid("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    dimensionId: uuid("dimension_id").references(() => productDimensions.id, { onDelete: "cascade" }),
    conditionId: uuid("condition_id").references(() => productConditions.id, { onDelete: "cascade" }),
    fromDepotId: uuid("from_depot_id").notNull().references(() => depots.id),
    toDepotId: uuid("to_depot_id").notNull().references(() => depots.id),
    quantity: integer("quantity").notNull(),
    status: text("status", { enum: TRANSFER_STATUSES }).notNull().default("in_transit"),
    reference: text("reference").notNull().default(""),
    sentBy: uuid("sent_by").references(() => users.id, { onDelete: "set null" }),
    receivedBy: uuid("received_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    receivedAt: at("received_at"),
  },
  (t) => [
    index("stock_transfers_open_idx").on(t.status, t.toDepotId),
    check("stock_transfers_quantity_check", sql`${t.quantity} > 0`),
    check("stock_transfers_depots_check", sql`${t.fromDepotId} <> ${t.toDepotId}`),
    check("stock_transfers_status_check", sql`${t.status} in ('in_transit', 'received')`),
  ],
);
