import { execSync, spawn } from "node:child_process";
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

/** Whether build/ is missing or older than app/, contract/, patches/ (dependency patches) or the build config. */
export function buildIsStale(): boolean {
  const marker = "build/server/index.js";
  const sources = ["app", "contract", "patches"].filter(existsSync).map(newestMtime);
  const configs = ["vite.config.ts", "react-router.config.ts", "package-lock.json"].filter(existsSync).map((f) => statSync(f).mtimeMs);
  return !existsSync(marker) || Math.max(...sources, ...configs) > statSync(marker).mtimeMs;
}

/**
 * The environment of every build: always a production one. A caller's NODE_ENV reaches Vite, and Vitest sets
 * "test": a build made first by a test (as on a clean clone in CI) had React's development build in the browser
 * bundle, which the e2e tests then ran against.
 */
const buildEnv = () => ({ ...process.env, NODE_ENV: "production" });

/** Runs `npm run build` when build/ is missing or older than app/, contract/ or the build config. */
export function buildIfStale() {
  if (!buildIsStale()) return;
  console.log("Building the storefront (first start or sources changed)...");
  execSync("npm run build", { stdio: "inherit", env: buildEnv() });
}

/**
 * The same build in a child process, so `npm start` creates and seeds the database meanwhile
 * (docs/decisions/038). Vite's file list is kept and printed only when the build fails; `onLine`
 * sees each line (the progress ticker shows the phase). The server bundle (docs/decisions/044) is made
 * right after; if that fails the build still succeeds: the bundle is an optimisation, the source runs.
 */
export async function buildInBackground(onLine: (line: string) => void): Promise<void> {
  await runInBackground("build", onLine);
  onLine("bundling the server");
  await bundleServerInBackground();
}

/** `npm run build:server` in a child process; false (and a line saying so) when it fails. */
export async function bundleServerInBackground(): Promise<boolean> {
  try {
    await runInBackground("build:server", () => {});
    return true;
  } catch (err) {
    console.error(`[start] The server bundle could not be built; the server runs from source until it can be.\n${(err as Error).message}`);
    return false;
  }
}

function runInBackground(script: string, onLine: (line: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", script], { stdio: ["ignore", "pipe", "pipe"], env: { ...buildEnv(), FORCE_COLOR: "0" } });
    const output: string[] = [];
    const collect = (chunk: Buffer) => {
      for (const line of chunk.toString().split("\n")) {
        if (!line.trim()) continue;
        output.push(line);
        onLine(line);
      }
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    child.on("error", reject);
    // A server that fails to start (a held DATA_DIR, a bad setting) ends the process: the build goes with it.
    const stop = () => child.kill();
    process.on("exit", stop);
    child.on("close", () => process.off("exit", stop));
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`npm run ${script} failed (exit ${code}):\n${output.join("\n")}`))));
  });
}
