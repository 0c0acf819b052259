import { gzipSync } from "node:zlib";
import { acceptsGzip } from "./accept-encoding.ts";
import { z } from "@hono/zod-openapi";
import type { Context, TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";
import { ERROR_CODE_LIST } from "../../contract/error-codes.ts";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * Set by an API answer that is the same for every caller (a catalog read kept in the public cache): the speed
 * layer's edge (server/perf/edge/shared-answers.ts) may keep its bytes and answer the same URL itself. Never sent
 * to clients.
 */
export const SHARED_ANSWER_HEADER = "x-shared-answer";

/** The one JSON envelope every /v1 response uses. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.boolean(),
    status: z.enum(["success", "error"]),
    message: z.string(),
    data,
  });
}

export const errorEnvelope = z
  .object({
    success: z.literal(false),
    status: z.literal("error"),
    code: z.enum(ERROR_CODE_LIST).openapi({ description: "What went wrong, for programs (contract/error-codes.ts); branch on this, not on the message" }),
    message: z.string(),
    data: z.null(),
    errors: z.record(z.string(), z.string()).optional(),
    requestId: z.string().optional(),
  })
  .openapi("Error");

/** Hono's compress leaves answers under 1 KB alone (when their length is known); so do these. */
const GZIP_FROM_BYTES = 1024;

/** Builds a JSON response body for the success envelope. */
export function ok<T, S extends ContentfulStatusCode = 200>(c: Context, data: T, message = "OK", status?: S) {
  return jsonAnswer(c, { success: true as boolean, status: "success" as "success" | "error", message, data }, (status ?? 200) as S);
}

/** What `c.json` returns: a Response typed with its body and status, for the typed client. */
export type JsonAnswer<T, S extends ContentfulStatusCode> = Response & TypedResponse<JSONParsed<T>, S, "json">;

/**
 * `c.json`, with Content-Length on an answer under 1 KB for a client the compress step serves, so that it leaves
 * the answer alone: without a length it gzipped every small answer through a compression stream (a 60-byte ping
 * cost ~5 times its CPU that way, and came out bigger). Larger answers are compressed as before. Other answers carry
 * one header: Hono passes a single one on as it is, where two made it build fetch `Headers` (ADR 061); the Node
 * adapter sets the length itself.
 */
export function jsonAnswer<T, S extends ContentfulStatusCode>(c: Context, object: T, status: S): JsonAnswer<T, S> {
  const text = JSON.stringify(object);
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (text.length < GZIP_FROM_BYTES && c.get("compressing")) headers["Content-Length"] = String(Buffer.byteLength(text));
  return c.body(text, status, headers) as unknown as JsonAnswer<T, S>;
}

/**
 * A success envelope serialized once, for answers kept in the catalog cache: every hit of a cached list
 * used to run JSON.stringify over the same products again (~6 % of its CPU). `data` is only a type.
 */
export type SerializedOk<T> = { json: Buffer<ArrayBuffer>; gzipped?: Buffer<ArrayBuffer>; data?: T };

export function serializeOk<T>(data: T, message = "OK"): SerializedOk<T> {
  // Bytes, not a string: a string answer is measured (Buffer.byteLength) and encoded to UTF-8 on every write.
  return { json: Buffer.from(JSON.stringify({ success: true, status: "success", message, data })) };
}

/**
 * Answers with kept bytes; typed as `ok()` would be, so the typed client still knows the data's shape. A browser
 * gets the kept answer's gzip, made once on its first such request, instead of a compression stream per request.
 */
export function okSerialized<T>(c: Context, body: SerializedOk<T>) {
  // Kept answers are the public catalog's: the same for every caller, so the HTTP edge may keep them too.
  const headers: Record<string, string> = { "Content-Type": "application/json", Vary: "Accept-Encoding", [SHARED_ANSWER_HEADER]: "1" };
  let bytes = body.json;
  if (bytes.byteLength >= GZIP_FROM_BYTES && acceptsGzip(c.req.header("accept-encoding"))) {
    bytes = body.gzipped ??= gzipSync(body.json);
    headers["Content-Encoding"] = "gzip";
  }
  return c.body(bytes, 200, headers) as unknown as ReturnType<typeof ok<T, 200>>;
}

/** Declares a JSON success response with the envelope for a route definition. */
export function jsonEnvelope<T extends z.ZodType>(data: T, description = "Success") {
  return { description, content: { "application/json": { schema: envelope(data) } } };
}

/** Every 429 says when to come back. */
const RETRY_AFTER = { "Retry-After": { description: "Seconds to wait before trying again", schema: { type: "integer" as const, minimum: 1, maximum: 86_400, format: "int32" } } };

/** The error responses a route can give, documented once. */
export function errorResponses(...statuses: number[]) {
  const descriptions: Record<number, string> = {
    400: "Invalid input; `errors` names each field",
    401: "Missing or invalid token",
    402: "Card declined",
    403: "Wrong role or blocked account",
    404: "Unknown resource",
    409: "Conflict",
    413: "Body too large",
    415: "File type not accepted",
    422: "Understood but not servable (a ZIP outside the delivery area)",
    429: "Rate limited; see Retry-After",
    502: "An outside service (payment provider, mail server) failed",
  };
  return Object.fromEntries(
    statuses.map((s) => [s, { description: descriptions[s] ?? "Error", ...(s === 429 ? { headers: RETRY_AFTER } : {}), content: { "application/json": { schema: errorEnvelope } } }]),
  );
}
