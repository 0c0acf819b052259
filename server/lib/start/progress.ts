import { writeSync } from "node:fs";
import { Worker } from "node:worker_threads";
import { formatProgressLine } from "./format.ts";

/**
 * What `npm start` is doing, printed at least every 2 s (docs/decisions/038). Two lanes run at once on a
 * first start: the storefront build (a child process) and the database (create, migrate, seed).
 */
export type StartProgress = {
  /** Sets what a lane is doing now; the line is printed at once and repeated with the elapsed time. */
  set(lane: ProgressLane, text: string): void;
  /** Stops the ticker (the server answers). */
  done(): void;
};

export type ProgressLane = "build" | "server";
const LANES: ProgressLane[] = ["build", "server"];
const SLOT_BYTES = 240;

/** No output: `node server/index.ts` (tests, e2e, bench) and the worker process. */
export const silentProgress: StartProgress = { set() {}, done() {} };

/**
 * The ticker lives in a worker thread writing straight to fd 1: PGlite's first-start initdb and other
 * synchronous WebAssembly calls block the main thread for seconds, and a timer there would stall with them.
 * The lanes' texts go through shared memory, which the worker reads whether or not the main thread is free.
 */
export function startProgress(): StartProgress {
  // Int32 header: [version, stopped], then one length-prefixed UTF-8 slot per lane, then each lane's start time.
  const shared = new SharedArrayBuffer(8 + LANES.length * (4 + SLOT_BYTES) + LANES.length * 8);
  const since = new Float64Array(shared, 8 + LANES.length * (4 + SLOT_BYTES), LANES.length);
  const header = new Int32Array(shared, 0, 2);
  const started = Date.now();
  const worker = new Worker(new URL("./ticker.ts", import.meta.url), { workerData: { shared, lanes: LANES, slotBytes: SLOT_BYTES, started } });
  worker.unref();
  const encoder = new TextEncoder();
  // The main thread prints each change itself (the worker may still be starting); the worker fills the silences.
  const current = new Map<ProgressLane, { text: string; since: number }>();
  return {
    set(lane, text) {
      if (current.get(lane)?.text === text) return;
      current.set(lane, { text, since: Date.now() });
      writeSync(1, formatProgressLine(started, [...current.values()]));
      const offset = 8 + LANES.indexOf(lane) * (4 + SLOT_BYTES);
      const bytes = encoder.encode(text).subarray(0, SLOT_BYTES);
      new Uint8Array(shared, offset + 4, SLOT_BYTES).set(bytes);
      new Int32Array(shared, offset, 1)[0] = bytes.length;
      since[LANES.indexOf(lane)] = Date.now();
      Atomics.add(header, 0, 1);
      Atomics.notify(header, 0);
    },
    done() {
      Atomics.store(header, 1, 1);
      Atomics.add(header, 0, 1);
      Atomics.notify(header, 0);
    },
  };
}
