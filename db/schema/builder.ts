import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import type { Design } from "../../contract/builder.ts";
import { cents, createdAt, id, updatedAt } from "./columns.ts";
import { users } from "./users.ts";

/**
 * The container builder's option catalog (docs/decisions/025), edited by admins ("Builder options"). `code` is
 * the stable name designs refer to; width/height in inches are set for wall openings only.
 */
export const builderOptions = pgTable(
  "builder_options",
  {
    code: text("code").primaryKey(),
    label: text("label").notNull(),
    description: text("description").notNull().default(""),
    placement: text("placement").notNull(),
    pricing: text("pricing").notNull().default("each"),
    priceCents: cents("price_cents").notNull(),
    leadTimeDays: integer("lead_time_days").notNull(),
    widthIn: integer("width_in"),
    heightIn: integer("height_in"),
    position: integer("position").notNull().default(0),
    active: boolean("active").notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("builder_options_placement_check", sql`${t.placement} in ('wall','end','box')`),
    check("builder_options_pricing_check", sql`${t.pricing} in ('each','per_foot')`),
    check("builder_options_money_check", sql`${t.priceCents} >= 0 and ${t.leadTimeDays} >= 0`),
    check("builder_options_opening_check", sql`${t.placement} <> 'wall' or (${t.widthIn} > 0 and ${t.heightIn} > 0)`),
  ],
);

/**
 * A saved design: readable by anyone with its id (the share link), changed only by its owner. A design sent
 * with a logged-out visitor's quote request has no owner (user_id null): shared, never changed.
 */
export const designs = pgTable(
  "designs",
  {
    id: id(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    design: jsonb("design").$type<Design>().notNull(),
    /** Media URL of the rendered view sent with the last save (the share link's social image). */
    imageUrl: text("image_url"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("designs_user_idx").on(t.userId, t.updatedAt)],
);
