import { sql } from "drizzle-orm";
import { check, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { productConditions, productDimensions, products } from "./catalog.ts";
import { at, createdAt, id, updatedAt } from "./columns.ts";

/** Trucks a depot dispatches; its daily capacity is counted per type. */
export const TRUCK_TYPES = ["crane", "tilt-bed", "flatbed"] as const;
export type TruckCapacity = Partial<Record<(typeof TRUCK_TYPES)[number], number>>;
export const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;

/** A yard where boxes sit and trucks leave from. Closing one (closedAt) keeps its history but takes its stock off sale. */
export const depots = pgTable(
  "depots",
  {
    id: id(),
    /** Stable short name used in CSV files and shop links ("houston-tx"). */
    code: text("code").notNull(),
    name: text("name").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    zip: text("zip").notNull(),
    region: text("region").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    openDays: jsonb("open_days").$type<string[]>().notNull().default(["Mon", "Tue", "Wed", "Thu", "Fri"]),
    truckCapacity: jsonb("truck_capacity").$type<TruckCapacity>().notNull().default({}),
    closedAt: at("closed_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("depots_code_key").on(t.code)],
);

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

/**
 * One row per depot and delivery day, made on first booking: the row every booking of that day locks
 * (`SELECT … FOR UPDATE`) before counting the day's trucks, so two checkouts cannot both take the last truck
 * (docs/decisions/074). The count itself is derived from the orders booked that day; the row holds no figure.
 */
export const deliverySlots = pgTable(
  "delivery_slots",
  {
    depotId: uuid("depot_id").notNull().references(() => depots.id),
    day: date("day", { mode: "string" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.depotId, t.day] })],
);
