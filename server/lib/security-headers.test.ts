import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageContentSecurityPolicy, withSecurityHeaders } from "./security-headers.ts";

const app = new Hono()
  .get("/json", (c) => c.json({ ok: true }))
  .get("/page", (c) => c.html("<p>hi</p>", 200, { "Content-Security-Policy": pageContentSecurityPolicy("abc") }))
  .get("/boom", () => {
    throw new Error("boom");
  });
const server = createServer(withSecurityHeaders(getRequestListener(app.fetch)));
let base = "";
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe("withSecurityHeaders", () => {
  it("puts every security header on JSON and error answers, with the deny-all CSP", async () => {
    for (const path of ["/json", "/boom", "/missing"]) {
      const res = await fetch(base + path);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("strict-transport-security")).toContain("max-age=");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
      expect(res.headers.get("permissions-policy")).toContain("camera=()");
      expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });

  it("lets a page replace the CSP with its nonce policy, once", async () => {
    const res = await fetch(`${base}/page`);
    expect(res.headers.get("content-security-policy")).toContain("'nonce-abc'");
    expect(res.headers.get("content-security-policy")).not.toContain("default-src 'none'");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
  });
});
