import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { DataFolderInUseError } from "../db/data-dir-lock.ts";
import { readEnv } from "./lib/env.ts";
import { createHttpApp } from "./http.ts";
import { startJobs } from "./jobs.ts";
import { startRuntime } from "./runtime.ts";
import { dropImageCache } from "./perf/native-memory.ts";
import { assertPatchesApplied } from "./perf/patch-guard.ts";
import { type StartProgress, silentProgress } from "./lib/start/progress.ts";

export type StartOptions = {
  /** Settles when build/ is ready: `npm start` builds in a child process while the database starts. */
  buildReady?: Promise<void>;
  progress?: StartProgress;
};

/** Production entry: validated env → database (migrated, seeded) → one HTTP server for API and pages. */
export async function startServer(opts: StartOptions = {}) {
  const progress = opts.progress ?? silentProgress;
  let env;
  try {
    env = readEnv();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  try {
    // The pages run React Router and react-dom from node_modules with the speed patches (ADR 055).
    if (process.env.NODE_ENV === "production") assertPatchesApplied();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  dropImageCache();
  const runtime = await startRuntime(env, progress);
  progress.set("server", "starting the job queue");
  await startJobs(runtime.deps, { work: env.RUN_JOBS });
  if (opts.buildReady) {
    progress.set("server", "database ready, waiting for the build");
    await opts.buildReady;
  }
  progress.set("server", "loading the pages");
  const buildDir = resolve("build");
  const buildFile = resolve(buildDir, "server/index.js");
  const clientDir = resolve(buildDir, "client");
  // Pages render on worker threads (ADR 060); with RENDER_THREADS=0 the build is loaded and rendered here.
  const pages = env.RENDER_THREADS > 0 ? { buildFile, threads: env.RENDER_THREADS, clientDir } : { build: (await import(pathToFileURL(buildFile).href)) as ServerBuild, clientDir };
  const { server } = createHttpApp({ deps: runtime.deps, pages });
  server.listen(env.PORT, env.HOST, () => {
    progress.done();
    const port = (server.address() as AddressInfo).port;
    runtime.deps.logger.info(`Boxyard listening on http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${port} (database: ${runtime.database.kind})`);
  });
  // Graceful stop (a deploy, a scaled-down replica): stop accepting, let requests in flight finish
  // for up to 10 s, and only then close the database they are still using.
  const shutdown = async () => {
    await new Promise((stopped) => {
      server.close(stopped);
      (server as { closeIdleConnections?: () => void }).closeIdleConnections?.();
      setTimeout(stopped, 10_000).unref();
    });
    await runtime.close();
    process.exit(0);
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

/** Runs the server; a start-up failure ends the process with a message instead of a stack. */
export function runServer(opts: StartOptions = {}) {
  startServer(opts).catch((err) => {
    // A folder held by another server is an operator's situation, not a crash: the message says what to do.
    if (err instanceof DataFolderInUseError) console.error(err.message);
    else console.error("Boxyard failed to start:", err);
    process.exit(1);
  });
}
