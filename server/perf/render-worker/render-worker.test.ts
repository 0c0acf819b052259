import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { releaseRenderedHtml, renderedHtmlOf } from "../../../contract/shared-page.ts";
import { createHttpApp } from "../../http.ts";
import { type TestApp, createTestApp } from "../../test/harness.ts";
import { type RenderValues, createRenderWorkers } from "./host.ts";

/**
 * Pages rendered on a worker thread (ADR 060) answer as they would on the main thread: a whole page's bytes beside
 * its Response, a streamed body in order, loaders' API calls answered by the main thread, errors reported with the
 * page, aborts reaching the loader, and a thread that dies replaced by the next render.
 */
const buildFile = fileURLToPath(new URL("./fixture-build.ts", import.meta.url));

function valuesFor(api: Record<string, unknown> = {}) {
  const calls: { path: string; method: string }[] = [];
  const reported: unknown[] = [];
  let called: (path: string) => void = () => {};
  const nextCall = new Promise<string>((resolve) => (called = resolve));
  const values: RenderValues = {
    apiFetch: async (path, init) => {
      calls.push({ path, method: init?.method ?? "GET" });
      called(path);
      return Response.json(api[path] ?? { missing: path });
    },
    nonce: "n0nce-for-this-page",
    publicUrl: "http://shop.test",
    reportError: (error) => reported.push(error),
  };
  return { values, calls, reported, nextCall };
}

describe("render workers", () => {
  const exits: unknown[] = [];
  const workers = createRenderWorkers({ buildFile, mode: "production", threads: 1, onExit: (error) => exits.push(error) });
  afterAll(() => workers.close());

  it("answer a whole page as bytes beside the Response, with the loader's API answer from this thread", async () => {
    const { values, calls } = valuesFor({ "/v1/ping": { pong: true } });
    const response = await workers.render(new Request("http://shop.test/whole"), values);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = renderedHtmlOf(response)!.toString();
    expect(html).toContain('nonce="n0nce-for-this-page"');
    expect(JSON.parse(html.slice(html.indexOf(">") + 1, -"</html>".length))).toEqual({ leaf: "whole", status: 200, loaderData: { whole: { pong: true } } });
    expect(calls).toEqual([{ path: "/v1/ping", method: "GET" }]);
  });

  it("give a page's pooled buffer back to the render thread once released, with the next render (ADR 064)", async () => {
    const page = async () => {
      const response = await workers.render(new Request("http://shop.test/pooled"), valuesFor().values);
      const html = renderedHtmlOf(response)!;
      const { idle } = JSON.parse(html.toString().slice(html.indexOf(">") + 1, -"</html>".length)) as { idle: number };
      return { response, html, idle };
    };
    const first = await page();
    expect(first.html.buffer.byteLength).toBeGreaterThanOrEqual(first.html.length); // the whole pooled buffer came over
    const second = await page(); // nothing released yet: nothing to reuse
    expect(second.idle).toBe(0);
    releaseRenderedHtml(first.response);
    releaseRenderedHtml(first.response); // once only
    const third = await page();
    expect(third.idle).toBe(1);
    expect(first.html.buffer.byteLength).toBe(0); // gone back: this thread can no longer read it
    expect(second.html.toString()).toContain('"leaf":"pooled"'); // one not released stays as it was
  });

  it("stream any other body in its order", async () => {
    const response = await workers.render(new Request("http://shop.test/streamed"), valuesFor().values);
    expect(renderedHtmlOf(response)).toBeUndefined();
    expect(await response.text()).toBe("<p>one</p><p>two</p><p>three</p>");
  });

  it("answer a client navigation's data request", async () => {
    const response = await workers.render(new Request("http://shop.test/whole.data"), valuesFor({ "/v1/ping": { pong: "from data" } }).values);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("from data");
  });

  it("report a loader's error with the page that failed", async () => {
    const { values, reported } = valuesFor();
    const response = await workers.render(new Request("http://shop.test/broken"), values);
    expect(response.status).toBe(500);
    expect(reported).toHaveLength(1);
    expect((reported[0] as Error).message).toBe("the loader broke");
  });

  it("abort the worker's request when the client leaves", async () => {
    const { values, nextCall } = valuesFor();
    const client = new AbortController();
    void workers.render(new Request("http://shop.test/waits", { signal: client.signal }), values).catch(() => {});
    await new Promise((r) => setTimeout(r, 50));
    client.abort();
    expect(await nextCall).toBe("/v1/aborted");
  });

  it("close without reporting their threads as dead, failing a render still in flight", async () => {
    const closing = createRenderWorkers({ buildFile, mode: "production", threads: 1, onExit: (error) => exits.push(error) });
    const inFlight = closing.render(new Request("http://shop.test/waits"), valuesFor().values).catch((error: Error) => error.message);
    await new Promise((r) => setTimeout(r, 50));
    await closing.close();
    expect(await inFlight).toBe("the server is closing");
    expect(exits).toEqual([]);
  });

  it("fail the renders of a thread that dies and start a new one for the next", async () => {
    await expect(workers.render(new Request("http://shop.test/exits"), valuesFor().values)).rejects.toThrow(/exit code 3/);
    expect(exits).toHaveLength(1);
    const response = await workers.render(new Request("http://shop.test/whole"), valuesFor({ "/v1/ping": { pong: 2 } }).values);
    expect(response.status).toBe(200);
    expect(renderedHtmlOf(response)!.toString()).toContain('{"pong":2}');
  });
});

describe("pages on a render thread through the HTTP server", () => {
  const lines: string[] = [];
  let t: TestApp;
  let http: ReturnType<typeof createHttpApp>;
  beforeAll(async () => {
    t = await createTestApp({ log: { write: (line) => lines.push(line) } });
    http = createHttpApp({ deps: t.deps, pages: { buildFile, threads: 1, clientDir: mkdtempSync(join(tmpdir(), "bx-client-")) } });
  });
  afterAll(async () => {
    await http.close();
    await t.close();
  });

  it("a page's loader reaches the real API, and its nonce is the one in the page's CSP", async () => {
    const res = await http.request("/whole");
    expect(res.status).toBe(200);
    const html = await res.text();
    const nonce = /nonce="([^"]+)"/.exec(html)![1];
    expect(res.headers.get("content-security-policy")).toContain(`'nonce-${nonce}'`);
    expect(html).toContain('"whole":{"success":true');
  });

  it("a loader's error is logged with the page's request id and answers 500", async () => {
    const res = await http.request("/broken");
    expect(res.status).toBe(500);
    const id = res.headers.get("x-request-id");
    const logged = lines.map((line) => JSON.parse(line)).find((l) => String(l.msg).startsWith("[pages] GET /broken failed"));
    expect(logged?.msg).toBe(`[pages] GET /broken failed (request ${id})`);
    expect(JSON.stringify(logged)).toContain("the loader broke");
  });
});
