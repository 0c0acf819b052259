import { constants, crc32, createDeflateRaw } from "node:zlib";
import { crc32Combine, crc32Shift } from "./crc32-combine.ts";

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
  /** Each part's CRC-32 and the shift operator of its length (crc32-combine.ts). */
  partCrcs: number[];
  partShifts: number[];
  fillerShift: number;
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
    partCrcs: parts.map((part) => crc32(part)),
    partShifts: parts.map((part) => crc32Shift(part.length)),
    fillerShift: crc32Shift(fillerLength),
  };
}

export function splicedGzip(prepared: SplicedGzip, filler: Buffer): Buffer {
  if (filler.length !== prepared.fillerLength) throw new Error(`filler must be ${prepared.fillerLength} bytes`);
  const stored = Buffer.alloc(5 + filler.length);
  stored.writeUInt16LE(filler.length, 1); // byte 0 = 0: not final, stored, padded to the byte
  stored.writeUInt16LE(~filler.length & 0xffff, 3);
  filler.copy(stored, 5);
  const chunks: Buffer[] = [HEADER];
  const fillerCrc = crc32(filler);
  let crc = 0;
  prepared.deflated.forEach((block, i) => {
    if (i > 0) {
      chunks.push(stored);
      crc = crc32Combine(crc, fillerCrc, prepared.fillerShift);
    }
    chunks.push(block);
    crc = crc32Combine(crc, prepared.partCrcs[i], prepared.partShifts[i]);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE((prepared.size + filler.length * (prepared.parts.length - 1)) >>> 0, 4);
  chunks.push(FINAL_EMPTY_BLOCK, trailer);
  return Buffer.concat(chunks);
}
