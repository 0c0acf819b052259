import { type RouteConfig, createRoute, z } from "@hono/zod-openapi";
import { requireAdmin, requireArea } from "../../lib/auth.ts";
import { adminAreaOf } from "./areas.ts";
export { pathId, uuidOr404 } from "../../lib/ids.ts";
import { requireEnrolledAdmin } from "../two-factor/guard.ts";

/**
 * An /admin route: bearer security, requireAdmin before any validation (so an anonymous caller gets
 * 401 and a customer 403 whatever they send); the 401/403 answers are documented by applyRouteConventions.
 * An admin the store requires to use two-factor sign-in is refused until they have set it up. Then the staff
 * member's role must reach the route's area (areas.ts: one table for every admin route, ADR 084).
 */
export function adminRoute<const R extends Omit<RouteConfig, "middleware" | "security">>(config: R) {
  return createRoute({
    ...config,
    tags: config.tags ?? ["Admin"],
    security: [{ bearer: [] }],
    middleware: [requireAdmin, requireEnrolledAdmin, requireArea(adminAreaOf(config.method, config.path))] as const,
  });
}

/** A JSON request body, required. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { required: true, content: { "application/json": { schema } } };
}
