/**
 * Polynomial arithmetic modulo the CRC-32 polynomial (reflected), as zlib's crc32_combine does it: what lets the
 * page cache work out a kept page's CRC for each answer's nonce without reading the page again (spliced-gzip.ts).
 * Running crc32 over the whole page for each answer was 7 % of a cached page's CPU.
 */
const POLY = 0xedb88320;

/** a(x) · b(x) mod p(x). */
export function multModP(a: number, b: number): number {
  if (a === 0) return 0; // the loop below ends at a's lowest set bit
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) mod p(x), k = 0..31. */
const X2N: number[] = [];
for (let k = 0, p = 0x40000000; k < 32; k++) {
  X2N.push(p);
  p = multModP(p, p);
}

/** The operator that appends `length` bytes' worth of zero bits to a CRC: x^(8·length) mod p(x). */
export function crc32Shift(length: number): number {
  let p = 0x80000000;
  for (let n = length, k = 3; n > 0; n = Math.floor(n / 2), k++) if (n % 2) p = multModP(X2N[k & 31], p);
  return p;
}
