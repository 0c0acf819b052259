import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/**
 * Reads the client build's route manifest and reports, per route, the gzip size of the JavaScript a first load
 * fetches (entry, root, layouts and the route, with their static imports), and whether any of it contains
 * three.js. Exits non-zero when a route other than the builder's lazy 3-D chunk pulls three in, or /builder's
 * first load passes 250 KB gzip (docs/decisions/025).   npm run build && npx node scripts/check-route-bundles.ts
 */
const dir = "build/client";
const manifestFile = readdirSync(join(dir, "assets")).find((f) => /^manifest-.*\.js$/.test(f));
if (!manifestFile) throw new Error("No build: run npm run build first");
const manifest = JSON.parse(readFileSync(join(dir, "assets", manifestFile), "utf8").replace(/^window\.__reactRouterManifest=/, "").replace(/;\s*$/, ""));
type Route = { id: string; parentId?: string; module: string; imports?: string[]; clientLoaderModule?: string };
const routes: Record<string, Route> = manifest.routes;
const THREE_MARK = "WebGLRenderer";
const LIMIT = 250 * 1024;

const read = (file: string) => readFileSync(join(dir, file));
function firstLoad(id: string): Set<string> {
  const files = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
  for (let r: Route | undefined = routes[id]; r; r = r.parentId ? routes[r.parentId] : undefined) {
    for (const f of [r.module, ...(r.imports ?? []), ...(r.clientLoaderModule ? [r.clientLoaderModule] : [])]) files.add(f);
  }
  return files;
}

let failed = false;
for (const id of Object.keys(routes)) {
  const files = [...firstLoad(id)];
  const gz = files.reduce((n, f) => n + gzipSync(read(f)).length, 0);
  const withThree = files.filter((f) => read(f).includes(THREE_MARK));
  const bad = withThree.length > 0 || (id === "routes/builder" && gz > LIMIT);
  failed ||= bad;
  if (bad || id.startsWith("routes/builder") || id === "routes/home" || id === "routes/product") {
    console.log(`${bad ? "FAIL" : "ok  "} ${id}: ${(gz / 1024).toFixed(1)} KB gzip in ${files.length} files${withThree.length ? `, three.js in ${withThree.join(", ")}` : ""}`);
  }
}
const threeChunks = readdirSync(join(dir, "assets")).filter((f) => f.endsWith(".js") && read(`assets/${f}`).includes(THREE_MARK));
console.log(`three.js is in: ${threeChunks.join(", ")} (${threeChunks.map((f) => `${(gzipSync(read(`assets/${f}`)).length / 1024).toFixed(1)} KB gzip`).join(", ")})`);
console.log(`${Object.keys(routes).length} routes checked: ${failed ? "FAILED" : "no route loads three.js up front"}`);
process.exit(failed ? 1 : 0);
