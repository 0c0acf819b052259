import { mkdirSync, writeFileSync } from "node:fs";
import autocannon from "autocannon";
import pg from "pg";
import { growCatalog } from "../bench-data.ts";
import { buildIfStale } from "../build-if-stale.ts";
import { gzip, measurer, type Row } from "./measure.ts";
import { freshDatabase, residentMb, startBareHono, startCeiling, startServer, stop, waitFor } from "./processes.ts";
import { printSoak, soak, type SoakResult } from "./soak.ts";
import { printTable, printTargets, targets } from "./targets.ts";

/**
 * The request-path bench (issue #22): the production server on PostgreSQL with 10,000 products against
 * a bare node:http ceiling started in its own process and measured in the same run (at the start and
 * at the end; the ratios use the mean, as the machine is shared and drifts). Env: BENCH_PORT (3900),
 * BENCH_CEILING_PORT (3910; the bare-Hono reference row uses the next port), BENCH_DATABASE_NAME (boxyard_bench), BENCH_DATABASE_URL, BENCH_ADMIN_URL,
 * BENCH_SECONDS (10), BENCH_CPU_PROF, and for --soak BENCH_SOAK_MINUTES (10) and BENCH_SOAK_RATE (200).
 */
export async function requestPathBench(opts: { soak: boolean }) {
  const adminUrl = process.env.BENCH_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const port = Number(process.env.BENCH_PORT ?? 3900);
  const ceilingPort = Number(process.env.BENCH_CEILING_PORT ?? 3910);
  const base = `http://127.0.0.1:${port}`;

  buildIfStale();
  const databaseUrl = await freshDatabase(adminUrl, process.env.BENCH_DATABASE_NAME ?? "boxyard_bench");
  const server = startServer(port, databaseUrl);
  const ceilingServer = startCeiling(ceilingPort);
  const bareHono = startBareHono(ceilingPort + 1);
  try {
    await waitFor(`${base}/v1/health`);
    await waitFor(`http://127.0.0.1:${ceilingPort}/`);
    await waitFor(`http://127.0.0.1:${ceilingPort + 1}/v1/ping`);
    await growCatalog(databaseUrl, 10_000);
    const list = (await (await fetch(`${base}/v1/products/products?limit=1`)).json()) as { data: { products: { id: string }[]; pagination: { totalProducts: number } } };
    const id = list.data.products[0].id;
    const everyProductPage = await productPages(databaseUrl);
    console.log(`catalog: ${list.data.pagination.totalProducts} products`);
    // Warm up caches and the JIT before measuring; the page as browsers ask for it (gzip), as in the runs.
    await autocannon({ url: `${base}/v1/products/products?limit=7`, connections: 10, duration: 3 });
    await autocannon({ url: `${base}/product/${id}`, connections: 10, duration: 3, headers: gzip });

    const { measure, measureWarmed, measurePaced } = measurer(base, seconds, server.pid);
    const ceilingRun = () => measurer(`http://127.0.0.1:${ceilingPort}`, seconds, ceilingServer.pid).measure("bare node:http (ceiling)", "/");
    const listPath = "/v1/products/products?page=2&limit=7&sort=price_asc";
    const rows: Row[] = [];
    const ceilingStart = await ceilingRun();
    // Not a target: how close the framework alone comes to the ceiling, so the ping row can be read against it.
    const honoFloor = await measurer(`http://127.0.0.1:${ceilingPort + 1}`, seconds, bareHono.pid).measure("bare Hono, no middleware (reference)", "/v1/ping");
    await stop(bareHono);
    const ping = await measure("trivial route", "/v1/ping");
    const cachedList = await measure("product list", listPath);
    rows.push(ceilingStart, honoFloor, ping, cachedList);
    rows.push(await measure("product list, filtered", "/v1/products/products?page=3&limit=7&category=containers&size=40ft&sort=price_asc"));
    rows.push(await measure("product list, search", "/v1/products/products?page=1&limit=7&search=hicube"));
    rows.push(await measure("product detail", `/v1/products/${id}`));
    // Fixed-rate runs before the saturating SSR runs, so their backlog does not spill into these p99s.
    const listPaced = await measurePaced("product list", listPath, 1000);
    const pagePaced = await measurePaced("SSR product page", `/product/${id}`, 500, gzip);
    const cachedPage = await measure("SSR product page", `/product/${id}`, { gzip: true });
    // Every request a different product: no kept render, no cached API answer. What a crawler costs, once it has
    // been at it a few seconds: the first seconds of rendering are also V8 compiling the render path (its worker
    // threads ~45 % of a core at first, ~18 % by 10 s; ~1.4x the CPU a page of later seconds: ADR 056). The
    // warm-up is a row of its own, so the cold figure stays in sight.
    const uncached = await measureWarmed("SSR, 10,000 different pages", "/product/…", { gzip: true, paths: everyProductPage, warmupSeconds: 8 });
    const uncachedPages = uncached.row;
    const ceilingEnd = await ceilingRun();
    rows.push(listPaced, pagePaced, cachedPage, uncached.warmup, uncachedPages, ceilingEnd);
    await new Promise((r) => setTimeout(r, 3000)); // the saturating runs' queued requests finish first
    const rssMb = residentMb(server.pid);
    const ceiling = (ceilingStart.reqPerSec + ceilingEnd.reqPerSec) / 2;
    const ceilingCpuUs = ((ceilingStart.cpuUs ?? 0) + (ceilingEnd.cpuUs ?? 0)) / 2;

    printTable(rows, ceiling, ceilingCpuUs);
    console.log(`ceiling: ${ceilingStart.reqPerSec} req/s at the start, ${ceilingEnd.reqPerSec} at the end; ratios use ${Math.round(ceiling)}`);
    console.log(`server resident memory at the end: ${rssMb} MB`);
    const result = targets({ ceiling, ping, cachedList, cachedPage, uncachedPages, listPaced, pagePaced, residentMb: rssMb });
    printTargets(result);

    let soaked: SoakResult | undefined;
    if (opts.soak) {
      const listPages = Array.from({ length: 20 }, (_, i) => `/v1/products/products?page=${i + 1}&limit=7&sort=${i % 2 ? "price_asc" : "newest"}`);
      const mix = everyProductPage.flatMap((page, i) => [page, listPages[i % listPages.length], "/v1/ping"]);
      soaked = await soak(base, server.pid, mix, { minutes: Number(process.env.BENCH_SOAK_MINUTES ?? 10), rate: Number(process.env.BENCH_SOAK_RATE ?? 200) });
      printSoak(soaked);
    }
    mkdirSync("bench-results", { recursive: true });
    const file = `bench-results/bench-${new Date().toISOString().replace(/[:.]/g, "-")}.json`;
    const report = { date: new Date().toISOString(), seconds, products: list.data.pagination.totalProducts, ceiling, ceilingCpuUs, rows, residentMb: rssMb, targets: result, soak: soaked };
    writeFileSync(file, JSON.stringify(report, null, 2));
    console.log(`written ${file}`);
  } finally {
    await stop(ceilingServer);
    await stop(bareHono);
    await stop(server);
  }
}

/** Product page paths in random order, so the uncached run never repeats one within a page cache's reach. */
async function productPages(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ id: string }>("select id from products where hidden_at is null order by random()");
  await client.end();
  return rows.map((r) => `/product/${r.id}`);
}
