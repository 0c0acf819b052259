import { mkdtempSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as entry from "../../../app/entry.server.tsx";
import { createHttpApp } from "../../http.ts";
import { type TestApp, createTestApp } from "../../test/harness.ts";

/** A one-route build whose page is shared (ADR 011) and counts its renders. */
let renders = 0;
const routeAssets = { hasLoader: true, hasAction: false, hasClientLoader: false, hasClientAction: false, hasClientMiddleware: false, hasErrorBoundary: false, imports: [] };
const build = {
  entry: { module: entry },
  routes: {
    root: { id: "root", path: "", module: { loader: () => ({}), default: () => "page", headers: () => ({ "X-Shared-Page": "1" }) } },
    page: { id: "page", parentId: "root", path: "kept", module: { loader: () => ({ n: ++renders }), default: () => "kept page", headers: () => ({ "X-Shared-Page": "1" }) } },
  },
  assets: {
    entry: { module: "/entry.js", imports: [] },
    routes: { root: { id: "root", path: "", module: "/root.js", ...routeAssets }, page: { id: "page", parentId: "root", path: "kept", module: "/page.js", ...routeAssets } },
    url: "/manifest.js",
    version: "1",
  },
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
  t = await createTestApp({ env: { CATALOG_CACHE_SECONDS: "60" } });
  http = createHttpApp({ deps: t.deps, pages: { build, clientDir: mkdtempSync(join(tmpdir(), "bx-client-")) } });
});
afterAll(async () => {
  await http.close();
  await t.close();
});

describe("kept pages answered at the edge (ADR 052)", () => {
  it("answers a fresh kept page with the same bytes, its own nonce policy, request id and security headers", async () => {
    await http.request("/kept"); // asked for once: answered, not kept (page-cache.ts)
    const first = await http.request("/kept");
    const second = await http.request("/kept");
    expect(renders).toBe(2);
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(await first.text());
    const csp = second.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[\w-]{22}' 'strict-dynamic'/);
    expect(csp).not.toBe(first.headers.get("content-security-policy"));
    expect(second.headers.get("x-frame-options")).toBe("DENY");
    expect(second.headers.get("x-content-type-options")).toBe("nosniff");
    expect(second.headers.get("x-shared-page")).toBeNull();
    expect(second.headers.get("content-type")).toMatch(/text\/html/);
    expect(second.headers.get("vary")).toMatch(/Accept-Encoding/);
    expect(second.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
  });

  it("answers gzip from the spliced copy in pieces: one body, of the length it says", async () => {
    const gzip = { headers: { "Accept-Encoding": "gzip" } };
    await http.request("/kept", gzip); // asked again: the spliced gzip is made now
    const plain = await (await http.request("/kept")).text();
    await new Promise((r) => setTimeout(r, 200));
    const res = await http.request("/kept", gzip);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get("content-length"))).toBe(body.length);
    expect(gunzipSync(body).toString()).toBe(plain);
  });

  it("never answers another method from the kept page", async () => {
    const posted = await http.request("/kept", { method: "POST" });
    expect(posted.status).not.toBe(200);
  });
});
