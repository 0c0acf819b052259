import { Transform } from "node:stream";

/**
 * React Router's <Scripts> writes a `<link rel="modulepreload">` for every module of the page, and takes no prop
 * for them. Chrome fetches those at High priority, alongside the stylesheet and the LCP image: on a slow phone
 * network ~120 KB of JavaScript shared the bandwidth with the ~11 KB the first paint waits for, and Lighthouse's
 * simulation counted them as render-blocking (FCP 2.0 s on the home page). On a paint-first page they are marked low priority:
 * they still load at once, but after what paints (FCP 0.9 s). ADR 054.
 */
const PRELOAD_TAG = '<link rel="modulepreload"';
const LOW_PRIORITY_PRELOAD_TAG = '<link rel="modulepreload" fetchpriority="low"';
const PRELOAD = Buffer.from(PRELOAD_TAG);
const LOW_PRIORITY_PRELOAD = Buffer.from(LOW_PRIORITY_PRELOAD_TAG);
const MARK = Buffer.from(' fetchpriority="low"');

/** The bytes `lowerPreloadPriorityInPlace` needs after a page's own: one mark for each module preload in its text. */
export function preloadMarksRoom(text: string): number {
  let marks = 0;
  for (let at = text.indexOf(PRELOAD_TAG); at >= 0; at = text.indexOf(PRELOAD_TAG, at + PRELOAD_TAG.length)) marks++;
  return marks * MARK.length;
}

/**
 * Marks a whole page's module preloads in its own buffer: the page fills `html` but for `room` bytes at the end
 * (`preloadMarksRoom`), and the bytes after each preload move along to make room for its mark, last one first.
 * A second page-sized buffer for every uncached page was a third of the render thread's large allocations (ADR 063).
 */
export function lowerPreloadPriorityInPlace(html: Buffer, room: number): Buffer {
  const length = html.length - room;
  const page = html.subarray(0, length);
  const cuts: number[] = [];
  for (let at = page.indexOf(PRELOAD); at >= 0; at = page.indexOf(PRELOAD, at + PRELOAD.length)) cuts.push(at + PRELOAD.length);
  if (cuts.length * MARK.length !== room) throw new Error(`room for ${room / MARK.length} preload marks, ${cuts.length} preloads`);
  for (let k = cuts.length - 1; k >= 0; k--) {
    const end = k + 1 < cuts.length ? cuts[k + 1] : length;
    html.copyWithin(cuts[k] + (k + 1) * MARK.length, cuts[k], end);
    MARK.copy(html, cuts[k] + k * MARK.length);
  }
  return html;
}

/** The whole page with its module preloads at low priority. */
export function lowerPreloadPriority(html: Buffer): Buffer {
  let at = html.indexOf(PRELOAD);
  if (at < 0) return html;
  const parts: Buffer[] = [];
  let from = 0;
  for (; at >= 0; at = html.indexOf(PRELOAD, from)) {
    parts.push(html.subarray(from, at), LOW_PRIORITY_PRELOAD);
    from = at + PRELOAD.length;
  }
  parts.push(html.subarray(from));
  return Buffer.concat(parts);
}

/**
 * The same for a streamed page: a tag may be cut between two chunks, so the last bytes of a chunk that could start
 * one are held back and go out with the next.
 */
export function lowerPreloadPriorityStream(): Transform {
  let held = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = lowerPreloadPriority(held.length ? Buffer.concat([held, chunk]) : chunk);
      const keep = partialTagAtEnd(text);
      held = Buffer.from(text.subarray(text.length - keep));
      callback(null, text.subarray(0, text.length - keep));
    },
    flush(callback) {
      callback(null, held);
    },
  });
}

/** How many bytes at the end of `text` are the beginning of a preload tag. */
function partialTagAtEnd(text: Buffer): number {
  for (let n = Math.min(PRELOAD.length - 1, text.length); n > 0; n--) {
    if (text.subarray(text.length - n).equals(PRELOAD.subarray(0, n))) return n;
  }
  return 0;
}
