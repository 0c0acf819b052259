import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { networkInterfaces } from "node:os";
import { Gauge } from "prom-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpApp } from "../http.ts";
import { jobStats } from "../jobs.ts";
import { databasePoolCollector, jobQueueCollector } from "../lib/observability/metrics.ts";
import { type TestApp, createTestApp } from "../test/harness.ts";

const TOKEN = "metrics-token-for-tests-0123456789";
let t: TestApp;
let http: ReturnType<typeof createHttpApp>;
let port = 0;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  // What the job queue and outbox will add: a gauge read at scrape time, injected through deps.
  t.deps.metricsCollectors = [
    (registry) => new Gauge({ name: "boxyard_test_jobs_waiting", help: "Jobs waiting (test)", registers: [registry], collect() { this.set(7); } }),
    databasePoolCollector(() => ({ total: 4, idle: 3, waiting: 0 })),
    jobQueueCollector(() => jobStats(t.deps)),
  ];
  http = createHttpApp({ deps: t.deps });
  await new Promise<void>((r) => http.server.listen(0, "0.0.0.0", r));
  port = (http.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await http.close();
  await t.close();
});

/** A scrape from outside, as a reverse proxy forwards it (`request` itself comes from loopback, which needs no token). */
const scrape = (headers: Record<string, string> = {}) => http.request("/metrics", { headers: { "X-Forwarded-For": "198.51.100.7", ...headers } });

describe("GET /metrics", () => {
  it("answers 401 without the token to a caller that is not on this machine, and to a wrong token", async () => {
    const none = await scrape();
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect(await none.text()).not.toContain("boxyard_");
    expect((await scrape({ Authorization: "Bearer not-the-token-000000000000" })).status).toBe(401);
    expect((await scrape({ Authorization: TOKEN })).status).toBe(401);
  });

  it("with the token: request counts and latency by route pattern (never the raw path), custom and pool gauges", async () => {
    const id = randomUUID();
    await http.request("/v1/ping");
    await http.request("/v1/ping");
    await http.request(`/v1/products/${id}`);
    const res = await scrape({ Authorization: `Bearer ${TOKEN}` });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toMatch(/^boxyard_http_requests_total\{method="GET",route="\/v1\/ping",status="200"\} 2$/m);
    expect(text).toMatch(/^boxyard_http_requests_total\{method="GET",route="\/v1\/products\/:id",status="404"\} 1$/m);
    expect(text).toMatch(/^boxyard_http_request_duration_seconds_bucket\{le="0\.5",method="GET",route="\/v1\/ping"\} 2$/m);
    expect(text).toMatch(/^boxyard_http_request_duration_seconds_count\{method="GET",route="\/v1\/products\/:id"\} 1$/m);
    expect(text).not.toContain(id);
    expect(text).toMatch(/^boxyard_test_jobs_waiting 7$/m);
    expect(text).toMatch(/^boxyard_db_pool_connections 4$/m);
    // The real job queue and outbox of this test's database (a fresh one: nothing waits, nothing is dead).
    expect(text).toMatch(/^boxyard_outbox_backlog \d+$/m);
    expect(text).toMatch(/^boxyard_outbox_dead 0$/m);
    expect(text).toMatch(/^boxyard_jobs_dead 0$/m);
    expect(text).toMatch(/^boxyard_db_pool_idle_connections 3$/m);
    expect(text).toMatch(/^boxyard_process_resident_memory_bytes \d+/m);
  });

  it("each app has its own registry: a second app in the same process starts from zero", async () => {
    const other = createHttpApp({ deps: { ...t.deps, metricsCollectors: [] } });
    const text = await (await other.request("/metrics")).text();
    expect(text).not.toContain('route="/v1/ping"');
    expect(text).not.toContain("boxyard_test_jobs_waiting");
  });

  it("a scrape from loopback needs no token, unless a proxy forwarded it from outside", async () => {
    const local = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(local.status).toBe(200);
    expect(await local.text()).toContain("boxyard_http_requests_total");
    expect((await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { "X-Forwarded-For": "198.51.100.7" } })).status).toBe(401);
    expect((await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { Forwarded: "for=198.51.100.7" } })).status).toBe(401);
    expect((await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { "X-Forwarded-For": "198.51.100.7", Authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)("on PostgreSQL the pool gauges read the real pool", async () => {
    const app = createHttpApp({ deps: { ...t.deps, metricsCollectors: [databasePoolCollector(t.poolStats)] } });
    const text = await (await app.request("/metrics", { headers: { Authorization: `Bearer ${TOKEN}` } })).text();
    const open = Number(/^boxyard_db_pool_connections (\d+)$/m.exec(text)?.[1]);
    expect(open).toBeGreaterThanOrEqual(1);
    expect(open).toBeLessThanOrEqual(5);
    expect(text).toMatch(/^boxyard_db_pool_waiting_requests 0$/m);
  });

  const external = Object.values(networkInterfaces()).flat().find((i) => i && i.family === "IPv4" && !i.internal)?.address;
  it.skipIf(!external)("a scrape over the network (a non-loopback address) gets 401 without the token, 200 with it", async () => {
    const url = `http://${external}:${port}/metrics`;
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
  });
});
