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
