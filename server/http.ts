import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import type { ServerBuild } from "react-router";
import { createRequestHandler } from "react-router";
import { createApp, routeNotFound } from "./app.ts";
import type { AppDeps } from "./lib/deps.ts";
import { createPageCache } from "./lib/page-cache.ts";
import { securityHeaders } from "./lib/security-headers.ts";

type LoadContextFactory = (values: { apiFetch: (path: string, init?: RequestInit) => Promise<Response>; nonce: string; publicUrl: string }) => unknown;

/**
 * One process: /v1 (the API), /media (uploads and seed pictures), the built client assets, and
 * every other path rendered by React Router, whose loaders call the API in-process.
 */
export function createHttpApp(opts: { deps: AppDeps; build: ServerBuild; mediaDir: string; clientDir: string; mode?: string }) {
  const api = createApp(opts.deps);
  const root = new Hono<{ Variables: { nonce: string } }>();
  const handler = createRequestHandler(opts.build, opts.mode ?? "production");
  const createLoadContext = (opts.build.entry.module as unknown as { createLoadContext: LoadContextFactory }).createLoadContext;
  const apiFetch = (path: string, init?: RequestInit) => Promise.resolve(api.request(path.replace(/^\/v1/, ""), init));
  const pages = createPageCache({ ttlMs: opts.deps.env.CATALOG_CACHE_SECONDS * 1000, generation: opts.deps.publicCache.generation });

  root.use("*", compress());
  root.use("*", async (c, next) => {
    // base64url: no "+", "/" or "=", so the page cache can swap a kept page's nonce with a plain replace.
    c.set("nonce", randomBytes(16).toString("base64url"));
    await next();
    securityHeaders(c.res.headers, { nonce: c.get("nonce"), html: (c.res.headers.get("content-type") ?? "").includes("text/html") });
  });
  root.route("/v1", api);
  // A sub-app's notFound does not apply once mounted: without this, unknown /v1 paths fell through to the pages.
  root.all("/v1/*", routeNotFound);
  root.use(
    "/media/*",
    serveStatic({
      root: opts.mediaDir,
      rewriteRequestPath: (p) => p.replace(/^\/media/, ""),
      onFound: (_p, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  root.use(
    "/assets/*",
    serveStatic({ root: opts.clientDir, onFound: (_p, c) => { c.header("Cache-Control", "public, max-age=31536000, immutable"); } }),
  );
  // Top-level files of the client build (a favicon, say), listed once: a file lookup on every page request cost a stat.
  const topLevelFiles = new Set(readdirSync(opts.clientDir).filter((f) => f !== "assets" && !f.startsWith(".")).map((f) => `/${f}`));
  const topLevelFile = serveStatic({ root: opts.clientDir, onFound: (_p, c) => { c.header("Cache-Control", "public, max-age=3600"); } });
  root.use("*", (c, next) => (topLevelFiles.has(c.req.path) ? topLevelFile(c, next) : next()));
  root.all("*", (c) => {
    const nonce = c.get("nonce");
    return pages.serve(c.req.raw, nonce, () => handler(c.req.raw, createLoadContext({ apiFetch, nonce, publicUrl: opts.deps.env.PUBLIC_URL }) as never));
  });
  return root;
}
