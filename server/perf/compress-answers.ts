import type { MiddlewareHandler } from "hono";
import { compress } from "hono/compress";

const ACCEPTS_COMPRESSION = /gzip|deflate|\*/i;

/** Whether the client takes gzip or deflate (API clients and health checks mostly do not). */
export const acceptsCompression = (acceptEncoding: string | undefined) => ACCEPTS_COMPRESSION.test(acceptEncoding ?? "");

/**
 * Hono's compress, for clients that accept gzip or deflate; the others skip it. `Vary: Accept-Encoding` on
 * uncompressed answers is added by the HTTP edge when the headers go out (edge/edge-response.ts): setting it here
 * on the answer's fetch `Headers` cost more than the rest of a small answer (ADR 037, 052).
 */
export function compressAnswers(): MiddlewareHandler {
  const gzip = compress();
  return (c, next) => (acceptsCompression(c.req.header("accept-encoding")) ? gzip(c, next) : next());
}
