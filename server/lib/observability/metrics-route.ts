import { createHash, timingSafeEqual } from "node:crypto";
import { getConnInfo } from "@hono/node-server/conninfo";
import { Hono } from "hono";
import type { Context } from "hono";
import type { Metrics } from "./metrics.ts";

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;
const FORWARDING_HEADERS = ["x-forwarded-for", "forwarded", "x-real-ip"];

/**
 * A scrape from this machine itself. A request that a reverse proxy on the same host forwarded also comes
 * from loopback, but it carries a forwarding header: it is someone outside, so it needs the token.
 */
export function fromLoopback(c: Context): boolean {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    return false; // in-process: no socket, no peer to trust
  }
  if (!peer || !LOOPBACK.test(peer)) return false;
  return FORWARDING_HEADERS.every((h) => c.req.header(h) === undefined);
}

const digest = (s: string) => createHash("sha256").update(s).digest();

function hasToken(c: Context, token: string | undefined): boolean {
  if (!token) return false;
  const given = /^Bearer (.+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
  // Equal-length digests: the comparison takes the same time whatever the guess.
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/** GET /metrics in Prometheus text format: with `Authorization: Bearer <METRICS_TOKEN>` or from loopback, else 401. */
export function metricsRoute(metrics: Metrics, token: string | undefined) {
  return new Hono().get("/metrics", async (c) => {
    if (!hasToken(c, token) && !fromLoopback(c)) {
      return c.text("Unauthorized: send Authorization: Bearer <METRICS_TOKEN>\n", 401, { "WWW-Authenticate": 'Bearer realm="metrics"', "Cache-Control": "no-store" });
    }
    return c.body(await metrics.registry.metrics(), 200, { "Content-Type": metrics.registry.contentType, "Cache-Control": "no-store" });
  });
}
