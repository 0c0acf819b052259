import { type Gzip, constants, createGzip } from "node:zlib";

export type GzipOnce = (body: Uint8Array) => Buffer;

/** What Node's zlib streams keep inside: the native context and where it reports what it left (node:zlib). */
type ZlibInternals = {
  _handle: { writeSync(flush: number, input: Uint8Array, inOff: number, inLen: number, out: Buffer, outOff: number, outLen: number): void; reset(): void };
  _writeState: Uint32Array;
};

/**
 * Gzips whole answers on this thread, on one zlib context kept for the process: each answer is one gzip member
 * (deflate to the end, then reset the context for the next). ADR 057.
 *
 * - On the thread pool (ADR 055's lanes) a 45 KB product page cost ~60–95 µs of this thread and 300–360 µs of CPU
 *   in all: two round trips to a pool thread, each a futex wake-up, which this machine's VM makes dear.
 * - `zlib.gzipSync()` makes and frees a context each time: ~256 KB of deflate state, blocks of 32 KB and more that
 *   ADR 047's malloc settings map and unmap, so 240–340 µs.
 * - Here: ~140 µs at level 3, all of it on this thread, the bytes `gzipSync` would give.
 *
 * Node has no public synchronous call on a kept context (`gzipSync` and `_processChunk` close theirs), so this
 * drives the context as `zlibBufferSync` does inside node:zlib; kept-gzip.test.ts fails if Node changes that.
 */
export function createKeptGzip(level: number): GzipOnce {
  const stream = createGzip({ level }) as Gzip & ZlibInternals;
  // Node's own fields, named by Node (see above): the lint rule is about names we choose.
  // eslint-disable-next-line no-underscore-dangle
  const handle = stream._handle;
  // eslint-disable-next-line no-underscore-dangle
  const state = stream._writeState;
  const out = Buffer.allocUnsafeSlow(64 * 1024);
  return (body) => {
    const chunks: Buffer[] = [];
    let inOff = 0;
    let inLen = body.byteLength;
    try {
      for (;;) {
        handle.writeSync(constants.Z_FINISH, body, inOff, inLen, out, 0, out.length);
        const [availOut, availIn] = state;
        chunks.push(Buffer.from(out.subarray(0, out.length - availOut)));
        inOff += inLen - availIn;
        inLen = availIn;
        // Room left in the output means deflate reached the end of the member.
        if (availOut !== 0) break;
      }
    } finally {
      handle.reset();
    }
    return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
  };
}
