/**
 * Total Blocking Time from thread CPU time. Lighthouse's mobile TBT scales the main thread's observed task
 * durations by 4 (simulated CPU throttling); on a machine shared by several engineers those durations include
 * waiting for a core, so TBT measures the neighbours. Chrome's trace also records each task's thread time
 * (`tdur`: time on a CPU), which a busy machine barely changes. This sums, over the page's main-thread tasks
 * after the first contentful paint, the part of (4 × thread time) above 50 ms: an estimate of the TBT a quiet
 * machine would report, printed next to Lighthouse's own figure, never instead of it.
 */
type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number; args?: { name?: string } };

export function cpuTimeTbt(traceEvents: TraceEvent[], slowdown = 4): number {
  const mains = new Set(traceEvents.filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`));
  const tasks = traceEvents.filter((e) => e.name === "RunTask" && e.ph === "X" && mains.has(`${e.pid}:${e.tid}`) && e.tdur !== undefined);
  // The page's renderer: the main thread that worked the most (an extension or about:blank renderer idles).
  const busy = new Map<string, number>();
  for (const t of tasks) busy.set(`${t.pid}:${t.tid}`, (busy.get(`${t.pid}:${t.tid}`) ?? 0) + (t.tdur ?? 0));
  const page = [...busy.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const fcp = traceEvents.find((e) => e.name === "firstContentfulPaint")?.ts ?? 0;
  let total = 0;
  for (const t of tasks) if (`${t.pid}:${t.tid}` === page && t.ts >= fcp) total += Math.max(0, ((t.tdur ?? 0) / 1000) * slowdown - 50);
  return Math.round(total);
}
