import { readFileSync } from "node:fs";

/**
 * Prints the top self-time entries of a V8 CPU profile (`BENCH_CPU_PROF=<dir> npm run bench` writes one
 * for the server): `npx node scripts/bench/profile-top.ts <file.cpuprofile> [count]`. Entries are grouped
 * by function and file, as a flame graph's "bottom up" view does. `[seconds]` keeps only the samples of
 * the profile's last seconds (the load, not the start-up): `... <file> 25 12`.
 */
type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const [file, count = "25", lastSeconds] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfMicros = new Map<string, number>();
let total = 0;
const times: number[] = [];
profile.timeDeltas.reduce((t, dt, i) => (times[i] = t + dt), 0);
const from = lastSeconds ? times[times.length - 1] - Number(lastSeconds) * 1e6 : -Infinity;
profile.samples.forEach((id, i) => {
  if (times[i] < from) return;
  const frame = byId.get(id)!.callFrame;
  const where = frame.url ? `${frame.url.replace(/^.*\/node_modules\//, "").replace(/^file:\/\/.*?\/(server|build|app)\//, "$1/")}:${frame.lineNumber + 1}` : "";
  const key = `${frame.functionName || "(anonymous)"} ${where}`.trim();
  const dt = profile.timeDeltas[i] ?? 0;
  selfMicros.set(key, (selfMicros.get(key) ?? 0) + dt);
  total += dt;
});
const idle = selfMicros.get("(idle)") ?? 0;
console.log(`${(total / 1e6).toFixed(1)} s sampled, ${(((total - idle) / total) * 100).toFixed(0)} % busy; self time as % of busy time:`);
for (const [key, micros] of [...selfMicros].filter(([k]) => k !== "(idle)").sort((a, b) => b[1] - a[1]).slice(0, Number(count))) {
  console.log(`${((micros / (total - idle)) * 100).toFixed(1).padStart(5)} %  ${key}`);
}
