import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../../lib/deps.ts";

/**
 * The admin dashboard's figures are all-time totals: computing them reads every order, invoice and user
 * (hundreds of ms of CPU at 100,000 orders). They are kept for a few seconds per process (deps.adminFigures,
 * ADMIN_FIGURES_CACHE_SECONDS), one computation shared by every caller, and any write request this process
 * answers successfully clears them, on every replica when Redis is there: an order placed, paid or changed, a
 * user registered, a product added is in the next figures (docs/decisions/042). What changes without a request
 * (a job fulfilling a payment the reconcile found) shows within two cache lifetimes.
 */
const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Writes that change no figure and come with every page view or cart click: clearing on them would keep the cache empty. */
const KEEPS_FIGURES = /^(?:\/v1)?\/(?:visits$|user\/cart(?:\/|$))/;

export const clearAdminFiguresOnWrite: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (READS.has(c.req.method) || c.res.status >= 400 || KEEPS_FIGURES.test(c.req.path)) return;
  c.var.deps.adminFigures.clear();
};
