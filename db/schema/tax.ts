import { sql } from "drizzle-orm";
import { check, date, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { updatedAt } from "./columns.ts";
import { users } from "./users.ts";

/**
 * A customer's resale or exemption certificate (ADR 087): while `expiresOn` has not passed, an order shipping to one
 * of `states` pays no sales tax. One per customer; an order keeps the certificate number it used, so editing or
 * removing this row never rewrites an order's tax.
 */
export const taxExemptions = pgTable(
  "tax_exemptions",
  {
    userId: uuid("user_id").primaryKey().references(() => users.id, { onDelete: "cascade" }),
    certificateNumber: text("certificate_number").notNull(),
    /** Two-letter state codes the certificate covers. */
    states: text("states").array().notNull(),
    /** The last day the certificate is good for (inclusive). */
    expiresOn: date("expires_on", { mode: "string" }).notNull(),
    /** The scanned certificate in the media store's private folder (never served by /media); null until uploaded. */
    fileKey: text("file_key"),
    fileName: text("file_name"),
    fileType: text("file_type"),
    fileBytes: integer("file_bytes"),
    updatedAt: updatedAt(),
  },
  (t) => [check("tax_exemptions_states_check", sql`cardinality(${t.states}) between 1 and 51`)],
);
