import { Counter, Histogram, Registry } from "prom-client";
import { describe, expect, it } from "vitest";
import { requestSeries } from "./request-series.ts";

/** The same answers through prom-client's own Counter and Histogram, as metrics.ts counted them before (ADR 061). */
function promClientRegistry(answers: [string, string, number, number][]) {
  const registry = new Registry();
  const requests = new Counter({ name: "boxyard_http_requests_total", help: "HTTP requests answered, by method, route pattern and status", labelNames: ["method", "route", "status"], registers: [registry] });
  const duration = new Histogram({ name: "boxyard_http_request_duration_seconds", help: "Time to the response headers, by method and route pattern", labelNames: ["method", "route"], buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10], registers: [registry] });
  for (const [method, route, status, seconds] of answers) {
    requests.labels(method, route, String(status)).inc();
    duration.labels(method, route).observe(seconds);
  }
  return registry;
}

const answers: [string, string, number, number][] = [
  ["GET", "/v1/ping", 200, 0.0004],
  ["GET", "/v1/ping", 200, 0.005],
  ["GET", "/v1/products/:id", 404, 0.03],
  ["GET", "/v1/products/:id", 200, 0.7],
  ["POST", "/v1/user/cart", 400, 12],
  ["GET", "/*", 200, 2.5],
  ["GET", "/v1/ping", 503, 0.0101],
];

describe("request series", () => {
  it("scrape as prom-client's Counter and Histogram would give the same answers, in both text formats", async () => {
    for (const contentType of [Registry.PROMETHEUS_CONTENT_TYPE, Registry.OPENMETRICS_CONTENT_TYPE] as const) {
      const ours = new Registry();
      const observe = requestSeries(ours);
      for (const [method, route, status, seconds] of answers) observe(method, route, status, seconds);
      const theirs = promClientRegistry(answers);
      // Typed for the registry's default format only.
      ours.setContentType(contentType as never);
      theirs.setContentType(contentType as never);
      expect(await ours.metrics()).toBe(await theirs.metrics());
    }
    const ours = new Registry();
    requestSeries(ours)("GET", "/v1/ping", 200, 0.3);
    expect(await ours.metrics()).toMatch(/^boxyard_http_request_duration_seconds_bucket\{le="0\.5",method="GET",route="\/v1\/ping"\} 1$/m);
  });

  it("as JSON too, and a reset starts from zero", async () => {
    const ours = new Registry();
    const observe = requestSeries(ours);
    for (const [method, route, status, seconds] of answers) observe(method, route, status, seconds);
    // prom-client gives each line an empty `exemplar` (null or undefined); there are none here.
    const withoutExemplars = (metrics: object) => JSON.parse(JSON.stringify(metrics, (key, value) => (key === "exemplar" ? undefined : value)));
    expect(withoutExemplars(await ours.getMetricsAsJSON())).toEqual(withoutExemplars(await promClientRegistry(answers).getMetricsAsJSON()));
    ours.resetMetrics();
    expect(await ours.metrics()).not.toContain("route=");
  });
});
