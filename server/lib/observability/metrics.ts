import { Gauge, Registry, collectDefaultMetrics } from "prom-client";
import { requestSeries } from "./request-series.ts";

/**
 * Adds metrics to the app's registry: called once when the registry is made. Gauges that read their value
 * when scraped (`collect`) fit best: the job queue depth, the mail outbox backlog, the database pool.
 */
export type MetricsCollector = (registry: Registry) => void;

export type Metrics = {
  registry: Registry;
  /** One answered request: `route` is the matched pattern (`/v1/products/:id`), never the raw path. */
  observeRequest: (method: string, route: string, status: number, seconds: number) => void;
};

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** A registry per app (no prom-client global), so two apps in one process (tests, replicas) never collide. */
export function createMetrics(collectors: MetricsCollector[] = []): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "boxyard_" });
  const observe = requestSeries(registry);
  for (const collect of collectors) collect(registry);
  return {
    registry,
    observeRequest(method, route, status, seconds) {
      // Labels are bounded: an invented method would otherwise make a new series per request.
      observe(METHODS.has(method) ? method : "OTHER", route, status, seconds);
    },
  };
}

export type PoolStats = { total: number; idle: number; waiting: number };

/** The PostgreSQL connection pool's size, idle and waiting clients (PGlite has no pool: nothing is added). */
export function databasePoolCollector(stats: (() => PoolStats) | undefined): MetricsCollector {
  return (registry) => {
    if (!stats) return;
    const gauge = (name: string, help: string, read: (s: PoolStats) => number) =>
      new Gauge({ name, help, registers: [registry], collect() { this.set(read(stats())); } });
    gauge("boxyard_db_pool_connections", "Open connections in the PostgreSQL pool", (s) => s.total);
    gauge("boxyard_db_pool_idle_connections", "Idle connections in the PostgreSQL pool", (s) => s.idle);
    gauge("boxyard_db_pool_waiting_requests", "Queries waiting for a free connection", (s) => s.waiting);
  };
}

type QueueFigures = {
  queues: { name: string; queued: number; active: number; failed: number }[];
  dead: number;
  outbox: { backlog: number; dead: number };
};

/** Job queue depth and failures and the mail outbox backlog, read when Prometheus scrapes (one read per scrape). */
export function jobQueueCollector(read: () => Promise<QueueFigures>): MetricsCollector {
  return (registry) => {
    let scrape: Promise<QueueFigures> | null = null;
    // The gauges of one scrape share one read; the next scrape reads again.
    const figures = () => (scrape ??= read().finally(() => setTimeout(() => (scrape = null), 0)));
    const perQueue = (name: string, help: string, pick: (q: QueueFigures["queues"][number]) => number) =>
      new Gauge({
        name, help, labelNames: ["queue"], registers: [registry],
        async collect() {
          this.reset();
          for (const q of (await figures()).queues) this.set({ queue: q.name }, pick(q));
        },
      });
    perQueue("boxyard_jobs_queued", "Jobs waiting to run, by queue", (q) => q.queued);
    perQueue("boxyard_jobs_active", "Jobs running now, by queue", (q) => q.active);
    perQueue("boxyard_jobs_failed", "Jobs that failed and wait for a retry, by queue", (q) => q.failed);
    const single = (name: string, help: string, pick: (f: QueueFigures) => number) =>
      new Gauge({ name, help, registers: [registry], async collect() { this.set(pick(await figures())); } });
    single("boxyard_jobs_dead", "Jobs whose retries are used up (dead-letter queue)", (f) => f.dead);
    single("boxyard_outbox_backlog", "Mails not delivered yet (queued, sending or waiting for a retry)", (f) => f.outbox.backlog);
    single("boxyard_outbox_dead", "Mails given up on after their last retry (Retry in Admin → Operations)", (f) => f.outbox.dead);
  };
}
