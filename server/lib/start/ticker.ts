import { writeSync } from "node:fs";
import { workerData } from "node:worker_threads";
import { formatProgressLine } from "./format.ts";

/**
 * Worker side of progress.ts: repeats the progress line when nothing was printed for 2 s. Atomics.wait keeps
 * time by itself, so this thread ticks even while the main thread runs a long synchronous call.
 */
const { shared, lanes, slotBytes, started } = workerData as { shared: SharedArrayBuffer; lanes: string[]; slotBytes: number; started: number };
const header = new Int32Array(shared, 0, 2);
const decoder = new TextDecoder();
const laneSince = new Map<string, { text: string; since: number }>();
const sinceOf = new Float64Array(shared, 8 + lanes.length * (4 + slotBytes), lanes.length);
const REPEAT_MS = 2_000;

function readLanes() {
  for (const [i, lane] of lanes.entries()) {
    const offset = 8 + i * (4 + slotBytes);
    const length = new Int32Array(shared, offset, 1)[0];
    const text = decoder.decode(new Uint8Array(shared, offset + 4, length).slice());
    laneSince.set(lane, { text, since: sinceOf[i] });
  }
}

// The main thread prints every change; this thread prints when nothing changed for 2 s (a blocked main thread).
readLanes();
let seen = Atomics.load(header, 0);
let changedAt = Date.now();
let printedAt = Date.now();
while (Atomics.load(header, 1) === 0) {
  const changed = Atomics.wait(header, 0, seen, REPEAT_MS / 4) !== "timed-out";
  if (Atomics.load(header, 1) !== 0) break;
  seen = Atomics.load(header, 0);
  if (changed) {
    changedAt = Date.now();
    readLanes();
  }
  if (Date.now() - Math.max(changedAt, printedAt) >= REPEAT_MS) {
    writeSync(1, formatProgressLine(started, [...laneSince.values()]));
    printedAt = Date.now();
  }
}
