import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { METHODS, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpApp } from "./http.ts";
import { type TestApp, createTestApp } from "./test/harness.ts";

/**
 * Every HTTP method Node knows, sent over a real socket to pages (rendered on a worker thread, as `npm start` does),
 * built assets, /v1 and /media: none may answer 5xx (issue 45, finding 9). TRACE on a page and PUT on an asset did.
 * `fetch` refuses to send TRACE, so these go through node:http. CONNECT is a tunnel request Node hands to a separate
 * event; with no listener Node closes the socket, so it has its own test.
 */
const buildFile = fileURLToPath(new URL("./perf/render-worker/fixture-build.ts", import.meta.url));
const EVERY_METHOD = METHODS.filter((m) => m !== "CONNECT");
const PATHS = ["/", "/whole", "/assets/app-abc.js", "/favicon.ico", "/v1/health", "/v1/products/products", "/v1/no/such", "/media/products/none.webp", "/metrics"];

let t: TestApp;
let http: ReturnType<typeof createHttpApp>;
let origin: string;
beforeAll(async () => {
  const clientDir = mkdtempSync(join(tmpdir(), "bx-methods-"));
  mkdirSync(join(clientDir, "assets"));
  writeFileSync(join(clientDir, "assets", "app-abc.js"), "export const app = 1;");
  writeFileSync(join(clientDir, "favicon.ico"), Buffer.alloc(64, 1));
  t = await createTestApp();
  http = createHttpApp({ deps: t.deps, pages: { buildFile, threads: 1, clientDir } });
  await new Promise<void>((resolve) => http.server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(http.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await http.close();
  await t.close();
});

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

function send(method: string, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(origin + path, { method, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

describe("every method on every kind of path", () => {
  it.each(PATHS)("%s: no method answers 5xx", async (path) => {
    const failed: string[] = [];
    for (const method of EVERY_METHOD) {
      const res = await send(method, path);
      if (res.status >= 500) failed.push(`${method} ${res.status}`);
    }
    expect(failed).toEqual([]);
  });

  it("CONNECT closes the connection without an answer, as Node does with no tunnel listener", async () => {
    await expect(send("CONNECT", "/")).rejects.toThrow();
  });
});

describe("a method a path does not take answers 405 with Allow", () => {
  it.each([
    ["TRACE", "/", "GET, HEAD, POST"],
    ["TRACE", "/whole", "GET, HEAD, POST"],
    ["PROPFIND", "/whole", "GET, HEAD, POST"],
    ["PUT", "/assets/app-abc.js", "GET, HEAD"],
    ["DELETE", "/assets/app-abc.js", "GET, HEAD"],
    ["PATCH", "/assets/app-abc.js", "GET, HEAD"],
    ["OPTIONS", "/assets/app-abc.js", "GET, HEAD"],
    ["PROPFIND", "/assets/app-abc.js", "GET, HEAD"],
    ["POST", "/favicon.ico", "GET, HEAD"],
    ["DELETE", "/media/products/none.webp", "GET, HEAD"],
    ["POST", "/metrics", "GET, HEAD"],
  ])("%s %s → 405, Allow: %s", async (method, path, allow) => {
    const res = await send(method, path);
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe(allow);
  });

  it.each(["TRACE", "PROPFIND", "OPTIONS"])("%s /v1/health → 405 in the JSON envelope with code method_not_allowed", async (method) => {
    const res = await send(method, "/v1/health");
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE");
    expect(JSON.parse(res.body)).toMatchObject({ success: false, status: "error", code: "method_not_allowed", data: null });
  });
});

describe("what the paths do take still works", () => {
  it.each(["/whole", "/assets/app-abc.js", "/favicon.ico", "/v1/health"])("GET and HEAD %s answer 200, HEAD without a body", async (path) => {
    const get = await send("GET", path);
    const head = await send("HEAD", path);
    expect(get.status).toBe(200);
    expect(head.status).toBe(200);
    expect(head.body).toBe("");
    expect(head.headers["content-type"]).toBe(get.headers["content-type"]);
  });

  it("a /v1 route with a method it does not declare stays the envelope 404 route_not_found", async () => {
    const res = await send("DELETE", "/v1/health");
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body).code).toBe("route_not_found");
  });
});
