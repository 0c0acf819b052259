import type { z } from "@hono/zod-openapi";

/** Turns zod issues into `{ field: message }`, first message per field, dotted paths. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join(".") : "body";
    out[key] ??= issue.message;
  }
  return out;
}
