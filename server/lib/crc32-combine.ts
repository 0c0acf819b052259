/**
 * CRC-32 of two byte runs joined, from the CRC of each and the second one's length, without reading the bytes
 * again (zlib's crc32_combine, by polynomial arithmetic modulo the CRC polynomial, reflected). The page cache
 * keeps the CRC of every fixed part of a page and combines it with the nonce's per answer: running crc32 over
 * the whole page for each answer was 7 % of a cached page's CPU.
 */
const POLY = 0xedb88320;

/** a(x) · b(x) mod p(x). */
function multModP(a: number, b: number): number {
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

/** crc32(A ‖ B) from crc32(A), crc32(B) and `crc32Shift(B.length)`. */
export function crc32Combine(crcA: number, crcB: number, shiftB: number): number {
  return (multModP(shiftB, crcA) ^ crcB) >>> 0;
}
