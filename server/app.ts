import { HTTPException } from "hono/http-exception";
import { bodyLimit } from "hono/body-limit";
import { requestId } from "hono/request-id";
import type { MiddlewareHandler } from "hono";
import { routes } from "./features/index.ts";
import type { AppEnv } from "./lib/deps.ts";
import type { AppDeps } from "./lib/deps.ts";
import { renderApiReference } from "./lib/api-reference.ts";
import { HttpError } from "./lib/http-errors.ts";
import { createRouter } from "./lib/router.ts";

const JSON_BODY_LIMIT = 1024 * 1024;
/** Product forms carry several images; each file is checked again on its own (10 MB). */
const MULTIPART_BODY_LIMIT = 60 * 1024 * 1024;

/**
 * PostgreSQL text cannot hold U+0000; a NUL anywhere in the query or a JSON body would surface as a
 * database error (a 500). Refuse it up front as the bad input it is.
 */
const refuseNulCharacters: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (/%00/.test(new URL(c.req.url).search)) throw new HttpError(400, "Invalid input", { errors: { query: "must not contain NUL characters" } });
  if ((c.req.header("content-type") ?? "").includes("application/json")) {
    const text = await c.req.text();
    if (text.includes("\\u0000") || text.includes("\0")) throw new HttpError(400, "Invalid input", { errors: { body: "must not contain NUL characters" } });
  }
  await next();
};

const errorBody = (message: string, extra: Record<string, unknown> = {}) => ({
  success: false,
  status: "error" as const,
  message,
  data: null,
  ...extra,
});

/** Builds the /v1 API with its dependencies. Mounted under /v1 by the HTTP server and called in-process by tests. */
export function createApp(deps: AppDeps) {
  const api = createRouter();

  api.use("*", requestId());
  api.use("*", async (c, next) => {
    c.set("deps", deps);
    await next();
  });
  api.use("*", async (c, next) => {
    const multipart = (c.req.header("content-type") ?? "").startsWith("multipart/form-data");
    return bodyLimit({
      maxSize: multipart ? MULTIPART_BODY_LIMIT : JSON_BODY_LIMIT,
      onError: (ctx) => ctx.json(errorBody("Request body too large"), 413),
    })(c, next);
  });

  api.use("*", refuseNulCharacters);

  for (const route of routes) api.route("/", route);

  const docConfig = {
    openapi: "3.1.0",
    info: { title: "Boxyard API", version: "1.0.0", description: "Storefront, customer and admin API of Boxyard." },
    servers: [{ url: "/v1" }],
  };
  api.doc31("/openapi.json", docConfig);
  api.openAPIRegistry.registerComponent("securitySchemes", "bearer", { type: "http", scheme: "bearer" });
  api.get("/docs", (c) => c.html(renderApiReference(api.getOpenAPI31Document(docConfig) as never)));

  api.notFound((c) => c.json(errorBody("Route not found"), 404));

  api.onError((err, c) => {
    if (err instanceof HttpError) {
      for (const [k, v] of Object.entries(err.headers ?? {})) c.header(k, v);
      return c.json(errorBody(err.message, { ...(err.errors ? { errors: err.errors } : {}), ...(err.code ? { code: err.code } : {}) }), err.status as 400);
    }
    if (err instanceof HTTPException) {
      // Hono raises these for malformed JSON bodies and similar client mistakes.
      const status = err.status >= 500 ? 400 : err.status;
      const message = /json/i.test(err.message) ? "Malformed JSON in request body" : err.message || "Bad request";
      return c.json(errorBody(message, status === 400 ? { errors: { body: message } } : {}), status);
    }
    const id = c.get("requestId");
    deps.logger.error(`[api] ${c.req.method} ${c.req.path} failed (request ${id})`, err);
    return c.json(errorBody("Internal error", { requestId: id }), 500);
  });

  return api;
}

export type ApiApp = ReturnType<typeof createApp>;
