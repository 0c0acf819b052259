import { doublePrecision, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
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
