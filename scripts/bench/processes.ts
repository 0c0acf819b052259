import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import pg from "pg";

/** Creates (replacing) the bench database, unless BENCH_DATABASE_URL names an existing one. */
export async function freshDatabase(adminUrl: string, name: string): Promise<string> {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`BENCH_DATABASE_NAME must be a plain identifier, got ${name}`);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function waitFor(url: string) {
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * The environment and Node flags `npm start` runs the server with, read from its script in package.json, so every
 * bench measures what users run: glibc's two malloc arenas (ADR 047) and 40 KB mapping threshold (ADR 063), V8's
 * young-generation cap (ADR 041) and old-generation cap (ADR 068).
 */
export const production = launchOf(JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")).scripts.start);

/** `NAME=value ... node --flag ... script`: the `NAME=value` words before `node` and the `--` words after it. */
export function launchOf(script: string): { env: Record<string, string>; nodeFlags: string[] } {
  const words = script.trim().split(/\s+/);
  const node = words.indexOf("node");
  if (node < 0) throw new Error(`package.json's start script does not run node: ${script}`);
  const env = Object.fromEntries(words.slice(0, node).map((word) => word.split("=", 2) as [string, string]));
  return { env, nodeFlags: words.slice(node + 1).filter((word) => word.startsWith("--")) };
}

/** The production server as `npm start` runs it (`production`); BENCH_CPU_PROF=<dir> writes a V8 CPU profile there on exit. */
export function startServer(port: number, databaseUrl: string): ChildProcess {
  const profile = process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  return spawn("node", [...production.nodeFlags, ...profile, "server/index.ts"], {
    env: { ...process.env, ...production.env, PORT: String(port), HOST: "127.0.0.1", DATABASE_URL: databaseUrl, SEED_DEMO: "true", LOG_LEVEL: "warn", DATA_DIR: "./data-bench", REDIS_URL: "" },
    stdio: "inherit",
  });
}

export function startCeiling(port: number): ChildProcess {
  return spawn("node", ["scripts/bench/ceiling-server.ts", String(port)], { stdio: "inherit" });
}

/** Hono on @hono/node-server answering the same JSON with no middleware: the framework's own floor, for reference. */
export function startBareHono(port: number): ChildProcess {
  return spawn("node", ["scripts/bench/bare-hono.ts", String(port)], { stdio: "inherit" });
}

/** Resident memory of a process in MB (Linux /proc); null where that is not available. */
export function residentMb(pid: number | undefined): number | null {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

/** User + system CPU seconds a process has used (Linux /proc, 100 ticks a second); null elsewhere. */
export function cpuSeconds(pid: number | undefined, thread?: number): number | null {
  try {
    const fields = readFileSync(thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/**
 * The CPU seconds of a process's main thread (its JavaScript, where a render runs), without its GC, compiler and
 * thread-pool threads: what bounds req/s when that thread is busy.
 */
export const mainThreadCpuSeconds = (pid: number | undefined) => cpuSeconds(pid, pid);

/** SIGTERM, then wait for the exit (the server's graceful stop, and its CPU profile, take a moment). */
export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
  if (child.exitCode === null) child.kill("SIGKILL");
}
