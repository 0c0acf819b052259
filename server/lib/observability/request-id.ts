import { randomUUID } from "node:crypto";
import type { Context } from "hono";
import { type ObservedAnswer, observedAnswerOf } from "./observed-answer.ts";

/** What the page renderer passes when it calls the API in-process: the page request's id, so both log under it. */
export type InProcessEnv = { parentRequestId?: string };

/** An id from a load balancer is kept when it is short and plain (it ends up in logs and headers). */
const ACCEPTABLE_INCOMING_ID = /^[\w.:-]{1,128}$/;

/** A request's id: the one a load balancer sent when it is acceptable, else a new UUID. */
export function requestIdFor(incoming: string | string[] | undefined): string {
  return typeof incoming === "string" && ACCEPTABLE_INCOMING_ID.test(incoming) ? incoming : randomUUID();
}

/** The edge's response when the request came over HTTP (edge/listener.ts); undefined for in-process calls. */
export function edgeResponseOf(c: Context): ObservedAnswer | undefined {
  return observedAnswerOf(c.env);
}

/**
 * Gives the request its id and says who sends `X-Request-Id`: over HTTP the edge chose the id and adds the header
 * as the answer goes out; an in-process call from a page's loader reuses its page's id (no header: nobody reads
 * it); any other in-process call (tests) gets the header here.
 */
// Any app: the API and the site both keep the id in `requestId`.
export function assignRequestId(c: Context<any>, edge = edgeResponseOf(c)): { id: string; setHeader: boolean } {
  if (edge) {
    edge.context = c;
    c.set("requestId", edge.requestId);
    return { id: edge.requestId, setHeader: false };
  }
  const parent = (c.env as InProcessEnv | undefined)?.parentRequestId;
  const id = parent ?? requestIdFor(c.req.header("x-request-id"));
  c.set("requestId", id);
  return { id, setHeader: !parent };
}
