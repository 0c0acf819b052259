import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { productConditions, productDimensions, products } from "./catalog.ts";
import { orders } from "./commerce.ts";
import { createdAt, id, updatedAt } from "./columns.ts";

// Depots live in their own file so commerce.ts (orders → depots) and this file (reservations → orders) form no cycle.
export { TRUCK_TYPES, type TruckCapacity, WEEKDAYS, depots } from "./depots.ts";
import { depots } from "./depots.ts";

/**
 * Units of one sellable variant (product × dimension × condition) at one depot. `reserved` is the part
 * held by open checkouts; what can still be sold is on_hand − reserved. The checks are the last line of
 * defence: whatever the code does, stock never goes negative and never reserves more than is there.
 */
export const stock = pgTable(
  "stock",
  {
    id: id(),
    depotId: uuid("depot_id").notNull().references(() => depots.id),
    productId: uuid("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    dimensionId: uuid("dimension_id").references(() => productDimensions.id, { onDelete: "cascade" }),
    conditionId: uuid("condition_id").references(() => productConditions.id, { onDelete: "cascade" }),
    onHand: integer("on_hand").notNull().default(0),
    reserved: integer("reserved").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("stock_variant_depot_key").on(
      t.productId,
      sql`coalesce(${t.dimensionId}, '00000000-0000-0000-0000-000000000000')`,
      sql`coalesce(${t.conditionId}, '00000000-0000-0000-0000-000000000000')`,
      t.depotId,
    ),
    index("stock_depot_idx").on(t.depotId),
    check("stock_quantities_check", sql`${t.onHand} >= 0 and ${t.reserved} >= 0 and ${t.reserved} <= ${t.onHand}`),
  ],
);

export const RESERVATION_STATUSES = ["held", "sold", "released"] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** Units an order holds at one stock row: held while unpaid, sold once paid, released on cancel or expiry. */
export const stockReservations = pgTable(
  "stock_reservations",
  {
    id: id(),
    orderId: uuid("order_id").notNull().references(() => orders.id, { onDelete: "cascade" }),
    stockId: uuid("stock_id").notNull().references(() => stock.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    status: text("status").$type<ReservationStatus>().notNull().default("held"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("stock_reservations_order_idx").on(t.orderId),
    index("stock_reservations_stock_idx").on(t.stockId),
    check("stock_reservations_quantity_check", sql`${t.quantity} >= 1`),
    check("stock_reservations_status_check", sql`${t.status} in ('held','sold','released')`),
  ],
);
