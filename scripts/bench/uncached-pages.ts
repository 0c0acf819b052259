import autocannon from "autocannon";
import pg from "pg";
import { growCatalog } from "../bench-data.ts";
import { buildIfStale } from "../build-if-stale.ts";
import { gzip } from "./measure.ts";
import { cpuSeconds, freshDatabase, residentMb, startServer, stop, waitFor } from "./processes.ts";

/**
 * `npm run bench -- --pages`: only the bench's "10,000 different pages" row, on the same server and data, for
 * work on the uncached product page (issue 22). Prints req/s, the server's CPU per request, its resident memory
 * and the first bodies of any non-2xx answer (a saturation 500 was invisible in the full bench). Same env as the
 * full bench; BENCH_PAGES_CONNECTIONS (50) and BENCH_PAGES_ROUNDS (1) add pressure or length.
 */
export async function uncachedPagesBench() {
  const adminUrl = process.env.BENCH_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const port = Number(process.env.BENCH_PORT ?? 3900);
  const connections = Number(process.env.BENCH_PAGES_CONNECTIONS ?? 50);
  const base = `http://127.0.0.1:${port}`;

  buildIfStale();
  const databaseUrl = await freshDatabase(adminUrl, process.env.BENCH_DATABASE_NAME ?? "boxyard_bench");
  const server = startServer(port, databaseUrl);
  try {
    await waitFor(`${base}/v1/health`);
    await growCatalog(databaseUrl, 10_000);
    const paths = await productPages(databaseUrl);
    console.log(`catalog: ${paths.length} visible products; ${connections} connections, ${seconds} s a round`);
    let next = 0;
    const failures = new Map<string, number>();
    const run = (duration: number) =>
      autocannon({
        url: base,
        connections,
        duration,
        headers: gzip,
        requests: [
          {
            setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }),
            onResponse: (status, body) => {
              if (status < 400) return;
              const key = `${status} ${String(body).slice(0, 300)}`;
              failures.set(key, (failures.get(key) ?? 0) + 1);
            },
          },
        ],
      });
    await run(2); // warm, not counted
    for (let round = 0; round < Number(process.env.BENCH_PAGES_ROUNDS ?? 1); round++) {
      const cpuBefore = cpuSeconds(server.pid);
      const r = await run(seconds);
      const cpu = cpuSeconds(server.pid);
      const cpuUs = cpu !== null && cpuBefore !== null && r.requests.total ? Math.round(((cpu - cpuBefore) / r.requests.total) * 1e6) : null;
      console.log(
        `round ${round + 1}: ${Math.round(r.requests.average)} req/s, ${r.requests.total} requests, CPU ${cpuUs} µs/req, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ` +
          `non-2xx ${r.non2xx}, errors ${r.errors}, timeouts ${r.timeouts}, RSS ${residentMb(server.pid)} MB`,
      );
    }
    for (const [key, n] of failures) console.log(`${n} × ${key}`);
    await new Promise((r) => setTimeout(r, 3000));
    console.log(`server resident memory at the end: ${residentMb(server.pid)} MB`);
  } finally {
    await stop(server);
  }
}

/** Product page paths in random order, as the full bench asks for them. */
export async function productPages(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ id: string }>("select id from products where hidden_at is null order by random()");
  await client.end();
  return rows.map((r) => `/product/${r.id}`);
}
