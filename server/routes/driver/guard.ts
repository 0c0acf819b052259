import { type RouteConfig, createRoute } from "@hono/zod-openapi";
import { createMiddleware } from "hono/factory";
import { requireUser, currentUser } from "../../lib/auth.ts";
import type { AppEnv } from "../../lib/deps.ts";
import { forbidden } from "../../lib/http-errors.ts";

/**
 * The driver's routes (ADR 085): a signed-in account whose role is "driver", or the owner (who tries the page with a
 * driver record of their own). Staff of other roles and customers get 403; which drops the caller sees is decided by
 * the driver record linked to the account, never by a parameter.
 */
export const requireDriverRole = createMiddleware<AppEnv>(async (c, next) => {
  const role = currentUser(c).role;
  if (role !== "driver" && role !== "admin") throw forbidden("Only drivers use the driver's page.");
  await next();
});

/** A /driver route: bearer security, then requireUser and the driver's role before any validation. */
export function driverRoute<const R extends Omit<RouteConfig, "middleware" | "security" | "tags">>(config: R) {
  return createRoute({ ...config, tags: ["Driver"], security: [{ bearer: [] }], middleware: [requireUser, requireDriverRole] as const });
}
