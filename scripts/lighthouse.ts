import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { buildIfStale } from "./build-if-stale.ts";
import { cpuTimeTbt } from "./lighthouse-cpu-tbt.ts";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium-path.ts";

/**
 * `npm run lighthouse`: Lighthouse (mobile) on /, /shop, a product page, /inventory and /builder of the production
 * build, median of three runs each, printing performance, accessibility, best practices, SEO and Total Blocking
 * Time, then which targets are met: issue 21 (storefront performance ≥ 95, /builder TBT ≤ 300 ms) and issue 22
 * (performance ≥ 98 everywhere, the other three categories 100). Each page's line carries the 1-minute load
 * average before it ran: performance and TBT are CPU-bound, so a figure taken on a busy machine says so; and
 * `tbtCpuMs`, TBT re-estimated from thread CPU time, which a busy machine barely changes (lighthouse-cpu-tbt.ts).
 *   LIGHTHOUSE_PAGES=home,builder npm run lighthouse   (a subset, while fixing one page)
 */
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3950);
const base = `http://127.0.0.1:${port}`;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const SHORT: Record<(typeof CATEGORIES)[number], string> = { performance: "perf", accessibility: "a11y", "best-practices": "bp", seo: "seo" };

buildIfStale();
const server = spawn("node", ["server/index.ts"], {
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: process.env.LIGHTHOUSE_DATA_DIR ?? "./data-lighthouse", LOG_LEVEL: "warn", PUBLIC_URL: base },
  stdio: "inherit",
});
const chrome = await chromeLauncher.launch({
  chromePath: await chromiumPath(),
  chromeFlags: [...CHROMIUM_ARGS, "--headless"],
});

type Row = { perf: number; a11y: number; bp: number; seo: number; tbtMs: number; tbtCpuMs: number; lcpMs: number; cls: number; load1: number };
const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const load1 = () => Math.round(loadavg()[0] * 100) / 100;

/** The targets of issues 21 and 22, each as a label and a check over the summary. */
function targets(rows: Record<string, Row>) {
  const storefront = ["home", "shop", "product", "inventory"].filter((p) => rows[p]);
  const out: { label: string; met: boolean | undefined; detail: string }[] = [];
  const check = (label: string, pages: string[], ok: (r: Row) => boolean, show: (r: Row) => string) => {
    const present = pages.filter((p) => rows[p]);
    out.push({
      label,
      met: present.length ? present.every((p) => ok(rows[p])) : undefined,
      detail: present.map((p) => `${p} ${show(rows[p])}${ok(rows[p]) ? "" : " ✗"}`).join(", "),
    });
  };
  check("#21 storefront performance ≥ 95", storefront, (r) => r.perf >= 95, (r) => String(r.perf));
  check("#21 /builder TBT ≤ 300 ms", ["builder"], (r) => r.tbtMs <= 300, (r) => `${r.tbtMs} ms (from CPU time ${r.tbtCpuMs} ms)`);
  const all = Object.keys(rows);
  check("#22 performance ≥ 98", all, (r) => r.perf >= 98, (r) => String(r.perf));
  check("#22 accessibility 100", all, (r) => r.a11y === 100, (r) => String(r.a11y));
  check("#22 best practices 100", all, (r) => r.bp === 100, (r) => String(r.bp));
  check("#22 SEO 100", all, (r) => r.seo === 100, (r) => String(r.seo));
  return out;
}

try {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/v1/health`)).ok) break;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const list = (await (await fetch(`${base}/v1/products/products?limit=1`)).json()) as { data: { products: { id: string }[] } };
  const allPages: Record<string, string> = {
    home: "/",
    shop: "/shop",
    product: `/product/${list.data.products[0].id}`,
    inventory: "/inventory",
    builder: "/builder",
  };
  const wanted = process.env.LIGHTHOUSE_PAGES?.split(",").map((s) => s.trim());
  const pages = Object.entries(allPages).filter(([name]) => !wanted || wanted.includes(name));
  const rows: Record<string, Row> = {};
  mkdirSync("bench-results", { recursive: true });
  for (const [name, path] of pages) {
    const loadBefore = load1();
    const scores: Record<string, number[]> = Object.fromEntries([...CATEGORIES, "tbt", "tbtCpu", "lcp", "cls"].map((c) => [c, []]));
    for (let r = 0; r < runs; r++) {
      const result = await lighthouse(base + path, { port: chrome.port, output: "json", logLevel: (process.env.LIGHTHOUSE_LOG as "info" | undefined) ?? "error", onlyCategories: [...CATEGORIES], formFactor: "mobile" });
      // A page Lighthouse could not load scores 0 everywhere: say so instead of printing zeros.
      if (result?.lhr.runtimeError) throw new Error(`${path}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
      for (const c of CATEGORIES) scores[c].push(Math.round((result?.lhr.categories[c]?.score ?? 0) * 100));
      const audit = (id: string) => result?.lhr.audits[id]?.numericValue ?? Number.NaN;
      scores.tbt.push(Math.round(audit("total-blocking-time")));
      scores.tbtCpu.push(cpuTimeTbt((result?.artifacts.Trace?.traceEvents ?? []) as never));
      scores.lcp.push(Math.round(audit("largest-contentful-paint")));
      scores.cls.push(Math.round(audit("cumulative-layout-shift") * 1000) / 1000);
      // The full report of the last run of each page, for reading which audits cost points.
      if (r === runs - 1) writeFileSync(`bench-results/lighthouse-${name}.report.json`, JSON.stringify(result?.lhr));
    }
    const row = Object.fromEntries(CATEGORIES.map((c) => [SHORT[c], median(scores[c])])) as Omit<Row, "tbtMs" | "tbtCpuMs" | "lcpMs" | "cls" | "load1">;
    rows[name] = { ...row, tbtMs: median(scores.tbt), tbtCpuMs: median(scores.tbtCpu), lcpMs: median(scores.lcp), cls: median(scores.cls), load1: loadBefore };
    console.log(`${name} ${path}: ${JSON.stringify(rows[name])} (load average now ${load1()})`);
  }
  console.table(rows);
  const met = targets(rows);
  for (const t of met) console.log(`${t.met === undefined ? "n/a " : t.met ? "MET " : "MISS"} ${t.label}: ${t.detail}`);
  const file = `bench-results/lighthouse-${new Date().toISOString().replace(/[:.]/g, "-")}.json`;
  writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), runs, pages: Object.fromEntries(pages), rows, targets: met }, null, 2));
  console.log(`written ${file}`);
} finally {
  await chrome.kill();
  server.kill();
}
