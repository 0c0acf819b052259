import { constants, crc32, createDeflateRaw } from "node:zlib";
import { crc32Shift, multModP } from "./crc32-combine.ts";

/**
 * Gzip for a page that is the same every time except for one short string (the CSP nonce) that
 * recurs in it. The page is deflated once, as one stream with a sync flush at both ends of every
 * hole where the string goes; a hole holds 0xFF bytes while compressing. Each answer then swaps
 * the hole's compressed bytes for a stored (uncompressed) block holding its own string, and adds
 * the gzip header and trailer. Deflate blocks may be cut this way (RFC 1951 §3.2.3–3.2.4); 0xFF
 * never occurs in UTF-8 text, so no later back-reference can point into a hole, and the window
 * stays the same length, so every distance stays right. The answer is one ordinary gzip member,
 * compressed as well as a one-off gzip, without a zlib stream or its garbage per request.
 */
export type SplicedGzip = {
  parts: Buffer[];
  deflated: Buffer[];
  size: number;
  fillerLength: number;
  /** CRC-32 of the page with zero bytes in its holes, and of the zero bytes alone (see `crcWith`). */
  zeroFilledCrc: number;
  zeroFillerCrc: number;
  /** The sum, over the holes, of the shift operator of the bytes after each (crc32-combine.ts). */
  holesShift: number;
};

const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const FINAL_EMPTY_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);

export async function prepareSplicedGzip(parts: Buffer[], fillerLength: number): Promise<SplicedGzip> {
  const deflate = createDeflateRaw({ level: 9 });
  const output: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => output.push(chunk));
  // Compresses on the thread pool; the flush callback runs once its output has been emitted.
  const compress = async (data: Buffer) => {
    deflate.write(data);
    await new Promise<void>((resolve) => deflate.flush(constants.Z_SYNC_FLUSH, () => resolve()));
    return Buffer.concat(output.splice(0));
  };
  const hole = Buffer.alloc(fillerLength, 0xff);
  const deflated: Buffer[] = [];
  try {
    for (const [i, part] of parts.entries()) {
      if (i > 0) await compress(hole);
      deflated.push(await compress(part));
    }
  } finally {
    deflate.close();
  }
  return {
    parts,
    deflated,
    size: parts.reduce((n, p) => n + p.length, 0),
    fillerLength,
    ...crcOperands(parts, fillerLength),
  };
}

function crcOperands(parts: Buffer[], fillerLength: number) {
  const zeros = Buffer.alloc(fillerLength);
  // Hole i (before part i) is followed by part i and everything after it.
  let holesShift = 0;
  for (let i = parts.length - 1, after = 0; i > 0; i--) {
    after += parts[i].length;
    holesShift ^= crc32Shift(after);
    after += fillerLength;
  }
  const zeroFilledCrc = crc32(Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [part] : [zeros, part]))));
  return { zeroFilledCrc, zeroFillerCrc: crc32(zeros), holesShift };
}

/**
 * The page's CRC-32 with `filler` in every hole, by one multiplication instead of two CRC combinations per hole
 * (which was 16 % of a kept page's CPU). CRC-32 is affine: two messages of one length differ in CRC by the plain
 * (linear) CRC of their difference, here the filler's bytes at each hole with zeros between. That is the filler's
 * plain CRC shifted by the bytes after each hole, and a sum of shifts of one value is that value times the
 * shifts' sum (polynomials mod 2), which `holesShift` holds.
 */
function crcWith(prepared: SplicedGzip, filler: Buffer): number {
  const fillerLinearCrc = (crc32(filler) ^ prepared.zeroFillerCrc) >>> 0;
  return (prepared.zeroFilledCrc ^ multModP(prepared.holesShift, fillerLinearCrc)) >>> 0;
}

export function splicedGzip(prepared: SplicedGzip, filler: Buffer): Buffer {
  return Buffer.concat(splicedGzipPieces(prepared, filler));
}

/**
 * The answer as pieces to write one after another: the big deflated blocks as they are kept, the rest (gzip header,
 * stored blocks, small blocks, trailer) copied into one small buffer. Joining all ~10 KB per answer allocated a
 * buffer too big for Node's pool, a fresh malloc with page faults each time: 15 % of a kept page's CPU (ADR 057).
 */
export function splicedGzipPieces(prepared: SplicedGzip, filler: Buffer): Buffer[] {
  if (filler.length !== prepared.fillerLength) throw new Error(`filler must be ${prepared.fillerLength} bytes`);
  const stored = Buffer.allocUnsafe(5 + filler.length);
  stored[0] = 0; // not final, stored, padded to the byte
  stored.writeUInt16LE(filler.length, 1);
  stored.writeUInt16LE(~filler.length & 0xffff, 3);
  filler.copy(stored, 5);
  const items: Buffer[] = [HEADER];
  prepared.deflated.forEach((block, i) => {
    if (i > 0) items.push(stored);
    items.push(block);
  });
  const trailer = Buffer.allocUnsafe(8);
  trailer.writeUInt32LE(crcWith(prepared, filler), 0);
  trailer.writeUInt32LE((prepared.size + filler.length * (prepared.parts.length - 1)) >>> 0, 4);
  items.push(FINAL_EMPTY_BLOCK, trailer);
  return joinSmall(items);
}

/** Pieces this big or bigger are written as they are; runs of smaller ones are joined (`joinSmall`). */
const WRITTEN_AS_IS = 1024;

/**
 * `items` as fewer pieces: each run of small ones copied into one buffer, big ones left as they are (no copy).
 * The copies share one allocation, from Node's buffer pool while they total under 4 KB.
 */
export function joinSmall(items: Buffer[]): Buffer[] {
  let smallBytes = 0;
  for (const item of items) if (item.length < WRITTEN_AS_IS) smallBytes += item.length;
  const small = Buffer.allocUnsafe(smallBytes);
  const pieces: Buffer[] = [];
  let at = 0;
  let runStart = 0;
  for (const item of items) {
    if (item.length < WRITTEN_AS_IS) {
      at += item.copy(small, at);
      continue;
    }
    if (at > runStart) pieces.push(small.subarray(runStart, at));
    runStart = at;
    pieces.push(item);
  }
  if (at > runStart) pieces.push(small.subarray(runStart, at));
  return pieces;
}
