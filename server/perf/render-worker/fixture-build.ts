import { type EntryContext, RouterContextProvider, createContext } from "react-router";
import { idlePageBuffers, takePageBuffer } from "../../../contract/page-buffers.ts";
import { RENDERED_HTML } from "../../../contract/shared-page.ts";

/**
 * A storefront server build for the render-worker tests (render-worker.test.ts): React Router routes and an entry
 * module as the real build has them, without React, so a worker thread loads it as it is (Node strips the types).
 * The entry answers a whole page the way app/entry.server.tsx does (bytes under RENDERED_HTML) and streams /streamed.
 */
type Values = { apiFetch: (path: string, init?: RequestInit) => Promise<Response>; nonce: string; reportError: (error: unknown) => void };
const values = createContext<Values>();
type LoaderArgs = { request: Request; context: RouterContextProvider };

function createLoadContext(given: Values) {
  const context = new RouterContextProvider();
  context.set(values, given);
  return context;
}

function handleRequest(_request: Request, status: number, headers: Headers, entry: EntryContext, context: RouterContextProvider) {
  const leaf = entry.staticHandlerContext.matches.at(-1)!.route.id;
  headers.set("Content-Type", "text/html; charset=utf-8");
  if (leaf === "streamed") {
    const parts = ["<p>one</p>", "<p>two</p>", "<p>three</p>"].map((part) => new TextEncoder().encode(part));
    return new Response(new ReadableStream({ start: (c) => (parts.forEach((p) => c.enqueue(p)), c.close()) }), { status, headers });
  }
  const page = { leaf, status, loaderData: entry.staticHandlerContext.loaderData, ...(leaf === "pooled" ? { idle: idlePageBuffers() } : {}) };
  const response = new Response(null, { status, headers });
  const text = `<html nonce="${context.get(values).nonce}">${JSON.stringify(page)}</html>`;
  // /pooled writes its page into a pooled buffer, as utf8Bytes does (ADR 064); the others into a plain one.
  const html = leaf === "pooled" ? takePageBuffer(Buffer.byteLength(text)) : Buffer.from(text);
  if (leaf === "pooled") html.write(text);
  Object.defineProperty(response, RENDERED_HTML, { value: html });
  return response;
}

function handleError(error: unknown, { request, context }: { request: Request; context: RouterContextProvider }) {
  if (!request.signal.aborted) context.get(values).reportError(error);
}

const loaders: Record<string, (args: LoaderArgs) => unknown> = {
  whole: async ({ context }) => (await context.get(values).apiFetch("/v1/ping")).json(),
  broken: () => {
    throw new Error("the loader broke");
  },
  // Never settles by itself: tells the API (the test) when its request is aborted.
  waits: ({ request, context }) =>
    new Promise(() => request.signal.addEventListener("abort", () => void context.get(values).apiFetch("/v1/aborted"))),
  exits: () => process.exit(3),
};

const noAssets = { hasAction: false, hasClientLoader: false, hasClientAction: false, hasClientMiddleware: false, hasErrorBoundary: false, imports: [] };
const leaves = ["whole", "pooled", "streamed", "broken", "waits", "exits"];

export const entry = { module: { default: handleRequest, handleError, createLoadContext } };
export const routes = {
  root: { id: "root", path: "", module: { default: () => null } },
  ...Object.fromEntries(leaves.map((id) => [id, { id, parentId: "root", path: id, module: { default: () => null, loader: loaders[id] } }])),
};
export const assets = {
  entry: { module: "/entry.js", imports: [] },
  routes: {
    root: { id: "root", path: "", module: "/root.js", hasLoader: false, ...noAssets },
    ...Object.fromEntries(leaves.map((id) => [id, { id, parentId: "root", path: id, module: `/${id}.js`, hasLoader: id in loaders, ...noAssets }])),
  },
  url: "/manifest.js",
  version: "1",
};
export const publicPath = "/";
export const assetsBuildDirectory = "";
export const future = {};
export const ssr = true;
export const isSpaMode = false;
export const prerender = [];
export const routeDiscovery = { mode: "initial" };
