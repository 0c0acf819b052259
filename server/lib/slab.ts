/** Gives `size` bytes of uninitialized memory. */
export type Alloc = (size: number) => Buffer;

/**
 * Small buffers cut one after another from a bigger allocation: what Node's own buffer pool does, but with room for
 * more than one ~4 KB answer part. Node's pool is 8 KB, so a kept page's per-answer copy (spliced-gzip.ts) took a
 * new `ArrayBuffer` every second answer, ~1 µs each (ADR 057). A slab lives as long as any buffer cut from it.
 */
export function createSlab(slabSize = 64 * 1024): Alloc {
  let slab = Buffer.alloc(0);
  let used = 0;
  return (size) => {
    // A big one would leave most of a slab unused.
    if (size > slabSize >>> 3) return Buffer.allocUnsafe(size);
    if (used + size > slab.length) {
      slab = Buffer.allocUnsafeSlow(slabSize);
      used = 0;
    }
    const piece = slab.subarray(used, used + size);
    used = (used + size + 7) & ~7; // aligned, as Node's pool does
    return piece;
  };
}
