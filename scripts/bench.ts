import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import autocannon from "autocannon";
import pg from "pg";
import { buildIfStale } from "./build-if-stale.ts";
import { growCatalog } from "./bench-data.ts";

/**
 * `npm run bench`: production build on PostgreSQL with 10,000 products, measured with autocannon.
 * BENCH_DATABASE_URL (default: a fresh `boxyard_bench` database on the local server) and BENCH_SECONDS
 * (default 10) can be set. Prints req/s, p50 and p99 per route and writes bench-results/<date>.json.
 */
const adminUrl = process.env.BENCH_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 3900);
const base = `http://127.0.0.1:${port}`;

async function freshDatabase(): Promise<string> {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query("drop database if exists boxyard_bench with (force)");
  await admin.query("create database boxyard_bench");
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = "/boxyard_bench";
  return url.toString();
}

async function waitForHealth() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/v1/health`)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("server did not start");
}

type Row = { name: string; path: string; mode: string; reqPerSec: number; p50: number; p99: number; errors: number; non2xx: number };

async function measure(name: string, path: string, opts: { rate?: number } = {}): Promise<Row> {
  await new Promise((r) => setTimeout(r, 2000)); // let the previous run's backlog drain
  const result = await autocannon({
    url: base + path,
    connections: opts.rate ? 20 : 50,
    duration: seconds,
    ...(opts.rate ? { overallRate: opts.rate } : {}),
  });
  return {
    name,
    path,
    mode: opts.rate ? `${opts.rate} req/s` : "max",
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

buildIfStale();
const databaseUrl = await freshDatabase();
const server = spawn("node", ["server/index.ts"], {
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATABASE_URL: databaseUrl, SEED_DEMO: "true", LOG_LEVEL: "warn", DATA_DIR: "./data-bench", REDIS_URL: "" },
  stdio: "inherit",
});
try {
  await waitForHealth();
  await growCatalog(databaseUrl, 10_000);
  const list = (await (await fetch(`${base}/v1/products/products?limit=1`)).json()) as { data: { products: { id: string }[]; pagination: { totalProducts: number } } };
  const id = list.data.products[0].id;
  console.log(`catalog: ${list.data.pagination.totalProducts} products`);
  // Warm up caches and the JIT before measuring.
  await autocannon({ url: `${base}/v1/products/products?limit=7`, connections: 10, duration: 3 });
  await autocannon({ url: `${base}/product/${id}`, connections: 10, duration: 3 });
  const rows: Row[] = [];
  rows.push(await measure("trivial route", "/v1/ping"));
  rows.push(await measure("product list", "/v1/products/products?page=1&limit=7"));
  rows.push(await measure("product list, filtered", "/v1/products/products?page=3&limit=7&category=containers&size=40ft&sort=price_asc"));
  rows.push(await measure("product list, search", "/v1/products/products?page=1&limit=7&search=hicube"));
  rows.push(await measure("product detail", `/v1/products/${id}`));
  // Fixed-rate runs before the saturating SSR run, so its backlog does not spill into their p99.
  rows.push(await measure("product list", "/v1/products/products?page=1&limit=7", { rate: 500 }));
  rows.push(await measure("SSR product page", `/product/${id}`, { rate: 200 }));
  rows.push(await measure("SSR product page", `/product/${id}`));
  console.table(rows.map((r) => ({ route: r.name, mode: r.mode, "req/s": r.reqPerSec, "p50 ms": r.p50, "p99 ms": r.p99, errors: r.errors + r.non2xx })));
  const ratio = rows[1].reqPerSec / rows[0].reqPerSec;
  const [listAt500, ssrAt200] = [rows[5], rows[6]];
  const targets = {
    listVsTrivial: { value: Number(ratio.toFixed(2)), target: ">= 0.5", met: ratio >= 0.5 },
    listP99At500: { value: listAt500.p99, target: "< 50 ms", met: listAt500.p99 < 50 },
    ssrP99At200: { value: ssrAt200.p99, target: "< 50 ms", met: ssrAt200.p99 < 50 },
  };
  console.log(`product list / trivial route: ${(ratio * 100).toFixed(0)} %`);
  console.log(targets);
  mkdirSync("bench-results", { recursive: true });
  const file = `bench-results/bench-${new Date().toISOString().replace(/[:.]/g, "-")}.json`;
  writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), seconds, products: list.data.pagination.totalProducts, rows, targets }, null, 2));
  console.log(`written ${file}`);
} finally {
  server.kill();
}
