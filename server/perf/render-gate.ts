/**
 * Admission control for server renders that the page cache could not answer (docs/decisions/041). Renders
 * past `concurrency` wait in order; a request that would wait behind `maxQueued` others, or has waited
 * `maxWaitMs` already, is refused at once (the caller answers 503 with Retry-After) instead of queueing until
 * its client gives up. Unbounded queueing was what the bench's saturated rows showed: waits past the
 * client's 10 s timeout, then answers written to sockets nobody read.
 */
export type RenderGateOptions = { concurrency: number; maxQueued: number; maxWaitMs: number; now?: () => number };

/** Why a render did not run: the server was too busy, or the client left while it waited. */
export type Refusal = "overloaded" | "client_gone";

export type RenderGate = {
  run: <T>(signal: AbortSignal, work: () => Promise<T>) => Promise<{ ran: true; value: T } | { ran: false; why: Refusal }>;
  stats: () => { running: number; queued: number };
};

type Waiter = { since: number; signal: AbortSignal; admit: (why?: Refusal) => void };

export const DEFAULT_RENDER_GATE: RenderGateOptions = { concurrency: 8, maxQueued: 200, maxWaitMs: 3_000 };

export function createRenderGate(opts: RenderGateOptions): RenderGate {
  const now = opts.now ?? performance.now.bind(performance);
  let running = 0;
  const queue: Waiter[] = [];

  function release() {
    running--;
    // Waiters whose client left or whose wait ran out are answered without running; the first fresh one runs.
    while (queue.length && running < opts.concurrency) {
      const next = queue.shift()!;
      if (next.signal.aborted) next.admit("client_gone");
      else if (now() - next.since > opts.maxWaitMs) next.admit("overloaded");
      else {
        running++;
        next.admit();
      }
    }
  }

  function admission(signal: AbortSignal): Promise<Refusal | undefined> {
    if (signal.aborted) return Promise.resolve("client_gone");
    if (running < opts.concurrency) {
      running++;
      return Promise.resolve(undefined);
    }
    if (queue.length >= opts.maxQueued) return Promise.resolve("overloaded");
    return new Promise((resolve) => {
      const waiter: Waiter = { since: now(), signal, admit: resolve };
      queue.push(waiter);
      // A client that leaves while waiting frees its place at once rather than when its turn comes.
      signal.addEventListener(
        "abort",
        () => {
          const at = queue.indexOf(waiter);
          if (at >= 0) {
            queue.splice(at, 1);
            resolve("client_gone");
          }
        },
        { once: true },
      );
    });
  }

  return {
    async run(signal, work) {
      const refused = await admission(signal);
      if (refused) return { ran: false, why: refused };
      try {
        return { ran: true, value: await work() };
      } finally {
        release();
      }
    },
    stats: () => ({ running, queued: queue.length }),
  };
}
