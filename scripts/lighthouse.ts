import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { buildIfStale } from "./build-if-stale.ts";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium-path.ts";

/**
 * `npm run lighthouse`: Lighthouse (mobile) on /, /shop and a product page of the production build,
 * median of three runs each, printing performance, accessibility, best practices and SEO.
 */
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3950);
const base = `http://127.0.0.1:${port}`;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

buildIfStale();
const server = spawn("node", ["server/index.ts"], {
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: process.env.LIGHTHOUSE_DATA_DIR ?? "./data-lighthouse", LOG_LEVEL: "warn", PUBLIC_URL: base },
  stdio: "inherit",
});
const chrome = await chromeLauncher.launch({
  chromePath: await chromiumPath(),
  chromeFlags: [...CHROMIUM_ARGS, "--headless"],
});
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
  const pages = { home: "/", shop: "/shop", product: `/product/${list.data.products[0].id}` };
  const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const summary: Record<string, Record<string, number>> = {};
  mkdirSync("bench-results", { recursive: true });
  for (const [name, path] of Object.entries(pages)) {
    const scores: Record<string, number[]> = Object.fromEntries(CATEGORIES.map((c) => [c, []]));
    for (let r = 0; r < runs; r++) {
      const result = await lighthouse(base + path, { port: chrome.port, output: "json", logLevel: (process.env.LIGHTHOUSE_LOG as "info" | undefined) ?? "error", onlyCategories: [...CATEGORIES], formFactor: "mobile" });
      // A page Lighthouse could not load scores 0 everywhere: say so instead of printing zeros.
      if (result?.lhr.runtimeError) throw new Error(`${path}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
      for (const c of CATEGORIES) scores[c].push(Math.round((result?.lhr.categories[c]?.score ?? 0) * 100));
      // The full report of the last run of each page, for reading which audits cost points.
      if (r === runs - 1) writeFileSync(`bench-results/lighthouse-${name}.report.json`, JSON.stringify(result?.lhr));
    }
    summary[`${name} (${path.length > 20 ? "/product/…" : path})`] = Object.fromEntries(CATEGORIES.map((c) => [c, median(scores[c])]));
  }
  console.table(summary);
  const file = `bench-results/lighthouse-${new Date().toISOString().replace(/[:.]/g, "-")}.json`;
  writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), runs, summary }, null, 2));
  console.log(`written ${file}`);
} finally {
  await chrome.kill();
  server.kill();
}
