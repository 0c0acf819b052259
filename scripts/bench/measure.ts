import autocannon from "autocannon";
import { pacedLoad } from "../paced-load.ts";
import { cpuSeconds } from "./processes.ts";

/** `cpuUs`: the server's CPU time per request (user + system), steadier than req/s on a shared machine. */
export type Row = { name: string; path: string; mode: string; reqPerSec: number; p50: number; p99: number; errors: number; non2xx: number; cpuUs: number | null };
export type MeasureOptions = { rate?: number; gzip?: boolean; paths?: string[]; warmupSeconds?: number };

export const gzip = { "accept-encoding": "gzip" };

/** autocannon against one server (process `pid`): 50 connections flat out, or a fixed rate with 20. */
export function measurer(base: string, seconds: number, pid: number | undefined) {
  const cpuPerRequest = (before: number | null, requests: number) => {
    const after = cpuSeconds(pid);
    return before === null || after === null || requests === 0 ? null : Math.round(((after - before) / requests) * 1e6);
  };
  async function measure(name: string, path: string, opts: MeasureOptions = {}): Promise<Row> {
    return (await measureWarmed(name, path, opts)).row;
  }

  /** `measure`, with the warm-up's own figures as a row too (named "…, warm-up"). */
  async function measureWarmed(name: string, path: string, opts: MeasureOptions = {}): Promise<{ warmup: Row; row: Row }> {
    await new Promise((r) => setTimeout(r, 2000)); // let the previous run's backlog drain
    let next = 0;
    const run = (duration: number) =>
      autocannon({
        url: base + path,
        connections: opts.rate ? 20 : 50,
        duration,
        // Pages are asked for as a browser does (gzip); the API rows keep plain JSON as before.
        ...(opts.gzip ? { headers: gzip } : {}),
        ...(opts.rate ? { overallRate: opts.rate } : {}),
        ...(opts.paths ? { requests: [{ setupRequest: (req) => ({ ...req, path: opts.paths![next++ % opts.paths!.length] }) }] } : {}),
      });
    const timed = async (rowName: string, duration: number): Promise<Row> => {
      const cpuBefore = cpuSeconds(pid);
      const result = await run(duration);
      return {
        name: rowName,
        path,
        mode: opts.rate ? `${opts.rate} req/s` : "max",
        reqPerSec: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
        cpuUs: cpuPerRequest(cpuBefore, result.requests.total),
      };
    };
    // Each run starts warm (2 s, not counted): a route last asked for a minute ago has had its cached answers expire.
    const warmup = await timed(`${name}, warm-up`, opts.warmupSeconds ?? 2);
    return { warmup, row: await timed(name, seconds) };
  }

  /** The same fixed rate, sent evenly (open loop) instead of in autocannon's once-a-second bursts. */
  async function measurePaced(name: string, path: string, rate: number, headers?: Record<string, string>): Promise<Row> {
    await new Promise((r) => setTimeout(r, 2000));
    await pacedLoad(base + path, { rate, seconds: 2, headers }); // warm, not counted
    const cpuBefore = cpuSeconds(pid);
    const r = await pacedLoad(base + path, { rate, seconds, headers });
    return { name, path, mode: `${rate} req/s, paced`, reqPerSec: r.reqPerSec, p50: r.p50, p99: r.p99, errors: r.errors, non2xx: 0, cpuUs: cpuPerRequest(cpuBefore, r.sent) };
  }

  return { measure, measureWarmed, measurePaced };
}
