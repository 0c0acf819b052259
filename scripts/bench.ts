import "./bench/lean-client.ts";

/**
 * `npm run bench`: the request path against a bare node:http ceiling (scripts/bench/request-path.ts);
 * `-- --soak` adds a 10-minute fixed-rate run watching the server's memory; `-- --admin` measures the
 * admin's dashboard, lists and searches on a big shop instead (scripts/bench-admin.ts, ADR 039); `-- --pages` runs
 * only the uncached product pages row (scripts/bench/uncached-pages.ts).
 */
const args = process.argv.slice(2);

if (args.includes("--admin")) {
  await import("./bench-admin.ts");
} else if (args.includes("--pages")) {
  const { uncachedPagesBench } = await import("./bench/uncached-pages.ts");
  await uncachedPagesBench();
} else {
  const { requestPathBench } = await import("./bench/request-path.ts");
  await requestPathBench({ soak: args.includes("--soak") });
}
