import { customType, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";

/** Raw bytes: node-postgres hands back a Buffer, PGlite a Uint8Array (a Buffer is one too). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * Uploaded and seed pictures when no object storage is configured (docs/decisions/015): every replica reads
 * the same rows, so none needs a shared disk. Keys are immutable: a changed picture gets a new key.
 */
export const mediaObjects = pgTable("media_objects", {
  key: text("key").primaryKey(),
  contentType: text("content_type").notNull(),
  /** Quoted strong ETag of the bytes, computed once when stored. */
  etag: text("etag").notNull(),
  size: integer("size").notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: createdAt(),
});
