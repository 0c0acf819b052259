import { Transform } from "node:stream";

/**
 * React Router's <Scripts> writes a `<link rel="modulepreload">` for every module of the page, and takes no prop
 * for them. Chrome fetches those at High priority, alongside the stylesheet and the LCP image: on a slow phone
 * network ~120 KB of JavaScript shared the bandwidth with the ~11 KB the first paint waits for, and Lighthouse's
 * simulation counted them as render-blocking (FCP 2.0 s on the home page). On a paint-first page they are marked low priority:
 * they still load at once, but after what paints (FCP 0.9 s). ADR 054.
 */
const PRELOAD = Buffer.from('<link rel="modulepreload"');
const LOW_PRIORITY_PRELOAD = Buffer.from('<link rel="modulepreload" fetchpriority="low"');

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

/** Preloads a page may have for `joinLowPriority` to mark in place; a page with more takes a second copy. */
const ROOM_FOR = 32;
const EXTRA = LOW_PRIORITY_PRELOAD.length - PRELOAD.length;

/** What React writes to a render's destination: bytes, and long strings as they are. */
export type RenderChunk = Uint8Array | string;

/**
 * A whole page's chunks in one buffer, with `room` bytes to spare after them. Strings are encoded straight into it:
 * a Writable made each its own buffer first (the kept header and footer are strings of 5–8 KB). ADR 057.
 */
export function joinChunks(chunks: RenderChunk[], room = 0): { out: Buffer; length: number } {
  let length = 0;
  for (const chunk of chunks) length += typeof chunk === "string" ? Buffer.byteLength(chunk) : chunk.length;
  const out = Buffer.allocUnsafe(length + room);
  let filled = 0;
  for (const chunk of chunks) {
    if (typeof chunk === "string") filled += out.write(chunk, filled);
    else {
      out.set(chunk, filled);
      filled += chunk.length;
    }
  }
  return { out, length };
}

/**
 * A whole page's chunks joined into one buffer with its module preloads at low priority: `lowerPreloadPriority`
 * of the joined chunks in one allocation instead of two. A page is ~45 KB, so each copy was a fresh mapping
 * of its own (ADR 047's malloc settings) and its page faults (ADR 056). The buffer is made with room for the
 * added attributes, and the bytes after each preload are moved along in place, last preload first.
 */
export function joinLowPriority(chunks: RenderChunk[]): Buffer {
  const { out, length } = joinChunks(chunks, ROOM_FOR * EXTRA);
  const at: number[] = [];
  for (let i = out.indexOf(PRELOAD); i >= 0 && i < length; i = out.indexOf(PRELOAD, i + PRELOAD.length)) at.push(i);
  if (at.length > ROOM_FOR) return lowerPreloadPriority(out.subarray(0, length));
  let end = length;
  for (let j = at.length - 1; j >= 0; j--) {
    const after = at[j] + PRELOAD.length;
    out.copy(out, after + (j + 1) * EXTRA, after, end);
    LOW_PRIORITY_PRELOAD.copy(out, at[j] + j * EXTRA);
    end = at[j];
  }
  return out.subarray(0, length + at.length * EXTRA);
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
