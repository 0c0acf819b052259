import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpApp } from "./http.ts";
import { type TestApp, createTestApp } from "./test/harness.ts";

/** A build whose every page is an HTML 404, like the storefront's own: a /v1 path must never reach it. */
const storefront404 = {
  entry: { module: { createLoadContext: () => ({}), default: () => new Response("<h1>Page not found</h1>", { status: 404, headers: { "Content-Type": "text/html" } }) } },
  routes: {},
  assets: { routes: {}, entry: { module: "", imports: [] }, url: "", version: "1" },
  publicPath: "/",
  assetsBuildDirectory: "",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "initial" },
} as unknown as ServerBuild;

let t: TestApp;
let http: ReturnType<typeof createHttpApp>;
beforeAll(async () => {
  t = await createTestApp();
  http = createHttpApp({ deps: t.deps, pages: { build: storefront404, clientDir: mkdtempSync(join(tmpdir(), "bx-client-")) } });
});
afterAll(() => t.close());

describe("unknown /v1 paths through the HTTP server", () => {
  it.each([
    ["GET", "/v1/no/such/route"],
    ["POST", "/v1/no/such/route"],
    ["DELETE", "/v1/products"],
    ["PUT", "/v1/health"],
    ["GET", "/v1/"],
    ["GET", "/v1"],
  ])("%s %s answers the JSON envelope 404 route_not_found", async (method, path) => {
    const res = await http.request(path, { method });
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ success: false, status: "error", code: "route_not_found", message: "Route not found", data: null });
  });

  it("a known route still answers", async () => {
    const res = await http.request("/v1/health");
    expect(res.status).toBe(200);
  });
});

describe("compression of JSON answers for a browser (Accept-Encoding: gzip)", () => {
  const gzip = { headers: { "accept-encoding": "gzip, deflate, br" } };

  it.each(["/v1/ping", "/v1/no/such/route"])("%s, under 1 KB, goes out as it is, with its length", async (path) => {
    const res = await http.request(path, gzip);
    expect(res.headers.get("content-encoding")).toBeNull();
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get("content-length"))).toBe(body.length);
    expect(body.length).toBeLessThan(1024);
    expect(JSON.parse(body.toString()).status).toMatch(/success|error/);
    expect(res.headers.get("vary")).toMatch(/Accept-Encoding/);
  });

  it("a JSON answer of 1 KB or more is gzipped", async () => {
    const res = await http.request("/v1/openapi.json", gzip);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const { gunzipSync } = await import("node:zlib");
    expect(JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).openapi).toBe("3.1.0");
  });
});
