import { createServer, get } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EdgeResponse } from "../perf/edge/edge-response.ts";
import { pageContentSecurityPolicy } from "./security-headers.ts";

const app = new Hono()
  .get("/json", (c) => c.json({ ok: true }))
  .get("/page", (c) => c.html("<p>hi</p>", 200, { "Content-Security-Policy": pageContentSecurityPolicy("abc") }))
  .get("/image", (c) => c.body(new Uint8Array([1, 2, 3]), 200, { "Content-Type": "image/webp", Vary: "Origin" }))
  .get("/framed", (c) => c.text("framed", 200, { "X-Frame-Options": "SAMEORIGIN", "X-Request-Id": "from-the-app" }))
  .get("/boom", () => {
    throw new Error("boom");
  });
const listener = getRequestListener(app.fetch);
// The edge's response class, with a request id as the edge listener gives it (perf/edge/listener.ts).
const server = createServer({ ServerResponse: EdgeResponse }, (req, res) => {
  (res as EdgeResponse).requestId = "req-1";
  return listener(req, res);
});
let base = "";
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe("EdgeResponse", () => {
  it("puts every security header and the request id on JSON and error answers, with the deny-all CSP", async () => {
    for (const path of ["/json", "/boom", "/missing"]) {
      const res = await fetch(base + path);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("strict-transport-security")).toContain("max-age=");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
      expect(res.headers.get("permissions-policy")).toContain("camera=()");
      expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get("x-request-id")).toBe("req-1");
    }
  });

  it("lets a page replace the CSP with its nonce policy, once", async () => {
    const res = await fetch(`${base}/page`);
    expect(res.headers.get("content-security-policy")).toContain("'nonce-abc'");
    expect(res.headers.get("content-security-policy")).not.toContain("default-src 'none'");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
  });

  it("adds Vary: Accept-Encoding to compressible answers only, keeping an answer's own Vary", async () => {
    expect((await fetch(`${base}/json`)).headers.get("vary")).toBe("Accept-Encoding");
    expect((await fetch(`${base}/image`)).headers.get("vary")).toBe("Origin");
  });

  it("keeps headers a handler set on Node's response itself", async () => {
    const own = createServer({ ServerResponse: EdgeResponse }, (_req, res) => {
      res.setHeader("X-Frame-Options", "SAMEORIGIN");
      res.end("plain");
    });
    await new Promise<void>((r) => own.listen(0, "127.0.0.1", r));
    const res = await fetch(`http://127.0.0.1:${(own.address() as AddressInfo).port}/`);
    own.close();
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("writes each header once, whichever of the defaults an answer sets itself (ADR 061)", async () => {
    const rawHeaders = (path: string) =>
      new Promise<string[]>((resolve, reject) => get(base + path, (res) => (res.resume(), resolve(res.rawHeaders.filter((_, i) => i % 2 === 0).map((n) => n.toLowerCase())))).on("error", reject));
    for (const path of ["/json", "/page", "/framed", "/boom"]) {
      const names = await rawHeaders(path);
      expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
      expect(names).toEqual(expect.arrayContaining(["x-content-type-options", "x-frame-options", "content-security-policy", "x-request-id", "strict-transport-security"]));
    }
    const framed = await fetch(`${base}/framed`);
    expect(framed.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(framed.headers.get("x-request-id")).toBe("req-1");
    expect(framed.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("keeps a CSP a handler set on Node's response before the answer's headers, once", async () => {
    const own = createServer({ ServerResponse: EdgeResponse }, (_req, res) => {
      (res as EdgeResponse).requestId = "req-2";
      res.setHeader("Content-Security-Policy", "default-src 'self'");
      res.setHeader("X-Request-Id", "set-early");
      res.writeHead(200, { "Content-Type": "text/html" }).end("<p>own</p>");
    });
    await new Promise<void>((r) => own.listen(0, "127.0.0.1", r));
    const res = await fetch(`http://127.0.0.1:${(own.address() as AddressInfo).port}/`);
    own.close();
    expect(res.headers.get("content-security-policy")).toBe("default-src 'self'");
    expect(res.headers.get("x-request-id")).toBe("req-2");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
  });
});
