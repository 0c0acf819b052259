import { writeSync } from "node:fs";
import { workerData } from "node:worker_threads";

/**
 * Worker side of progress.ts: prints "[start] 7 s · building the storefront (4 s) · database: seeding 23/67
 * products" when a lane changes and every 2 s otherwise. Atomics.wait keeps time by itself, so this thread
 * ticks even while the main thread runs a long synchronous call.
 */
const { shared, lanes, slotBytes } = workerData as { shared: SharedArrayBuffer; lanes: string[]; slotBytes: number };
const header = new Int32Array(shared, 0, 2);
const decoder = new TextDecoder();
const started = Date.now();
const laneSince = new Map<string, { text: string; since: number }>();
const REPEAT_MS = 2_000;

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;

function readLanes() {
  for (const [i, lane] of lanes.entries()) {
    const offset = 8 + i * (4 + slotBytes);
    const length = new Int32Array(shared, offset, 1)[0];
    const text = decoder.decode(new Uint8Array(shared, offset + 4, length).slice());
    if (laneSince.get(lane)?.text !== text) laneSince.set(lane, { text, since: Date.now() });
  }
}

function print() {
  const now = Date.now();
  const parts = [...laneSince.values()].filter((l) => l.text).map((l) => (now - l.since >= 1_000 && !l.text.endsWith(".") ? `${l.text} (${seconds(now - l.since)})` : l.text));
  writeSync(1, `[start] ${seconds(now - started).padStart(4)} · ${parts.join(" · ")}\n`);
}

let seen = Atomics.load(header, 0);
let printedAt = 0;
while (Atomics.load(header, 1) === 0) {
  const changed = Atomics.wait(header, 0, seen, REPEAT_MS) !== "timed-out";
  if (Atomics.load(header, 1) !== 0) break;
  seen = Atomics.load(header, 0);
  readLanes();
  // A burst of changes (seed counters) prints at most every 500 ms; silence prints every 2 s.
  if ((changed && Date.now() - printedAt >= 500) || Date.now() - printedAt >= REPEAT_MS) {
    print();
    printedAt = Date.now();
  }
}
