import { pacedLoad } from "../paced-load.ts";
import { residentMb } from "./processes.ts";

export type SoakResult = { minutes: number; rate: number; samples: { atSeconds: number; rssMb: number | null }[]; firstMb: number; lastMb: number; grew: boolean; p99: number; errors: number };

/**
 * `--soak`: a fixed paced rate for BENCH_SOAK_MINUTES (default 10) over many paths (list pages, every
 * product page in turn, ping), sampling the server's resident memory every 30 s. "Grew" compares the
 * median of the last third of the samples with the first third's: a leak climbs, a GC sawtooth does not.
 */
export async function soak(base: string, pid: number | undefined, paths: string[], opts: { minutes: number; rate: number }): Promise<SoakResult> {
  const samples: SoakResult["samples"] = [];
  const start = performance.now();
  const sample = () => {
    const s = { atSeconds: Math.round((performance.now() - start) / 1000), rssMb: residentMb(pid) };
    samples.push(s);
    console.log(`soak ${s.atSeconds} s: server RSS ${s.rssMb} MB`);
  };
  sample();
  const timer = setInterval(sample, 30_000);
  const result = await pacedLoad((i) => base + paths[i % paths.length], { rate: opts.rate, seconds: opts.minutes * 60 });
  clearInterval(timer);
  sample();
  const mb = samples.map((s) => s.rssMb ?? 0);
  const third = Math.max(1, Math.floor(mb.length / 3));
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const firstMb = median(mb.slice(1, 1 + third)); // the first sample is before any load
  const lastMb = median(mb.slice(-third));
  return { ...opts, samples, firstMb, lastMb, grew: lastMb > firstMb * 1.1, p99: result.p99, errors: result.errors };
}
