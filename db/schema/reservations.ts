import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns.ts";
import { orders } from "./commerce.ts";
import { stock } from "./stock.ts";

export const RESERVATION_STATUSES = ["held", "sold", "released", "returned"] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** Units an order holds at one stock row: held while unpaid, sold once paid, released on cancel or expiry,
 * returned when a refunded unit came back to its depot. */
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
    check("stock_reservations_status_check", sql`${t.status} in ('held','sold','released','returned')`),
  ],
);
