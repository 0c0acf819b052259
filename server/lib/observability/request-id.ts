import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";

/** What the page renderer passes when it calls the API in-process: the page request's id, so both log under it. */
export type InProcessEnv = { parentRequestId?: string };

/** An id from a load balancer is kept when it is short and plain (it ends up in logs and headers). */
const ACCEPTABLE_INCOMING_ID = /^[\w.:-]{1,128}$/;

/**
 * Gives every request one id and returns it in `X-Request-Id`. Runs at the edge and again in the API app;
 * the second run keeps the id the first one chose (same context), and an in-process call reuses its page's.
 */
export const assignRequestId: MiddlewareHandler<{ Variables: { requestId: string } }> = async (c, next) => {
  // The API mounted under the edge app shares its context: the edge already chose the id and sets the header.
  if (c.get("requestId")) return next();
  const parent = (c.env as InProcessEnv | undefined)?.parentRequestId;
  const incoming = c.req.header("x-request-id");
  c.set("requestId", parent ?? (incoming && ACCEPTABLE_INCOMING_ID.test(incoming) ? incoming : randomUUID()));
  await next();
  // On the answer's own headers: `c.header` after the answer exists rebuilds it as a full fetch Response with a
  // body stream (Hono), which was the largest share of a ping's own CPU (ADR 037).
  c.res.headers.set("X-Request-Id", c.get("requestId"));
};
