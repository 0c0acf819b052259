import { execSync, spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import autocannon from "autocannon";
import pg from "pg";
import { buildIfStale } from "./build-if-stale.ts";
import { growCatalog } from "./bench-data.ts";
import { seedAdminData } from "./bench-admin-data.ts";
import { production } from "./bench/processes.ts";

/**
 * `npm run bench -- --admin`: the admin's list and figure endpoints on a big shop (issue 22): 10,000
 * products, 50,000 customers, 100,000 orders with lines, invoices and payments, 200,000 visits, on the
 * production build and PostgreSQL. Each endpoint the admin screens call is measured with autocannon at
 * BENCH_ADMIN_CONNECTIONS (default 10) for BENCH_SECONDS (default 10); the target is p99 ≤ 100 ms.
 * Uses its own database (BENCH_ADMIN_DATABASE default `boxyard_bench_admin`) so it never meets `npm run bench`.
 * BENCH_ADMIN_REUSE=1 keeps an already seeded database (re-running after a code change skips the minute of seeding).
 * BENCH_CPU_PROF=<dir> profiles the server; BENCH_ADMIN_DATA_DIR (default ./data-bench-admin) is its DATA_DIR.
 * BENCH_ADMIN_ONLY=<text> measures only the rows whose name contains it.
 * BENCH_ADMIN_PLAIN_LISTS=1 also measures the plain 1,000-row lists that clients without `page` still get.
 */
const adminUrl = process.env.BENCH_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const dbName = process.env.BENCH_ADMIN_DATABASE ?? "boxyard_bench_admin";
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_ADMIN_CONNECTIONS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 3900);
const reuse = process.env.BENCH_ADMIN_REUSE === "1";
const base = `http://127.0.0.1:${port}`;
const TARGET_P99_MS = 100;
const SIZE = { products: 10_000, customers: 50_000, orders: 100_000, visits: 200_000 };

async function database(): Promise<{ url: string; seeded: boolean }> {
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = (await admin.query("select 1 from pg_database where datname = $1", [dbName])).rowCount === 1;
    if (reuse && exists) return { url: url.toString(), seeded: true };
    await admin.query(`drop database if exists "${dbName}" with (force)`);
    await admin.query(`create database "${dbName}"`);
    return { url: url.toString(), seeded: false };
  } finally {
    await admin.end();
  }
}

/** Up to ten minutes: on a reused database the server first builds any new indexes (migrations). */
async function waitForHealth() {
  for (let i = 0; i < 2400; i++) {
    try {
      if ((await fetch(`${base}/v1/health`)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("server did not start");
}

type Row = { name: string; path: string; reqPerSec: number; p50: number; p99: number; bytes: number; errors: number; cpuMs: number; met: boolean };

/**
 * CPU time (ms) used so far by the server and by the PostgreSQL backends serving this database. Latency on a
 * shared machine depends on what else runs; CPU per request does much less, so it is printed alongside.
 */
const ticksPerSecond = Number(execSync("getconf CLK_TCK").toString().trim()) || 100;
function cpuMs(pids: number[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
      out.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond); // utime, stime
    } catch {
      /* ended */
    }
  }
  return out;
}
async function servingPids(serverPid: number): Promise<number[]> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const { rows } = await client.query<{ pid: number }>("select pid from pg_stat_activity where datname = $1", [dbName]);
  await client.end();
  return [serverPid, ...rows.map((r) => r.pid)];
}

/** CPU ms a second the server and its backends use with no requests (job polling, jobs working the seeded data). */
async function idleCpuPerSecond(serverPid: number): Promise<number> {
  const before = cpuMs(await servingPids(serverPid));
  await new Promise((r) => setTimeout(r, 5000));
  const after = cpuMs([...before.keys(), ...(await servingPids(serverPid))]);
  return [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0) / 5;
}

async function measure(name: string, path: string, token: string, serverPid: number, idlePerSecond: number): Promise<Row> {
  const headers = { authorization: `Bearer ${token}` };
  const first = await fetch(base + path, { headers });
  if (!first.ok) throw new Error(`${path}: ${first.status} ${await first.text()}`);
  const bytes = (await first.arrayBuffer()).byteLength;
  const run = (duration: number) => autocannon({ url: base + path, connections, duration, headers });
  await run(2); // warm, not counted
  const before = cpuMs(await servingPids(serverPid));
  const started = performance.now();
  const r = await run(seconds);
  const elapsed = (performance.now() - started) / 1000;
  const after = cpuMs([...before.keys(), ...(await servingPids(serverPid))]);
  // What the server uses anyway in that time is not the requests' cost.
  const used = [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0) - idlePerSecond * elapsed;
  const errors = r.errors + r.timeouts + r.non2xx;
  // Requests autocannon gave up on (10 s) are not in its latencies: any error fails the row.
  return {
    name, path, reqPerSec: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, bytes, errors,
    // With every request timed out there is no per-request figure.
    cpuMs: r["2xx"] ? Number((Math.max(0, used) / r["2xx"]).toFixed(1)) : Number.NaN, met: errors === 0 && r.latency.p99 <= TARGET_P99_MS,
  };
}

/** Search terms a person would type, taken from the seeded data: an e-mail, part of an order id, a name. */
async function searchTerms(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ email: string; name: string; order_id: string; invoice: string }>(
      `select u.email, u.full_name name, o.id::text order_id, i.invoice_number invoice
       from orders o join users u on u.id = o.user_id join invoices i on i.order_id = o.id
       where u.password_hash = 'bench-no-login' order by o.created_at limit 1 offset 5000`,
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

buildIfStale();
const db = await database();
// As `npm start` runs it (young-generation cap, ADR 041; glibc settings, ADR 047 and 063); BENCH_CPU_PROF=<dir> writes a V8 CPU profile there on exit.
const profile = process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
const server = spawn("node", [...production.nodeFlags, ...profile, "server/index.ts"], {
  env: { ...process.env, ...production.env, PORT: String(port), HOST: "127.0.0.1", DATABASE_URL: db.url, SEED_DEMO: "true", LOG_LEVEL: "warn", DATA_DIR: process.env.BENCH_ADMIN_DATA_DIR ?? "./data-bench-admin", REDIS_URL: "" },
  stdio: "inherit",
});
try {
  await waitForHealth();
  if (!db.seeded) {
    const t = performance.now();
    console.log("seeding the admin bench data…");
    await growCatalog(db.url, SIZE.products);
    await seedAdminData(db.url, SIZE);
    console.log(`seeded in ${Math.round((performance.now() - t) / 1000)} s`);
  }
  const login = await fetch(`${base}/v1/user/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "admin@boxyard.local", password: "Boxyard-admin-2026" }) });
  if (!login.ok) throw new Error(`admin login: ${login.status} ${await login.text()}`);
  const token = ((await login.json()) as { data: { token?: string } }).data.token;
  if (!token) throw new Error("admin login asked for a second factor: the bench expects the demo admin without 2FA");
  const t = await searchTerms(db.url);
  const q = (s: string) => encodeURIComponent(s);
  const page = (n: number) => `page=${n}&limit=10`;
  const plan: [string, string][] = [
    ["dashboard", "/v1/admin/dashboard"],
    ["quick stats", "/v1/admin/dashboard/quick-stats"],
    // The orders and invoices screens ask the server for one page of 10 (docs/decisions/042), as these do.
    ["orders list: page 1", `/v1/admin/orders?${page(1)}`],
    ["orders list: page 500", `/v1/admin/orders?${page(500)}`],
    ["orders search: e-mail", `/v1/admin/orders?search=${q(t.email)}&${page(1)}`],
    ["orders search: order number", `/v1/admin/orders?search=${q(t.order_id.slice(0, 8))}&${page(1)}`],
    ["orders search: name", `/v1/admin/orders?search=${q(t.name)}&${page(1)}`],
    ["invoices list: page 1", `/v1/admin/invoices?${page(1)}`],
    ["invoices search: number", `/v1/admin/invoices?search=${q(t.invoice)}&${page(1)}`],
    ...(process.env.BENCH_ADMIN_PLAIN_LISTS === "1"
      ? ([["orders plain list (1,000)", "/v1/admin/orders"], ["invoices plain list (1,000)", "/v1/admin/invoices"]] as [string, string][])
      : []),
    ["users list", "/v1/admin/users"],
    ["users search: name", `/v1/admin/users?search=${q(t.name.split(" ")[1])}`],
    ["users search: e-mail", `/v1/admin/users?search=${q(t.email)}`],
  ];
  const idle = await idleCpuPerSecond(server.pid!);
  console.log(`idle: ${idle.toFixed(1)} ms of CPU a second (subtracted from each run)`);
  const rows: Row[] = [];
  const only = process.env.BENCH_ADMIN_ONLY;
  for (const [name, path] of plan.filter(([n]) => !only || only.split(",").some((o) => n.includes(o)))) {
    rows.push(await measure(name, path, token, server.pid!, idle));
    console.log(`  ${name}: p50 ${rows.at(-1)!.p50} ms, p99 ${rows.at(-1)!.p99} ms, ${rows.at(-1)!.cpuMs} ms CPU a request (load average ${loadavg()[0].toFixed(1)})`);
  }
  console.log(`\nload average ${loadavg().map((l) => l.toFixed(1)).join(" ")} on ${cpus().length} cores (other work on the machine lengthens every latency)`);
  console.log(`admin at scale (${SIZE.products} products, ${SIZE.customers} customers, ${SIZE.orders} orders, ${SIZE.visits} visits; ${connections} connections, ${seconds} s)`);
  console.table(rows.map((r) => ({ endpoint: r.name, "req/s": r.reqPerSec, "p50 ms": r.p50, "p99 ms": r.p99, KiB: Math.round(r.bytes / 1024), "CPU ms/req": r.cpuMs, errors: r.errors, [`p99 ≤ ${TARGET_P99_MS} ms`]: r.met ? "yes" : "NO" })));
  console.log(`${rows.filter((r) => r.met).length}/${rows.length} endpoints meet p99 ≤ ${TARGET_P99_MS} ms`);
  mkdirSync("bench-results", { recursive: true });
  const file = `bench-results/bench-admin-${new Date().toISOString().replace(/[:.]/g, "-")}.json`;
  writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), seconds, connections, loadAverage: loadavg(), idleCpuMsPerSecond: idle, size: SIZE, rows }, null, 2));
  console.log(`written ${file}`);
} finally {
  server.kill();
}
