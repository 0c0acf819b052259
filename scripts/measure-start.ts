import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, readFileSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";

/**
 * How long `npm start` takes to answer on a fresh clone, and on a restart with the data kept (docs/decisions/038).
 *
 *   npx node scripts/measure-start.ts [--port 4307] [--dir /tmp/measure-start] [--ref <commit>] [--keep]
 *
 * Clones this repository's HEAD into --dir, links node_modules from here (as `npm install` would leave it),
 * runs `npm start` on an empty DATA_DIR, then stops it and starts it again. For each run it prints the time to
 * the first answer of /v1/health and of the home page, the CPU seconds the start used (all its processes,
 * the build included) and when each progress phase began, and the longest silence between two output lines.
 * On a loaded machine wall time stretches while CPU time hardly moves: both are printed.
 */
const { values } = parseArgs({ options: { port: { type: "string", default: "4307" }, dir: { type: "string", default: "/tmp/measure-start" }, keep: { type: "boolean", default: false }, ref: { type: "string" } } });
const port = Number(values.port);
const dir = resolve(values.dir);
const repo = process.cwd();

rmSync(dir, { recursive: true, force: true });
execFileSync("git", ["clone", "--quiet", repo, join(dir, "repo")]);
// --ref <commit>: measure an earlier version (the "before" of docs/decisions/038).
if (values.ref) execFileSync("git", ["-C", join(dir, "repo"), "checkout", "--quiet", values.ref]);
symlinkSync(join(repo, "node_modules"), join(dir, "repo", "node_modules"));
const dataDir = join(dir, "data");

type Run = { label: string; health: number; page: number; cpu: number; phases: { at: number; text: string }[]; longestSilence: number };

/** CPU seconds used by a process group so far: live members plus the children they have reaped. */
function groupCpuSeconds(pgid: number): number {
  let ticks = 0;
  for (const pid of readdirSync("/proc").filter((p) => /^\d+$/.test(p))) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").replace(/^.*\) /, "").split(" ");
      // After "pid (comm) ": state=0 ppid=1 pgrp=2 …, utime=11 stime=12 cutime=13 cstime=14.
      if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      // The process ended between listing and reading.
    }
  }
  return ticks / 100;
}

async function answers(path: string): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}${path}`);
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

async function measure(label: string): Promise<Run> {
  const started = performance.now();
  const elapsed = () => (performance.now() - started) / 1000;
  const child: ChildProcess = spawn("npm", ["start"], {
    cwd: join(dir, "repo"),
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const phases: Run["phases"] = [];
  let lastLine = 0;
  let longestSilence = 0;
  const onData = (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n").filter((l) => l.trim())) {
      const at = elapsed();
      longestSilence = Math.max(longestSilence, at - lastLine);
      lastLine = at;
      // "[start]  7 s · building … · database: seeding product pictures 23/67": keep each new lane text.
      const text = line.startsWith("[start]") ? line.replace(/^\[start\]\s+\d+ s · /, "").replace(/ \(\d+ s\)/g, "") : line.includes("listening on") ? "listening" : null;
      if (text && phases.at(-1)?.text !== text) phases.push({ at, text });
    }
  };
  child.stdout?.on("data", onData);
  child.stderr?.on("data", onData);
  let exited = false;
  child.on("exit", () => (exited = true));
  while (!(await answers("/v1/health"))) {
    if (exited) throw new Error(`${label}: npm start exited before answering`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const health = elapsed();
  const cpu = groupCpuSeconds(child.pid!);
  if (!(await answers("/"))) throw new Error(`${label}: the home page did not answer 200`);
  const page = elapsed();
  process.kill(-child.pid!, "SIGINT");
  await new Promise((r) => (exited ? r(null) : child.on("exit", r)));
  return { label, health, page, cpu, phases, longestSilence };
}

const runs = [await measure("first start (fresh clone, empty DATA_DIR)"), await measure("restart (data kept)")];
for (const run of runs) {
  console.log(`\n${run.label}`);
  console.log(`  first answer (/v1/health) ${run.health.toFixed(1)} s · home page ${run.page.toFixed(1)} s · CPU ${run.cpu.toFixed(1)} s · longest silence ${run.longestSilence.toFixed(1)} s`);
  for (const p of run.phases) console.log(`  ${p.at.toFixed(1).padStart(6)} s  ${p.text}`);
}
console.log(`\nload average now: ${readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")} (2 cores: above 2, wall times stretch)`);
if (!values.keep && existsSync(dir)) rmSync(dir, { recursive: true, force: true });
