import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpApp } from "../http.ts";
import { createLogger } from "../lib/logger.ts";
import { loggablePath } from "../lib/observability/request-log.ts";
import { type TestApp, createTestApp } from "../test/harness.ts";

const lines: string[] = [];
let t: TestApp;
let http: ReturnType<typeof createHttpApp>;
beforeAll(async () => {
  // Mail is written to the log (no SMTP), as on a machine without a mail server.
  t = await createTestApp({ log: { write: (line) => lines.push(line) }, env: { NODE_ENV: "development", MAIL_LOG_LINKS: "true" } });
  http = createHttpApp({ deps: t.deps });
});
afterAll(() => t.close());

/** Every captured chunk is exactly one line holding one JSON object. */
function parsedLines(): Record<string, any>[] {
  const text = lines.join("");
  expect(text.endsWith("\n")).toBe(true);
  return text.slice(0, -1).split("\n").map((line) => {
    const value = JSON.parse(line);
    expect(value).toBeTypeOf("object");
    expect(Array.isArray(value)).toBe(false);
    return value;
  });
}

const FORGED = `Mallory\r\n[2026-11-23T10:00:00.000Z] ERROR payment provider breached, call +1 555 0100\n{"level":"error","msg":"forged"}`;

describe("structured logs (issue 14, finding 7: log injection)", () => {
  it("a quote whose name holds CR/LF and a fake log line cannot forge a line: every line is one JSON object", async () => {
    lines.length = 0;
    const res = await http.request("/v1/quotes", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: FORGED, email: "mallory@example.com", zip: "33101", message: "Line one\r\nERROR line two" }),
    });
    expect(res.status).toBe(201);
    const logged = parsedLines();
    expect(logged.filter((l) => l.msg === "forged")).toEqual([]);
    expect(logged.filter((l) => l.level === "error")).toEqual([]);
    // Where the name is logged (the mail text, without SMTP) it stays inside its line's message, CR/LF and all.
    const withName = logged.filter((x) => JSON.stringify(x).includes("Mallory"));
    for (const l of withName) expect(l.msg).toContain(FORGED);
    const request = logged.find((l) => l.msg === "request");
    expect(request).toMatchObject({ level: "info", method: "POST", path: "/v1/quotes", route: "/v1/quotes", status: 201, requestId: res.headers.get("x-request-id") });
    expect(request!.durationMs).toBeTypeOf("number");
  });

  it("the logger keeps any message on one line and an error's stack inside it", () => {
    const out: string[] = [];
    const logger = createLogger("debug", { write: (l) => out.push(l) });
    logger.warn(FORGED);
    logger.error("boom", new Error("bad\nthing"));
    logger.info("fields", { orderId: "o1", note: "a\rb" });
    logger.debug("plain extra", 42);
    expect(out).toHaveLength(4);
    for (const line of out) expect(line.indexOf("\n")).toBe(line.length - 1);
    const [warn, error, info, debug] = out.map((l) => JSON.parse(l));
    expect(warn).toMatchObject({ level: "warn", msg: FORGED });
    expect(warn.time).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(error).toMatchObject({ level: "error", msg: "boom", err: { type: "Error", message: "bad\nthing" } });
    expect(error.err.stack).toContain("bad\nthing");
    expect(info).toMatchObject({ level: "info", msg: "fields", orderId: "o1", note: "a\rb" });
    expect(debug).toMatchObject({ detail: 42 });
  });

  it("stays quiet below LOG_LEVEL", () => {
    const out: string[] = [];
    const logger = createLogger("warn", { write: (l) => out.push(l) });
    logger.debug("d");
    logger.info("i");
    logger.warn("w");
    expect(out.map((l) => JSON.parse(l).msg)).toEqual(["w"]);
    const silent: string[] = [];
    createLogger("silent", { write: (l) => silent.push(l) }).error("e");
    expect(silent).toEqual([]);
  });
});

describe("request ids and request lines", () => {
  it("every answer carries an X-Request-Id, also 404s, refusals and media; one line per request with it", async () => {
    lines.length = 0;
    // /metrics as a proxy forwards a caller from outside: refused without the token.
    const outside = { "X-Forwarded-For": "198.51.100.7" };
    const answers = await Promise.all(["/v1/health", "/v1/nowhere", "/metrics", "/media/uploads/none-480.webp"].map((p) => http.request(p, { headers: outside })));
    expect(answers.map((r) => r.status)).toEqual([200, 404, 401, 404]);
    const ids = answers.map((r) => r.headers.get("x-request-id"));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(4);
    const requests = parsedLines().filter((l) => l.msg === "request");
    expect(requests.map((l) => l.requestId).sort()).toEqual([...ids].sort());
    expect(requests.find((l) => l.path === "/v1/nowhere")).toMatchObject({ method: "GET", status: 404 });
  });

  it("keeps a load balancer's plain request id and replaces one that is not", async () => {
    expect((await http.request("/v1/ping", { headers: { "X-Request-Id": "lb-7f3a.91:2" } })).headers.get("x-request-id")).toBe("lb-7f3a.91:2");
    const bad = (await http.request("/v1/ping", { headers: { "X-Request-Id": `x y ${"z".repeat(200)}` } })).headers.get("x-request-id");
    expect(bad).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("the API app on its own (as page loaders and tests call it) answers with a request id too", async () => {
    expect((await t.app.request("/ping", { headers: { "X-Request-Id": "trace-1" } })).headers.get("x-request-id")).toBe("trace-1");
    expect((await t.app.request("/ping")).headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("keeps secret-looking path segments (reset tokens) out of the log, not ids", () => {
    const token = "Qm9ndXMtdG9rZW4tdGhhdC1pcy1sb25nLWVub3VnaC0xMjM0";
    expect(loggablePath(`/v1/user/password/verify-token/${token}`)).toBe("/v1/user/password/verify-token/[redacted]");
    expect(loggablePath("/v1/products/0b5e3c1a-6f1e-4c57-9e64-2a3f8d0c9b11")).toBe("/v1/products/0b5e3c1a-6f1e-4c57-9e64-2a3f8d0c9b11");
  });
});
