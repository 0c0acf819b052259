import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createElement, use, useContext } from "react";
import { Outlet, type ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KeptHtmlContext } from "../app/components/site/kept-html.tsx";
import * as entry from "../app/entry.server.tsx";
import { createHttpApp } from "./http.ts";
import { type TestApp, createTestApp } from "./test/harness.ts";

/**
 * React keeps a context's current value on the context object, and each of its server renderers tracks only the values
 * it set itself. With two renderers in one process (React's Bun build for whole pages, its Node build for streamed
 * ones), a whole render that had suspended left its `KeptHtmlContext` set for the next streamed render: /builder went
 * out marked with another render's `data-kept` token, and here the streamed page failed with a 500 ("multiple
 * renderers concurrently rendering the same context provider"). So every page is rendered by one build (ADR 058).
 */
function ReadsKeptHtml() {
  return createElement("p", null, useContext(KeptHtmlContext) ? "has kept html" : "no kept html");
}
/** Suspends once, as React Router's loader data script does while its stream is read: the render resumes later. */
function WholePage() {
  use(Promise.resolve());
  return createElement(ReadsKeptHtml);
}
const routeAssets = { hasAction: false, hasClientLoader: false, hasClientAction: false, hasClientMiddleware: false, hasErrorBoundary: false, imports: [] };
const build = {
  entry: { module: entry },
  routes: {
    root: { id: "root", path: "", module: { default: () => createElement("main", null, createElement(Outlet)) } },
    whole: { id: "whole", parentId: "root", path: "whole", module: { default: WholePage, headers: () => ({ "X-Shared-Page": "1" }) } },
    streamed: { id: "streamed", parentId: "root", path: "streamed", module: { default: ReadsKeptHtml } },
  },
  assets: {
    entry: { module: "/entry.js", imports: [] },
    routes: {
      root: { id: "root", path: "", module: "/root.js", hasLoader: false, ...routeAssets },
      whole: { id: "whole", parentId: "root", path: "whole", module: "/whole.js", hasLoader: false, ...routeAssets },
      streamed: { id: "streamed", parentId: "root", path: "streamed", module: "/streamed.js", hasLoader: false, ...routeAssets },
    },
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

describe("whole and streamed page renders", () => {
  let t: TestApp;
  let http: ReturnType<typeof createHttpApp>;
  beforeAll(async () => {
    t = await createTestApp({ env: { CATALOG_CACHE_SECONDS: "0" } });
    http = createHttpApp({ deps: t.deps, pages: { build, clientDir: mkdtempSync(join(tmpdir(), "bx-client-")) } });
  });
  afterAll(async () => {
    await http.close();
    await t.close();
  });

  it("see only their own context values, whatever rendered before them", async () => {
    for (let round = 0; round < 3; round++) {
      const whole = await http.request("/whole");
      expect(await whole.text()).toContain("has kept html");
      const streamed = await http.request("/streamed");
      expect(streamed.status).toBe(200);
      expect(await streamed.text(), `round ${round}`).toContain("no kept html");
    }
  });
});
