import { pacedLoad } from "../paced-load.ts";
import { residentMb } from "./processes.ts";

type Sample = { atSeconds: number; rssMb: number | null; heapUsedMb: number | null; heapTotalMb: number | null; externalMb: number | null };
type Trend = { firstMb: number; middleMb: number; lastMb: number; grew: boolean };
export type SoakResult = { minutes: number; rate: number; samples: Sample[]; rss: Trend; heapUsed: Trend; p99: number; errors: number };

/** The server's V8 heap and external memory from its /metrics (prom-client's defaults; loopback needs no token). */
async function heapMb(base: string): Promise<Pick<Sample, "heapUsedMb" | "heapTotalMb" | "externalMb">> {
  try {
    const text = await (await fetch(`${base}/metrics`)).text();
    const read = (name: string) => {
      const v = new RegExp(`^boxyard_${name} (\\S+)$`, "m").exec(text)?.[1];
      return v === undefined ? null : Math.round(Number(v) / 1048576);
    };
    return { heapUsedMb: read("nodejs_heap_size_used_bytes"), heapTotalMb: read("nodejs_heap_size_total_bytes"), externalMb: read("nodejs_external_memory_bytes") };
  } catch {
    return { heapUsedMb: null, heapTotalMb: null, externalMb: null };
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Early, middle and late values (thirds of the samples under load; the first sample is before any load),
 * each summarised by `pick`. "Grew" when the late one is more than 10 % above the early one.
 */
export function trend(values: number[], pick: (xs: number[]) => number): Trend {
  const loaded = values.slice(1);
  const third = Math.max(1, Math.floor(loaded.length / 3));
  const firstMb = pick(loaded.slice(0, third));
  const middleMb = pick(loaded.slice(third, Math.max(third + 1, loaded.length - third)));
  const lastMb = pick(loaded.slice(-third));
  return { firstMb, middleMb, lastMb, grew: lastMb > firstMb * 1.1 };
}

/**
 * `--soak`: a fixed paced rate for BENCH_SOAK_MINUTES (default 10) over many paths (list pages, every
 * product page in turn, ping), sampling the server's resident memory and V8 heap every BENCH_SOAK_SAMPLE_SECONDS
 * (default 10: the heap's floor shows only in a sample taken soon after a major collection, so more samples see it).
 */
export async function soak(base: string, pid: number | undefined, paths: string[], opts: { minutes: number; rate: number }): Promise<SoakResult> {
  const samples: Sample[] = [];
  const start = performance.now();
  const sample = async () => {
    const s = { atSeconds: Math.round((performance.now() - start) / 1000), rssMb: residentMb(pid), ...(await heapMb(base)) };
    samples.push(s);
    console.log(`soak ${s.atSeconds} s: server RSS ${s.rssMb} MB, V8 heap ${s.heapUsedMb} MB used of ${s.heapTotalMb} MB, external ${s.externalMb} MB`);
  };
  await sample();
  const timer = setInterval(sample, Number(process.env.BENCH_SOAK_SAMPLE_SECONDS ?? 10) * 1000);
  const result = await pacedLoad((i) => base + paths[i % paths.length], { rate: opts.rate, seconds: opts.minutes * 60 });
  clearInterval(timer);
  await sample();
  return {
    ...opts,
    samples,
    // RSS rarely falls back, so its median per third is its level; the heap is a GC sawtooth whose floor
    // (the least used in each third, live data after a collection) is what a leak raises.
    rss: trend(samples.map((s) => s.rssMb ?? 0), median),
    heapUsed: trend(samples.map((s) => s.heapUsedMb ?? 0), (xs) => Math.min(...xs)),
    p99: result.p99,
    errors: result.errors,
  };
}

export function printSoak(s: SoakResult) {
  const line = (name: string, t: Trend, how: string) => `${name} ${t.firstMb} → ${t.middleMb} → ${t.lastMb} MB (early/middle/late ${how}): ${t.grew ? "GREW (more than 10 %)" : "no growth"}`;
  console.log(`soak at ${s.rate} req/s for ${s.minutes} min: ${line("RSS", s.rss, "medians")}; ${line("V8 heap used", s.heapUsed, "floors")}; p99 ${s.p99} ms, ${s.errors} errors`);
  console.log(`soak verdict: ${s.rss.grew || s.heapUsed.grew ? "MEMORY GREW" : "no growth"}`);
}
