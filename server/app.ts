import { HTTPException } from "hono/http-exception";
import { bodyLimit } from "hono/body-limit";
import type { Context, MiddlewareHandler } from "hono";
import { type ErrorCode, defaultErrorCode } from "../contract/error-codes.ts";
import { mountRoutes } from "./routes/index.ts";
import { clearAdminFiguresOnWrite } from "./modules/reporting/index.ts";
import type { AppEnv } from "./lib/deps.ts";
import type { AppDeps } from "./lib/deps.ts";
import { renderApiReference } from "./lib/api-reference.ts";
import { withStatedBounds } from "./lib/openapi-bounds.ts";
import { HttpError, badRequest } from "./lib/http-errors.ts";
import { RETRY_AFTER_SECONDS, isSaturationError } from "./lib/overload.ts";
import { applyRouteConventions } from "./lib/route-conventions.ts";
import { assignRequestId, edgeResponseOf } from "./lib/observability/request-id.ts";
import { acceptsCompression } from "./perf/compress-answers.ts";
import { compress } from "hono/compress";
import { pageContentSecurityPolicy } from "./lib/security-headers.ts";
import { newNonce } from "./lib/nonce.ts";
import { createRouter } from "./lib/router.ts";
import { jsonAnswer } from "./lib/envelope.ts";

const JSON_BODY_LIMIT = 1024 * 1024;
/** Product forms carry several images; each file is checked again on its own (10 MB). */
const MULTIPART_BODY_LIMIT = 60 * 1024 * 1024;

/**
 * PostgreSQL text cannot hold U+0000; a NUL anywhere in the query or a JSON body would surface as a
 * database error (a 500). Refuse it up front as the bad input it is.
 */
const refuseNulInQuery = (url: string) => {
  // The query string of the raw URL (no fragment reaches a server), without parsing the URL: that was 1 % of a cached answer.
  const query = url.indexOf("?");
  if (query >= 0 && url.includes("%00", query)) throw badRequest("Invalid input", { query: "must not contain NUL characters" });
};

const refuseNulInBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  if ((c.req.header("content-type") ?? "").includes("application/json")) {
    const text = await c.req.text();
    if (text.includes("\\u0000") || text.includes("\0")) throw badRequest("Invalid input", { body: "must not contain NUL characters" });
  }
  await next();
};

type HeaderOf = (name: string) => string | undefined;

/** A GET or HEAD over HTTP without Content-Length or Transfer-Encoding has no body (RFC 9112 6.3). */
const hasNoBody = (method: string, header: HeaderOf) => (method === "GET" || method === "HEAD") && !header("content-length") && !header("transfer-encoding");

const errorBody = (code: ErrorCode, message: string, extra: Record<string, unknown> = {}) => ({
  success: false,
  status: "error" as const,
  code,
  message,
  data: null,
  ...extra,
});

/** The answer to a path or method /v1 does not have; also used by the HTTP server for /v1 paths no route takes. */
export const routeNotFound = (c: Context) => jsonAnswer(c, errorBody("route_not_found", "Route not found"), 404);

/**
 * An answer for one signed-in caller (a bearer token came with it), or one under /user/ (log-in, registration and
 * two-factor answers carry a token): no browser cache, proxy or back button may keep it (issue 45, finding 10).
 */
const isPersonal = (path: string, header: HeaderOf) => header("authorization") !== undefined || path.startsWith("/user/");

function keepNowhere(c: Context) {
  if (c.res.headers.get("Cache-Control")?.includes("no-store")) return;
  try {
    c.res.headers.set("Cache-Control", "no-store");
  } catch {
    // A Response made with Response.redirect or Response.error has immutable headers: copy it first.
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set("Cache-Control", "no-store");
  }
}

/** Builds the /v1 API with its dependencies. Mounted under /v1 by the HTTP server and called in-process by tests. */
export function createApp(deps: AppDeps) {
  const api = createRouter({ memo: true });

  const tooLarge = (ctx: Context) => jsonAnswer(ctx, errorBody("payload_too_large", "Request body too large"), 413);
  const jsonLimit = bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: tooLarge });
  const multipartLimit = bodyLimit({ maxSize: MULTIPART_BODY_LIMIT, onError: tooLarge });
  const gzip = compress();
  // One middleware for what every request needs (each step of Hono's chain costs a closure and a promise): the
  // dependencies, the request id, compression, the body limit and the NUL checks. A bodyless GET skips the
  // limiter: asking it read `request.body`, which made the Node adapter build a whole fetch Request (ADR 037).
  api.use("*", async (c, next) => {
    c.set("deps", deps);
    const edge = edgeResponseOf(c);
    const { id, setHeader } = assignRequestId(c, edge);
    // Over HTTP, Node's own parsed headers: asking the fetch Request made the adapter build a `Headers` (ADR 052).
    const header: HeaderOf = edge ? (name) => edge.req.headers[name] as string | undefined : (name) => c.req.header(name);
    refuseNulInQuery(edge ? edge.url : c.req.url);
    const limited = () => {
      const multipart = (header("content-type") ?? "").startsWith("multipart/form-data");
      return (multipart ? multipartLimit : jsonLimit)(c, async () => void (await refuseNulInBody(c, next)));
    };
    const answer = async () => {
      // The limiter answers a body too large itself (413): that answer becomes the request's.
      const refused = await (hasNoBody(c.req.method, header) ? next() : limited());
      if (refused instanceof Response) c.res = refused;
    };
    const compressing = acceptsCompression(header("accept-encoding"));
    if (compressing) c.set("compressing", true);
    await (compressing ? gzip(c, answer) : answer());
    if (isPersonal(c.req.path, header)) keepNowhere(c);
    // On the answer's own headers: `c.header` after the answer exists rebuilds it as a full fetch Response (ADR 037).
    if (setHeader) c.res.headers.set("X-Request-Id", id);
  });

  // Writes only: reads (most requests) skip a step of the chain.
  api.on(["POST", "PUT", "PATCH", "DELETE"], "*", clearAdminFiguresOnWrite);

  const typed = mountRoutes(api);
  applyRouteConventions(api);

  const docConfig = {
    openapi: "3.1.0",
    info: { title: "Boxyard API", version: "1.0.0", description: "Storefront, customer and admin API of Boxyard.", license: { name: "Proprietary" } },
    servers: [{ url: "/v1" }],
  };
  // Generated once, on first ask: every route is mounted by then.
  let document: ReturnType<typeof api.getOpenAPI31Document> | undefined;
  const openApiDocument = () => (document ??= withStatedBounds(api.getOpenAPI31Document(docConfig)));
  api.get("/openapi.json", (c) => c.json(openApiDocument()));
  api.openAPIRegistry.registerComponent("securitySchemes", "bearer", { type: "http", scheme: "bearer" });
  // An HTML page, so a page's CSP instead of the API's deny-all one.
  api.get("/docs", (c) => c.html(renderApiReference(openApiDocument() as never), 200, { "Content-Security-Policy": pageContentSecurityPolicy(newNonce()) }));

  api.notFound(routeNotFound);

  api.onError((err, c) => {
    // The request-id step ends with the error (it threw there or below): the id goes on the answer from here.
    if (c.get("requestId")) c.header("X-Request-Id", c.get("requestId"));
    if (err instanceof HttpError) {
      for (const [k, v] of Object.entries(err.headers ?? {})) c.header(k, v);
      return jsonAnswer(c, errorBody(err.code, err.message, err.errors ? { errors: err.errors } : {}), err.status as 400);
    }
    if (err instanceof HTTPException) {
      // Hono raises these for malformed JSON bodies and similar client mistakes.
      const status = err.status >= 500 ? 400 : err.status;
      const malformed = /json/i.test(err.message);
      const message = malformed ? "Malformed JSON in request body" : err.message || "Bad request";
      const code = malformed ? "malformed_json" : defaultErrorCode(status);
      return jsonAnswer(c, errorBody(code, message, status === 400 ? { errors: { body: message } } : {}), status);
    }
    const id = c.get("requestId");
    if (isSaturationError(err)) {
      // Every database connection stayed busy: a fast, retryable refusal rather than a 500 (docs/decisions/041).
      deps.logger.warn(`[api] ${c.req.method} ${c.req.path} refused, database saturated (request ${id})`, err);
      c.header("Retry-After", String(RETRY_AFTER_SECONDS));
      return jsonAnswer(c, errorBody("overloaded", "The server is busy, please retry shortly", { requestId: id }), 503);
    }
    deps.logger.error(`[api] ${c.req.method} ${c.req.path} failed (request ${id})`, err);
    return jsonAnswer(c, errorBody("internal", "Internal error", { requestId: id }), 500);
  });

  return typed;
}

export type ApiApp = ReturnType<typeof createApp>;
