import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { createElement } from "react";
import { Outlet, type ServerBuild, data } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as entry from "../app/entry.server.tsx";
import { createHttpApp } from "./http.ts";
import { type TestApp, createTestApp } from "./test/harness.ts";

/**
 * A shared page is rendered whole and handed to the page cache as bytes beside the Response (ADR 046, 055). Every
 * way such a render leaves the server must still carry those bytes: kept or not (no page cache), found or not.
 */
const shared = () => ({ "X-Shared-Page": "1" });
const routeAssets = { hasAction: false, hasClientLoader: false, hasClientAction: false, hasClientMiddleware: false, hasErrorBoundary: false, imports: [] };
const build = {
  entry: { module: entry },
  routes: {
    root: { id: "root", path: "", module: { default: () => createElement("main", null, "the whole page", createElement(Outlet)), headers: shared } },
    gone: {
      id: "gone",
      parentId: "root",
      path: "gone",
      module: {
        loader: () => {
          throw data("No such product", { status: 404 });
        },
        default: () => "never",
        ErrorBoundary: () => createElement("p", null, "not here"),
        headers: shared,
      },
    },
  },
  assets: {
    entry: { module: "/entry.js", imports: [] },
    routes: { root: { id: "root", path: "", module: "/root.js", hasLoader: false, ...routeAssets }, gone: { id: "gone", parentId: "root", path: "gone", module: "/gone.js", hasLoader: true, ...routeAssets } },
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

for (const cacheSeconds of ["60", "0"]) {
  describe(`a whole render's answer, page cache ${cacheSeconds === "0" ? "off" : "on"}`, () => {
    let t: TestApp;
    let http: ReturnType<typeof createHttpApp>;
    beforeAll(async () => {
      t = await createTestApp({ env: { CATALOG_CACHE_SECONDS: cacheSeconds } });
      http = createHttpApp({ deps: t.deps, pages: { build, clientDir: mkdtempSync(join(tmpdir(), "bx-client-")) } });
    });
    afterAll(async () => {
      await http.close();
      await t.close();
    });

    it("carries the rendered HTML, plain and gzipped", async () => {
      const plain = await http.request("/");
      expect(plain.status).toBe(200);
      expect(await plain.text()).toContain("<main>the whole page");
      const gzipped = await http.request("/", { headers: { "Accept-Encoding": "gzip" } });
      expect(gzipped.headers.get("content-encoding")).toBe("gzip");
      expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toContain("<main>the whole page");
    });

    it("carries the HTML of a page that is not found", async () => {
      const res = await http.request("/gone");
      expect(res.status).toBe(404);
      expect(await res.text()).toContain("not here");
    });
  });
}
