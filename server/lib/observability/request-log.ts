import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { Logger } from "../logger.ts";
import type { Metrics } from "./metrics.ts";

/** A path segment that looks like a secret (a reset token is 43 base64url characters): kept out of the log. */
const SECRET_LIKE_SEGMENT = /\/[A-Za-z0-9_-]{32,}(?=\/|$)/g;
const UUID = /^\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function loggablePath(path: string): string {
  return path.replace(SECRET_LIKE_SEGMENT, (segment) => (UUID.test(segment) ? segment : "/[redacted]"));
}

/**
 * One log line and one metrics sample per request: method, path (no query string, which may carry a token),
 * status, duration, request id. Must run after `assignRequestId`.
 */
export function observeRequests(logger: Logger, metrics: Metrics): MiddlewareHandler<{ Variables: { requestId: string } }> {
  // Fixed at start: the level does not change while the process runs.
  const infoLines = logger.enabled?.("info") ?? true;
  return async (c, next) => {
    const started = performance.now();
    await next();
    const seconds = (performance.now() - started) / 1000;
    const status = c.res.status;
    // After next() the route index points at the handler (or middleware) that answered.
    const route = routePath(c) || "unmatched";
    metrics.observeRequest(c.req.method, route, status, seconds);
    if (status < 500 && !infoLines) return;
    const line = { requestId: c.get("requestId"), method: c.req.method, path: loggablePath(c.req.path), route, status, durationMs: Math.round(seconds * 1e4) / 10 };
    if (status >= 500) logger.error("request", line);
    else logger.info("request", line);
  };
}
