import type { MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";

const ACCEPTS_COMPRESSION = /gzip|deflate|\*/i;

/**
 * Hono's compress for clients that accept gzip or deflate. For the others (API clients, load balancers' health
 * checks) only `Vary: Accept-Encoding` is added, on the answer's own headers: Hono's middleware set it with
 * `c.header`, which after the answer exists rebuilds it as a full fetch Response with a body stream (ADR 037).
 */
export function compressAnswers(): MiddlewareHandler {
  const gzip = compress();
  return async (c, next) => {
    if (ACCEPTS_COMPRESSION.test(c.req.header("accept-encoding") ?? "")) return gzip(c, next);
    await next();
    const headers = c.res.headers;
    if (!COMPRESSIBLE_CONTENT_TYPE_REGEX.test(headers.get("content-type") ?? "") || headers.has("content-encoding")) return;
    const vary = headers.get("vary");
    if (!vary) headers.set("Vary", "Accept-Encoding");
    else if (vary !== "*" && !/accept-encoding/i.test(vary)) headers.set("Vary", `${vary}, Accept-Encoding`);
  };
}
