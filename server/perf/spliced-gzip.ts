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
  /** An answer's bytes, in order: big deflated blocks as they are, and spans of `template` (see `layOut`). */
  layout: (Buffer | { from: number; to: number })[];
  /** Everything else of an answer: gzip header, small blocks, stored blocks with room for the filler, trailer. */
  template: Buffer;
  fillerAt: number[];
  trailerAt: number;
  /** What the kept gzip holds in memory (the big blocks and the template). */
  bytes: number;
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
    ...layOut(deflated, fillerLength),
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
 * Where an answer's bytes come from: runs of small pieces (gzip header, stored blocks, deflated blocks under
 * `WRITTEN_AS_IS`, final block and trailer) laid out once in a template, so an answer copies one template and
 * writes its filler and trailer into the copy, while the big blocks go out as they are kept.
 */
function layOut(deflated: Buffer[], fillerLength: number) {
  const storedHeader = Buffer.alloc(5);
  storedHeader.writeUInt16LE(fillerLength, 1); // byte 0 = 0: not final, stored, padded to the byte
  storedHeader.writeUInt16LE(~fillerLength & 0xffff, 3);
  const FILLER = Symbol("filler");
  const items: (Buffer | typeof FILLER)[] = [HEADER];
  deflated.forEach((block, i) => {
    if (i > 0) items.push(storedHeader, FILLER);
    items.push(block);
  });
  items.push(FINAL_EMPTY_BLOCK, Buffer.alloc(8));
  const template: Buffer[] = [];
  const layout: SplicedGzip["layout"] = [];
  const fillerAt: number[] = [];
  let at = 0;
  let runStart = 0;
  for (const item of items) {
    if (item === FILLER) {
      fillerAt.push(at);
      template.push(Buffer.alloc(fillerLength));
      at += fillerLength;
    } else if (item.length < WRITTEN_AS_IS) {
      template.push(item);
      at += item.length;
    } else {
      if (at > runStart) layout.push({ from: runStart, to: at });
      runStart = at;
      layout.push(item);
    }
  }
  if (at > runStart) layout.push({ from: runStart, to: at });
  const bigBytes = layout.reduce((n, piece) => n + (Buffer.isBuffer(piece) ? piece.length : 0), 0);
  return { layout, template: Buffer.concat(template), fillerAt, trailerAt: at - 8, bytes: bigBytes + at };
}

/**
 * The answer as pieces to write one after another: the big deflated blocks as they are kept, the rest copied
 * from the template with this filler and trailer in. Joining all ~10 KB per answer allocated a buffer too big for
 * Node's pool, a fresh malloc with page faults each time: 15 % of a kept page's CPU (ADR 057).
 */
export function splicedGzipPieces(prepared: SplicedGzip, filler: Buffer): Buffer[] {
  if (filler.length !== prepared.fillerLength) throw new Error(`filler must be ${prepared.fillerLength} bytes`);
  const small = Buffer.allocUnsafe(prepared.template.length);
  // TypedArray's own set: Buffer's copy() costs a few JS calls each, and an answer makes ~20 copies.
  small.set(prepared.template);
  for (const at of prepared.fillerAt) small.set(filler, at);
  small.writeUInt32LE(crcWith(prepared, filler), prepared.trailerAt);
  small.writeUInt32LE((prepared.size + filler.length * (prepared.parts.length - 1)) >>> 0, prepared.trailerAt + 4);
  return prepared.layout.map((piece) => (Buffer.isBuffer(piece) ? piece : small.subarray(piece.from, piece.to)));
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
