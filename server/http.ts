import { readdirSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import type { ServerBuild } from "react-router";
import { createRequestHandler } from "react-router";
import { createApp } from "./app.ts";
import { EdgeResponse } from "./perf/edge/edge-response.ts";
import { refuseMethod } from "./perf/edge/allowed-methods.ts";
import { createEdgeListener } from "./perf/edge/listener.ts";
import { localRequests } from "./perf/edge/local-requests.ts";
import { createSharedAnswers } from "./perf/edge/shared-answers.ts";
import { answerKeptPages } from "./perf/edge/kept-pages.ts";
import { inProcessApi } from "./perf/edge/loader-answers.ts";
import type { AppDeps } from "./lib/deps.ts";
import { mediaRoute } from "./lib/media/route.ts";
import { metricsRoute } from "./lib/observability/metrics-route.ts";
import { createMetrics } from "./lib/observability/metrics.ts";
import type { InProcessEnv } from "./lib/observability/request-id.ts";
import { edgeResponseOf, requestIdFor } from "./lib/observability/request-id.ts";
import { loggablePath, observeAnswers } from "./lib/observability/request-log.ts";
import { newNonce } from "./lib/nonce.ts";
import { type PageCache, createPageCache } from "./perf/page-cache.ts";
import { clientGone, overloadedPage } from "./lib/overload.ts";
import { DEFAULT_RENDER_GATE, type RenderGateOptions, createRenderGate } from "./perf/render-gate.ts";
import { pageContentSecurityPolicy } from "./lib/security-headers.ts";
import { type RenderValues, createRenderWorkers } from "./perf/render-worker/host.ts";

type Variables = { nonce: string | undefined; requestId: string };

type LoadContextFactory = (values: RenderValues) => unknown;

/**
 * The built client and server bundles; tests of the API, media and metrics leave them out. `renderGate` bounds
 * the renders the page cache could not answer (server/perf/render-gate.ts); tests make it small.
 */
export type PageBundle = { clientDir: string; mode?: string; renderGate?: RenderGateOptions } & (
  | { build: ServerBuild }
  /** The build's server module, rendered on `threads` worker threads (ADR 060): what `npm start` does. */
  | { buildFile: string; threads: number }
);

export type HttpApp = {
  /** Node's HTTP server, not yet listening: `npm start` listens on PORT, tests through `request`. */
  server: Server;
  /** The answer to `path` over a real socket, as a client gets it (edge/local-requests.ts). */
  request: (path: string, init?: RequestInit) => Promise<Response>;
  close: () => Promise<void>;
  /** How many catalog answers the edge keeps (perf/edge/shared-answers.ts). */
  sharedAnswers: () => { answers: number; bytes: number };
};

/**
 * One process: /v1 (the API), /media (pictures from the shared store), /metrics, the built client assets,
 * and every other path rendered by React Router, whose loaders call the API in-process. The edge
 * (perf/edge/listener.ts) gives every answer its X-Request-Id, the security headers, one log line and one metrics
 * sample, and sends /v1 straight to the API's own listener.
 */
export function createHttpApp(opts: { deps: AppDeps; pages?: PageBundle }): HttpApp {
  const { deps } = opts;
  const api = createApp(deps);
  const metrics = createMetrics(deps.metricsCollectors);
  const site = new Hono<{ Variables: Variables }>();

  // Pages are gzipped by the page cache itself; the rest (assets without a .gz, errors) by Hono (ADR 075).
  const compressed = compress();
  site.use("*", async (c, next) => {
    const edge = edgeResponseOf(c);
    if (edge) edge.context = c;
    c.set("requestId", edge?.requestId ?? requestIdFor(c.req.header("x-request-id")));
    await compressed(c, next);
    // HTML gets a page's CSP: the page handler made the nonce its scripts carry.
    const headers = c.res.headers;
    if ((headers.get("content-type") ?? "").includes("text/html") && !headers.has("Content-Security-Policy")) {
      headers.set("Content-Security-Policy", pageContentSecurityPolicy(c.get("nonce") ?? newNonce()));
    }
  });
  site.route("/", metricsRoute(metrics, deps.env.METRICS_TOKEN));
  site.route("/", mediaRoute(deps.media));
  const topLevelFiles = opts.pages ? topLevelFilesOf(opts.pages.clientDir) : new Set<string>();
  const served = opts.pages ? servePages(site, api, deps, opts.pages, topLevelFiles) : undefined;
  const pages = served?.pages;

  const shared = createSharedAnswers({ ttlMs: deps.publicCache.ttlMs, generation: deps.publicCache.generation });
  const listener = createEdgeListener({ api: getRequestListener(api.fetch), site: getRequestListener(site.fetch), observe: observeAnswers(deps.logger, metrics), refuseMethod: refuseMethod((path) => topLevelFiles.has(path)), shared, keptPage: pages && answerKeptPages(pages) });
  const server = createServer({ ServerResponse: EdgeResponse }, listener as never) as unknown as Server;
  const local = localRequests(server);
  const close = async () => {
    await local.close();
    await served?.close();
  };
  return { server, request: local.request, close, sharedAnswers: shared.stats };
}

/**
 * Files of the client build, with their Cache-Control. `precompressed`: the build wrote .br and .gz beside each
 * asset (scripts/precompress-assets.ts), sent as they are instead of gzipping on every request. The header is set
 * on the answer itself: serveStatic's `onFound` sets it after the body exists, which Hono does not always carry over.
 */
function serveBuildFiles(root: string, cacheControl: string): MiddlewareHandler {
  const files = serveStatic({ root, precompressed: true });
  return async (c, next) => {
    const found = await files(c, next);
    if (found instanceof Response) found.headers.set("Cache-Control", cacheControl);
    return found;
  };
}

/** Serves the pages from `root`; returns their page cache, which the edge also answers from, and how to stop. */
function servePages(root: Hono<{ Variables: Variables }>, api: ReturnType<typeof createApp>, deps: AppDeps, bundle: PageBundle, topLevelFiles: ReadonlySet<string>): { pages: PageCache; close: () => Promise<void> } {
  const { renderPage, close } = pageRenderer(bundle, (error) => deps.logger.error("[pages] a render thread stopped; the next page starts a new one", error));
  const pages = createPageCache({ ttlMs: deps.env.CATALOG_CACHE_SECONDS * 1000, generation: deps.publicCache.generation });
  root.use(
    "/assets/*",
    serveBuildFiles(bundle.clientDir, "public, max-age=31536000, immutable"),
  );
  const topLevelFile = serveBuildFiles(bundle.clientDir, "public, max-age=3600");
  root.use("*", (c, next) => (topLevelFiles.has(c.req.path) ? topLevelFile(c, next) : next()));
  const gate = createRenderGate(bundle.renderGate ?? DEFAULT_RENDER_GATE);
  const callApi = inProcessApi(api);
  root.all("*", (c) => {
    const nonce = newNonce();
    c.set("nonce", nonce);
    const requestId = c.get("requestId");
    // The loaders' API calls run under the page's request id: one id ties the page to its queries in the log.
    const env: InProcessEnv = { parentRequestId: requestId };
    const apiFetch = (path: string, init?: RequestInit) => callApi(path, init, env);
    // A loader's or render's failure, with the page's request id (entry.server.tsx's handleError calls it).
    const reportError = (error: unknown) => deps.logger.error(`[pages] ${c.req.method} ${loggablePath(c.req.path)} failed (request ${requestId})`, error);
    const signal = c.req.raw.signal;
    const render = async () => {
      const rendered = await gate.run(signal, () => renderPage(c.req.raw, { apiFetch, nonce, publicUrl: deps.env.PUBLIC_URL, reportError }));
      if (!rendered.ran) return rendered.why === "overloaded" ? overloadedPage(requestId) : clientGone();
      // React Router answers an aborted request with a bare 500 and logs nothing: nobody reads it, and it is no
      // server fault. Logged as 499 (client closed the request) instead, not as an unexplained 500.
      if (signal.aborted) {
        await rendered.value.body?.cancel().catch(() => {});
        return clientGone();
      }
      return rendered.value;
    };
    return pages.serve(c.req.raw, nonce, render);
  });
  return { pages, close };
}

/** Top-level files of the client build (a favicon, say), listed once: a file lookup on every page request cost a stat. */
function topLevelFilesOf(clientDir: string): Set<string> {
  return new Set(readdirSync(clientDir).filter((f) => f !== "assets" && !f.startsWith(".")).map((f) => `/${f}`));
}

/** React Router's handler for the bundle: on worker threads when it names a build file, else on this thread. */
function pageRenderer(bundle: PageBundle, onThreadExit: (error: unknown) => void) {
  if ("buildFile" in bundle) {
    const workers = createRenderWorkers({ buildFile: bundle.buildFile, mode: bundle.mode ?? "production", threads: bundle.threads, onExit: onThreadExit });
    return { renderPage: workers.render, close: workers.close };
  }
  const handler = createRequestHandler(bundle.build, bundle.mode ?? "production");
  const createLoadContext = (bundle.build.entry.module as unknown as { createLoadContext: LoadContextFactory }).createLoadContext;
  const renderPage = (request: Request, values: RenderValues) => handler(request, createLoadContext(values) as never);
  return { renderPage, close: async () => {} };
}
