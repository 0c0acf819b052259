const ACCEPTS_COMPRESSION = /gzip|deflate|\*/i;

/**
 * Whether the client takes gzip or deflate (API clients and health checks mostly do not): the API runs Hono's
 * compress only for those (server/app.ts; 2.5× less CPU for a plain-JSON ping, ADR 075). `Vary: Accept-Encoding` on
 * uncompressed answers is added by the HTTP edge when the headers go out (edge/edge-response.ts, ADR 037, 052).
 */
export const acceptsCompression = (acceptEncoding: string | undefined) => ACCEPTS_COMPRESSION.test(acceptEncoding ?? "");
