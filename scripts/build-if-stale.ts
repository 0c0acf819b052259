import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Runs `npm run build` when build/ is missing or older than app/, contract/ or the build config. */
export function buildIfStale() {
  const marker = "build/server/index.js";
  const sources = ["app", "contract"].filter(existsSync).map(newestMtime);
  const configs = ["vite.config.ts", "react-router.config.ts", "package-lock.json"].filter(existsSync).map((f) => statSync(f).mtimeMs);
  if (existsSync(marker) && Math.max(...sources, ...configs) <= statSync(marker).mtimeMs) return;
  console.log("Building the storefront (first start or sources changed)...");
  execSync("npm run build", { stdio: "inherit" });
}
