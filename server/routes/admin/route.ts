import { type RouteConfig, createRoute, z } from "@hono/zod-openapi";
import { requireAdmin } from "../../lib/auth.ts";
export { pathId, uuidOr404 } from "../../lib/ids.ts";
import { requireEnrolledAdmin } from "../two-factor/guard.ts";

/**
 * An /admin route: bearer security, requireAdmin before any validation (so an anonymous caller gets
 * 401 and a customer 403 whatever they send); the 401/403 answers are documented by applyRouteConventions.
 * An admin the store requires to use two-factor sign-in is refused until they have set it up.
 */
export function adminRoute<const R extends Omit<RouteConfig, "middleware" | "security">>(config: R) {
  return createRoute({
    ...config,
    tags: config.tags ?? ["Admin"],
    security: [{ bearer: [] }],
    middleware: [requireAdmin, requireEnrolledAdmin] as const,
  });
}

/** A JSON request body, required. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { required: true, content: { "application/json": { schema } } };
}
