import { z } from "@hono/zod-openapi";
import { visits } from "../schema/index.ts";
import { createInsertSchema } from "./table-schemas.ts";

/** A page path as the browser's location gives it: starts with "/", no scheme, no host. */
export const visitBody = createInsertSchema(visits, {
  path: z
    .string({ error: "is required" })
    .trim()
    .min(1, "is required")
    .max(500, "must be at most 500 characters")
    .regex(/^\/(?!\/)[^\s]*$/, "must be a site path starting with /"),
}).pick({ path: true });

export const visitRecorded = z.object({ recorded: z.boolean() });
