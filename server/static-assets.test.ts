import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressDirectory } from "../scripts/precompress-assets.ts";
import { createHttpApp } from "./http.ts";
import { type TestApp, createTestApp } from "./test/harness.ts";

const noPages = {
  entry: { module: { createLoadContext: () => ({}), default: () => new Response("", { status: 404 }) } },
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

// A script that compresses well, like the framework chunk, and one too small to be worth it.
const script = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i} * 2;`).join("\n");
let t: TestApp;
let http: ReturnType<typeof createHttpApp>;
let clientDir: string;
beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), "bx-precompress-"));
  mkdirSync(join(clientDir, "assets"));
  writeFileSync(join(clientDir, "assets", "framework-abc.js"), script);
  writeFileSync(join(clientDir, "assets", "tiny-abc.js"), "export {};");
  writeFileSync(join(clientDir, "assets", "hero-abc.webp"), Buffer.alloc(4096, 7));
  await precompressDirectory(clientDir);
  t = await createTestApp();
  http = createHttpApp({ deps: t.deps, pages: { build: noPages, clientDir } });
});
afterAll(() => t.close());

describe("client assets compressed at build time", () => {
  it("writes .br and .gz beside compressible files of a useful size only", () => {
    expect(readdirSync(join(clientDir, "assets")).sort()).toEqual([
      "framework-abc.js", "framework-abc.js.br", "framework-abc.js.gz", "hero-abc.webp", "tiny-abc.js",
    ]);
  });

  it("answers Brotli to a browser that accepts it, with the same bytes once decoded", async () => {
    const res = await http.request("/assets/framework-abc.js", { headers: { "Accept-Encoding": "gzip, deflate, br, zstd" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toMatch(/Accept-Encoding/);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it("answers the gzip file to a client without Brotli, and plain bytes to one without either", async () => {
    const gz = await http.request("/assets/framework-abc.js", { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);
    const plain = await http.request("/assets/framework-abc.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(script);
  });
});
