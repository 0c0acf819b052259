import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as entry from "../app/entry.server.tsx";
import { openDatabase } from "../db/connect.ts";
import { createHttpApp } from "./http.ts";
import { isSaturationError } from "./lib/overload.ts";
import { type TestApp, createTestApp } from "./test/harness.ts";

/**
 * Issue 22's "HTTP 500 under saturation" (docs/decisions/041): the bench's uncached pages waited past the
 * client's timeout, the client hung up, React Router answered the aborted request with a bare 500 and nothing
 * said why. These drive the real page handler (server/http.ts + app/entry.server.tsx) with a one-route build
 * whose loader the test holds, so saturation, a client leaving and a failing loader happen on cue.
 */
type Loader = (args: { request: Request }) => Promise<unknown>;
let loader: Loader = async () => ({});

const build = {
  entry: { module: entry },
  routes: {
    root: { id: "root", path: "", module: { loader: (args: { request: Request }) => loader(args), default: () => "page" } },
    page: { id: "page", parentId: "root", path: "p/:id", module: { loader: (args: { request: Request }) => loader(args), default: () => "page" } },
  },
  assets: {
    entry: { module: "/entry.js", imports: [] },
    routes: {
      root: { id: "root", path: "", module: "/root.js", hasLoader: true, hasAction: false, hasClientLoader: false, hasClientAction: false, hasClientMiddleware: false, hasErrorBoundary: false, imports: [] },
      page: { id: "page", parentId: "root", path: "p/:id", module: "/page.js", hasLoader: true, hasAction: false, hasClientLoader: false, hasClientAction: false, hasClientMiddleware: false, hasErrorBoundary: false, imports: [] },
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

const lines: Record<string, any>[] = [];
let t: TestApp;
let http: ReturnType<typeof createHttpApp>;
beforeAll(async () => {
  t = await createTestApp({ log: { write: (line) => lines.push(JSON.parse(line)) } });
  const clientDir = mkdtempSync(join(tmpdir(), "bx-client-"));
  http = createHttpApp({ deps: t.deps, pages: { build, clientDir, renderGate: { concurrency: 2, maxQueued: 3, maxWaitMs: 5_000 } } });
});
afterAll(() => t.close());

/** A loader that waits until the test lets it go. */
function heldLoader() {
  let release: () => void = () => {};
  const released = new Promise<void>((r) => (release = r));
  let started = 0;
  const signals: AbortSignal[] = [];
  loader = async ({ request }) => {
    started++;
    signals.push(request.signal);
    await released;
    return {};
  };
  return { release, started: () => started, anyAborted: () => signals.some((s) => s.aborted) };
}

const tick = () => new Promise((r) => setTimeout(r, 20));
const requestLines = () => lines.filter((l) => l.msg === "request" && String(l.path).startsWith("/p/"));

describe("uncached pages under saturation", () => {
  it("refuses renders past the queue at once with 503, Retry-After and the code overloaded, never a 500", async () => {
    const held = heldLoader();
    const answers = Array.from({ length: 20 }, (_, i) => http.request(`/p/${i}`));
    // Two render, three wait; the other fifteen are refused without waiting for anything (each is its own
    // connection, so they arrive over a few milliseconds; none of the held ones can answer meanwhile).
    const refused: Response[] = [];
    for (const a of answers) void a.then((r) => refused.push(r));
    for (let waited = 0; refused.length < 15 && waited < 100; waited++) await tick();
    await tick();
    expect(refused).toHaveLength(15);
    for (const res of refused) {
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(res.headers.get("x-error-code")).toBe("overloaded");
    }
    held.release();
    const statuses = (await Promise.all(answers)).map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses).not.toContain(500);
  });

  it("logs a page whose client left while it rendered as 499, not as a 500 without a cause", async () => {
    const held = heldLoader();
    const client = new AbortController();
    const answer = http.request("/p/left", { signal: client.signal });
    while (held.started() < 2) await tick();
    client.abort();
    // The client left: its side of the exchange ends with the abort; the server's log says what happened.
    await expect(answer).rejects.toThrow();
    while (!held.anyAborted()) await tick(); // the server has seen the connection close
    held.release();
    while (!requestLines().some((l) => l.path === "/p/left")) await tick();
    const line = requestLines().findLast((l) => l.path === "/p/left");
    expect(line?.status).toBe(499);
    expect(line?.level).toBe("info");
    expect(requestLines().filter((l) => l.status === 500)).toEqual([]);
  });

  it("drops a waiting render whose client left, without running it", async () => {
    const held = heldLoader();
    const busy = [http.request("/p/busy-1"), http.request("/p/busy-2")];
    while (held.started() < 4) await tick();
    const client = new AbortController();
    const waiting = http.request("/p/gave-up", { signal: client.signal });
    await tick();
    client.abort();
    await expect(waiting).rejects.toThrow();
    while (!requestLines().some((l) => l.path === "/p/gave-up")) await tick();
    expect(requestLines().findLast((l) => l.path === "/p/gave-up")?.status).toBe(499);
    held.release();
    await Promise.all(busy);
    expect(held.started()).toBe(4); // root + page loaders of the two busy pages only
  });
});

describe("a failing page is logged with its cause", () => {
  it("logs the loader's error with the page's request id", async () => {
    loader = async () => {
      throw new Error("the catalog table went away");
    };
    const res = await http.request("/p/broken");
    expect(res.status).toBe(500);
    const id = res.headers.get("x-request-id");
    const failure = lines.find((l) => l.level === "error" && l.err?.message === "the catalog table went away");
    expect(failure?.msg).toContain(`request ${id}`);
    expect(requestLines().findLast((l) => l.path === "/p/broken")).toMatchObject({ status: 500, requestId: id });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("a saturated database pool (PostgreSQL)", () => {
  it("answers the API with 503 overloaded and Retry-After when no connection frees up in time", async () => {
    const url = (t.deps.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString;
    const small = await openDatabase({ databaseUrl: url, poolSize: 1, acquireTimeoutMs: 100 });
    const original = t.deps.db;
    // The pool's one connection is busy for a second (then() starts a Drizzle query; it is lazy otherwise).
    const holding = small.db.execute("select pg_sleep(1)").then(() => {});
    try {
      t.deps.db = small.db;
      const res = await t.send(t.api.products[":id"].$get({ param: { id: "00000000-0000-4000-8000-000000000000" } }));
      expect(res.status).toBe(503);
      expect(res.body.code).toBe("overloaded");
      expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
      await expect(small.db.execute("select 1").then(() => {})).rejects.toSatisfy(isSaturationError);
    } finally {
      t.deps.db = original;
      await holding;
      await small.close();
    }
  });
});
