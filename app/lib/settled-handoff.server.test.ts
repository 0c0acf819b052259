import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { Outlet, Scripts, type ServerBuild, ServerRouter, createRequestHandler, useLoaderData } from "react-router";
import { describe, expect, it } from "vitest";
import { settleHandoff } from "./settled-handoff.server";

/**
 * `renderToString` never waits for a suspended component: it writes the Suspense fallback. So React Router's loader-data
 * script (its `StreamTransfer`, which reads the handoff stream) is in its output only when that data was already read
 * and left where `StreamTransfer` looks first, which is what `settleHandoff` does (ADR 059).
 */
function renderWith(settle: boolean) {
  const routeAssets = { hasAction: false, hasClientLoader: false, hasClientAction: false, hasClientMiddleware: false, hasErrorBoundary: false, imports: [] };
  const entry = {
    async default(request: Request, status: number, headers: Headers, context: Parameters<typeof settleHandoff>[0]) {
      if (settle) await settleHandoff(context);
      const html = renderToString(createElement(ServerRouter, { context, url: request.url }));
      return new Response(html, { status, headers });
    },
  };
  const Page = () => createElement("p", null, `price ${useLoaderData<{ price: number }>().price}`);
  const build = {
    entry: { module: entry },
    routes: {
      root: { id: "root", path: "", module: { default: () => createElement("main", null, createElement(Outlet), createElement(Scripts)) } },
      page: { id: "page", parentId: "root", path: "page", module: { default: Page, loader: () => ({ price: 4309 }) } },
    },
    assets: {
      entry: { module: "/entry.js", imports: [] },
      routes: {
        root: { id: "root", path: "", module: "/root.js", hasLoader: false, ...routeAssets },
        page: { id: "page", parentId: "root", path: "page", module: "/page.js", hasLoader: true, ...routeAssets },
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
  return createRequestHandler(build, "production")(new Request("http://shop.test/page"));
}

describe("settleHandoff: a page's loader data read before its render", () => {
  it("lets React Router write the loader-data script without suspending", async () => {
    const html = await (await renderWith(true)).text();
    expect(html).toContain("price 4309");
    expect(html).toMatch(/streamController\.enqueue\(.*4309.*\);<\/script>/);
    expect(html).toContain("streamController.close();");
  });

  it("is what makes the difference: left to read the stream itself, the render suspends there", async () => {
    const html = await (await renderWith(false)).text();
    expect(html).toContain("price 4309");
    expect(html).not.toContain("streamController.enqueue");
  });
});
