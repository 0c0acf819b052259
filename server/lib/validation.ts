import { z } from "@hono/zod-openapi";
import { humanMessage } from "../../contract/validation-messages.ts";

// Every schema of the API (and the contract/ ones it reuses) reports in words for people; set once, on import,
// because zod keeps its error map globally. A message written on a schema still wins.
z.config({ customError: humanMessage });

/** Turns zod issues into `{ field: message }`, first message per field, dotted paths. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join(".") : "body";
    out[key] ??= issue.message;
  }
  return out;
}
