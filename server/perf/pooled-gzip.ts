import { type Gzip, constants, createGzip } from "node:zlib";

/** What Node's zlib streams keep inside and call back into (node:zlib's processChunk and processCallback). */
type ZlibInternals = {
  _processChunk(chunk: Uint8Array, flush: number, cb: () => void): void;
  _handle: { reset(): void };
};

export type GzipOnce = (body: Uint8Array) => Promise<Buffer>;

/**
 * Gzips whole answers on Node's thread pool, each in one round trip, on zlib contexts kept for the process.
 *
 * Measured inside the server, deflating a 45 KB page on the main thread cost ~340 µs of it under uncached pages,
 * against ~140 µs in a loop: the render between two pages evicts deflate's ~256 KB of state from the cache. On a
 * pool thread it runs on the other core. ADR 055's lanes took two round trips (write, then finish) through the stream
 * machinery; here one `Z_FINISH` call does the whole member and the output is collected straight from zlib.
 * Answers on one lane go one after another (a context takes one call at a time); `lanes` of them run side by side.
 */
export function createPooledGzip(level: number, lanes = 2): GzipOnce {
  const all = Array.from({ length: lanes }, () => createLane(level));
  return (body) => all.reduce((best, lane) => (lane.waiting() < best.waiting() ? lane : best)).gzip(body);
}

function createLane(level: number) {
  let stream = open(level);
  let tail: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  let chunks: Buffer[] = [];

  function open(lvl: number) {
    const s = createGzip({ level: lvl, chunkSize: 64 * 1024 }) as Gzip & ZlibInternals;
    // zlib's callback pushes each output into the readable side; nobody reads that side, so the pieces are taken here.
    s.push = (chunk: Buffer | null) => {
      if (chunk) chunks.push(chunk);
      return true;
    };
    return s;
  }

  const gzipNow = (body: Uint8Array) =>
    new Promise<Buffer>((resolve, reject) => {
      chunks = [];
      const s = stream;
      const onError = (err: Error) => {
        // A failed context is not reused: the next answer gets a fresh one.
        stream = open(level);
        reject(err);
      };
      s.once("error", onError);
      // Node's own fields, named by Node: the lint rule is about names we choose.
      // eslint-disable-next-line no-underscore-dangle
      s._processChunk(body, constants.Z_FINISH, () => {
        s.off("error", onError);
        const out = chunks.length === 1 ? Buffer.from(chunks[0]) : Buffer.concat(chunks);
        chunks = [];
        // eslint-disable-next-line no-underscore-dangle
        s._handle.reset();
        resolve(out);
      });
    });

  return {
    waiting: () => waiting,
    gzip(body: Uint8Array): Promise<Buffer> {
      waiting++;
      const job = tail.then(() => gzipNow(body));
      tail = job.then(
        () => waiting--,
        () => waiting--,
      );
      return job;
    },
  };
}
