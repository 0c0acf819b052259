import { z } from "@hono/zod-openapi";
import { createSchemaFactory } from "drizzle-zod";

/**
 * Zod schemas straight from the Drizzle tables (docs/decisions/030): a column's type, nullability and enum
 * are written once, in db/schema. Built with @hono/zod-openapi's `z`, so every schema has `.openapi()`.
 * Refine per field (`{ street: (s) => s.trim().min(1, "Street is required") }`) and pick/omit per use.
 */
export const { createSelectSchema, createInsertSchema, createUpdateSchema } = createSchemaFactory({ zodInstance: z });

/** A timestamp column as the API sends it: an ISO 8601 string. */
export const isoTimestamp = () => z.string().openapi({ format: "date-time", example: "2026-01-31T12:00:00.000Z" });
