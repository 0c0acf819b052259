import { z } from "@hono/zod-openapi";
import { notFound } from "./http-errors.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id: anything that is not a uuid is simply not found (404), never a database error. */
export const pathId = z.string().max(100);

export function uuidOr404(id: string, what = "Not found"): string {
  if (!UUID.test(id)) throw notFound(what);
  return id;
}
