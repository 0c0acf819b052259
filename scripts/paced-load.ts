import http from "node:http";

/**
 * Open-loop load at a fixed rate: one request every 1000/rate ms, whether or not earlier ones have
 * answered, each timed from the moment it was due, so a stall counts for every request it delays.
 * autocannon's `overallRate` instead sends each connection's quota for the second back to back as
 * soon as the second starts (lib/httpClient.js: `reqsMadeThisSecond`), so "200 req/s" arrives as a
 * burst of 200 in the first few milliseconds of every second — not what a load balancer forwards.
 */
export type PacedResult = { sent: number; reqPerSec: number; p50: number; p99: number; max: number; errors: number };

/** `url` may be a function of the request's index, to spread the load over many paths (the soak). */
export async function pacedLoad(url: string | ((i: number) => string), opts: { rate: number; seconds: number; headers?: Record<string, string> }): Promise<PacedResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const latencies: number[] = [];
  let errors = 0;
  const get = (due: number, i: number) =>
    new Promise<void>((resolve) => {
      const req = http.get(typeof url === "string" ? url : url(i), { agent, headers: opts.headers }, (res) => {
        res.resume();
        res.on("end", () => {
          if (res.statusCode === 200) latencies.push(performance.now() - due);
          else errors++;
          resolve();
        });
      });
      req.on("error", () => {
        errors++;
        resolve();
      });
    });
  const total = opts.rate * opts.seconds;
  const start = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / opts.rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    inFlight.push(get(due, i));
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Number((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0).toFixed(1));
  return { sent: total, reqPerSec: Math.round(latencies.length / elapsed), p50: at(0.5), p99: at(0.99), max: at(1), errors };
}
