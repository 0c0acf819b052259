import { type Gzip, type ZlibReset, constants, createGzip } from "node:zlib";

export type GzipOnce = (body: Uint8Array) => Promise<Buffer>;

/**
 * Gzips whole answers on a few zlib streams that stay open: each answer is one gzip member (write it, finish,
 * then reset the stream for the next). `zlib.gzip()` made a new zlib context per answer: ~256 KB of deflate
 * state allocated and freed each time, which with the server's malloc settings (blocks of 32 KB and more mapped
 * on their own, ADR 047/053) meant mmap, page faults and munmap for every uncached page. Measured on a 48 KB
 * product page: 138–155 µs of main-thread CPU and 504–537 µs in all per answer before, 73–78 µs and 331–359 µs
 * now, with the same bytes out (ADR 055). The deflate itself still runs on the thread pool.
 *
 * Answers on one lane go one after another; `lanes` of them run side by side.
 */
export function createGzipLanes(opts: { level: number; lanes: number }): GzipOnce {
  const lanes = Array.from({ length: opts.lanes }, () => createLane(opts.level));
  return (body) => {
    const lane = lanes.reduce((best, l) => (l.waiting() < best.waiting() ? l : best));
    return lane.gzip(body);
  };
}

function createLane(level: number) {
  let stream = createGzip({ level });
  let tail: Promise<unknown> = Promise.resolve();
  let waiting = 0;

  const gzipNow = (body: Uint8Array) =>
    new Promise<Buffer>((resolve, reject) => {
      const s = stream;
      const chunks: Buffer[] = [];
      const onData = (chunk: Buffer) => chunks.push(chunk);
      let failed = false;
      // A failed stream is not reused: the next answer gets a fresh one.
      const onError = (err: Error) => {
        failed = true;
        s.off("data", onData);
        s.destroy();
        if (stream === s) stream = createGzip({ level });
        reject(err);
      };
      s.on("data", onData);
      s.once("error", onError);
      s.write(body);
      s.flush(constants.Z_FINISH, () => {
        if (failed) return;
        s.off("data", onData);
        s.off("error", onError);
        // Node's Gzip has reset() (deflateReset: the same memory, a new gzip member); @types/node leaves it out.
        (s as Gzip & ZlibReset).reset();
        resolve(Buffer.concat(chunks));
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
