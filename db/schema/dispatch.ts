import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { at, cents, createdAt, id } from "./columns.ts";
import { orders } from "./commerce.ts";
import { depots } from "./stock.ts";
import { users } from "./users.ts";

/**
 * A driver (ADR 085): the staff account with role "driver" that logs in to /driver, its home depot and how many
 * drops it drives in a day. The owner makes the account on the Staff page; dispatch links it here.
 */
export const drivers = pgTable(
  "drivers",
  {
    id: id(),
    userId: uuid("user_id").notNull().references(() => users.id),
    depotId: uuid("depot_id").notNull().references(() => depots.id),
    phone: text("phone").notNull(),
    dropsPerDay: integer("drops_per_day").notNull().default(4),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("drivers_user_key").on(t.userId), check("drivers_drops_per_day_check", sql`${t.dropsPerDay} between 1 and 12`)],
);

/** One truck of a depot: its type (crane, tilt-bed, flatbed: what a drop needs), its plate and its drops a day. */
export const trucks = pgTable(
  "trucks",
  {
    id: id(),
    depotId: uuid("depot_id").notNull().references(() => depots.id),
    type: text("type").notNull(),
    plate: text("plate").notNull(),
    dropsPerDay: integer("drops_per_day").notNull().default(3),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("trucks_plate_key").on(sql`upper(${t.plate})`),
    check("trucks_type_check", sql`${t.type} in ('crane','tilt-bed','flatbed')`),
    check("trucks_drops_per_day_check", sql`${t.dropsPerDay} between 1 and 12`),
  ],
);

export type DropPhoto = { url: string; keys: string[] };

/**
 * One order's drop as dispatch and the driver see it (ADR 085): who drives it in which truck, when the driver left
 * for it, and how it ended, delivered with its proof (photos, receiver, signature) or failed with a reason.
 */
export const drops = pgTable(
  "drops",
  {
    orderId: uuid("order_id").primaryKey().references(() => orders.id, { onDelete: "cascade" }),
    driverId: uuid("driver_id").notNull().references(() => drivers.id),
    truckId: uuid("truck_id").notNull().references(() => trucks.id),
    /** The day it is driven: the order's delivery day when it was assigned (counted against capacity). */
    day: date("day", { mode: "string" }).notNull(),
    assignedAt: at("assigned_at").notNull(),
    enRouteAt: at("en_route_at"),
    outcome: text("outcome"),
    finishedAt: at("finished_at"),
    receivedBy: text("received_by"),
    signatureUrl: text("signature_url"),
    photos: jsonb("photos").$type<DropPhoto[]>().notNull().default([]),
    failReason: text("fail_reason"),
    failNote: text("fail_note"),
    dryRunCents: cents("dry_run_cents"),
  },
  (t) => [
    index("drops_driver_day_idx").on(t.driverId, t.day),
    index("drops_truck_day_idx").on(t.truckId, t.day),
    check("drops_outcome_check", sql`${t.outcome} is null or ${t.outcome} in ('delivered','failed')`),
  ],
);
