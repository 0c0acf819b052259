import { type ChildProcess, spawn } from "node:child_process";
import { resolve } from "node:path";
import "./lean-client.ts";
import autocannon from "autocannon";
import { growCatalog } from "../bench-data.ts";
import { productPages } from "./uncached-pages.ts";
import { gzip } from "./measure.ts";
import { cpuSeconds, freshDatabase, mainThreadCpuSeconds, production, residentMb, stop, waitFor } from "./processes.ts";

/**
 * CPU per uncached product page of two checkouts side by side (issue 22, ADR 046):
 * `npx node scripts/bench/pages-ab.ts <dir A> <dir B>`, each a directory with `server/` and a built `build/`.
 * Both servers run on one 10,000-product database; rounds alternate A, B, A, B… and every round asks each
 * server for the same `BENCH_AB_REQUESTS` (400) product pages none of them was asked for before, gzipped,
 * over `BENCH_AB_CONNECTIONS` (8); `BENCH_AB_ROUNDS` (10). Each round prints the server's CPU µs per page (/proc utime + stime), the
 * number that holds on a shared machine where req/s does not, and its main thread's alone (what bounds req/s). BENCH_CPU_PROF=<dir> profiles both servers.
 * `BENCH_AB_ROW` picks the bench row instead (ADR 075's on/off table): `pages` (the default, above), `page` (one
 * product page, kept, gzipped), `list` (the cached product list) or `ping`; the fixed rows ask
 * `BENCH_AB_REQUESTS` (default 4000 for them) times for the same path.
 */
const [dirA, dirB] = process.argv.slice(2).map((d) => resolve(d));
if (!dirA || !dirB) throw new Error("usage: pages-ab.ts <dir A> <dir B>");
const port = Number(process.env.BENCH_PORT ?? 3900);
const rounds = Number(process.env.BENCH_AB_ROUNDS ?? 10);
const row = process.env.BENCH_AB_ROW ?? "pages";
const perRound = Number(process.env.BENCH_AB_REQUESTS ?? (row === "pages" ? 400 : 4000));
const connections = Number(process.env.BENCH_AB_CONNECTIONS ?? 8);
const adminUrl = process.env.BENCH_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const name = process.env.BENCH_DATABASE_NAME ?? "boxyard_bench";

function startAt(dir: string, serverPort: number, databaseUrl: string, tag: string): ChildProcess {
  const profile = process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${resolve(process.env.BENCH_CPU_PROF, tag)}`] : [];
  // BENCH_AB_FLAGS_A / _B: extra node flags for one side only, and BENCH_AB_ENV_A / _B ("NAME=value ..."), extra
  // environment: to compare flags or malloc settings on the same code.
  const flags = (process.env[`BENCH_AB_FLAGS_${tag}`] ?? "").split(" ").filter(Boolean);
  const extraEnv = Object.fromEntries((process.env[`BENCH_AB_ENV_${tag}`] ?? "").split(" ").filter(Boolean).map((pair) => pair.split("=", 2)));
  return spawn("node", [...production.nodeFlags, ...flags, ...profile, "server/index.ts"], {
    cwd: dir,
    env: { ...process.env, ...production.env, PORT: String(serverPort), HOST: "127.0.0.1", DATABASE_URL: databaseUrl, SEED_DEMO: "true", LOG_LEVEL: "warn", DATA_DIR: `/tmp/pages-ab-data-${tag}`, REDIS_URL: "", ...extraEnv },
    stdio: "inherit",
  });
}

/** The paths of round `i` for the chosen row: new product pages each round, or one path asked `perRound` times. */
function roundPaths(all: string[], i: number): string[] {
  const fixed = { page: all[0], list: "/v1/products/products?page=2&limit=7&sort=price_asc", ping: "/v1/ping" }[row];
  if (row === "pages") return all.slice(i * perRound, (i + 1) * perRound);
  if (!fixed) throw new Error(`BENCH_AB_ROW: pages, page, list or ping, not ${row}`);
  return Array.from({ length: perRound }, () => fixed);
}

async function pages(base: string, pid: number | undefined, paths: string[]) {
  let next = 0;
  const before = cpuSeconds(pid);
  const mainBefore = mainThreadCpuSeconds(pid);
  const r = await autocannon({
    url: base,
    connections,
    amount: paths.length,
    headers: row === "pages" || row === "page" ? gzip : {},
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) }],
  });
  const after = cpuSeconds(pid);
  const mainAfter = mainThreadCpuSeconds(pid);
  const failed = r.non2xx + r.errors;
  const perPage = (from: number | null, to: number | null) => (from === null || to === null ? null : Math.round(((to - from) / paths.length) * 1e6));
  return { us: perPage(before, after), mainUs: perPage(mainBefore, mainAfter), reqPerSec: Math.round(r.requests.average), failed };
}

const databaseUrl = process.env.BENCH_DATABASE_URL ?? (await freshDatabase(adminUrl, name));
const servers = [
  { tag: "A", dir: dirA, port, child: undefined as ChildProcess | undefined },
  { tag: "B", dir: dirB, port: port + 1, child: undefined as ChildProcess | undefined },
];
try {
  // One at a time: the first seeds the database; the second finds it ready.
  for (const s of servers) {
    s.child = startAt(s.dir, s.port, databaseUrl, s.tag);
    await waitFor(`http://127.0.0.1:${s.port}/v1/health`);
  }
  await growCatalog(databaseUrl, 10_000);
  const all = await productPages(databaseUrl);
  const slice = (i: number) => roundPaths(all, i);
  // Warm-up on pages no measured round uses: JIT, pools, the catalog's settings.
  for (const s of servers) await pages(`http://127.0.0.1:${s.port}`, s.child?.pid, all.slice(-300));
  if (row !== "pages") for (const s of servers) await pages(`http://127.0.0.1:${s.port}`, s.child?.pid, slice(0));
  const results: Record<string, number[]> = { A: [], B: [] };
  const main: Record<string, number[]> = { A: [], B: [] };
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? servers : [...servers].reverse();
    for (const s of order) {
      const r = await pages(`http://127.0.0.1:${s.port}`, s.child?.pid, slice(round));
      if (r.us !== null) results[s.tag].push(r.us);
      if (r.mainUs !== null) main[s.tag].push(r.mainUs);
      console.log(`round ${round + 1} ${s.tag}: ${r.us} µs/page (main thread ${r.mainUs}), ${r.reqPerSec} req/s, failed ${r.failed}`);
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const ratios = results.B.map((b, i) => b / results.A[i]);
  const mainRatios = main.B.map((b, i) => b / main.A[i]);
  console.log(`${row}: median µs/request: A ${median(results.A)}, B ${median(results.B)}; median of the rounds' B/A ${median(ratios).toFixed(2)}`);
  console.log(`main thread, median µs/page: A ${median(main.A)}, B ${median(main.B)}; median of the rounds' B/A ${median(mainRatios).toFixed(2)}`);
  console.log(`resident memory at the end: A ${residentMb(servers[0].child?.pid)} MB, B ${residentMb(servers[1].child?.pid)} MB`);
} finally {
  for (const s of servers) if (s.child) await stop(s.child);
}
