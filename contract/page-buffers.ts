/**
 * Buffers for whole pages' bytes that travel from a render thread to the main thread and, once the main thread is
 * done with a page it did not keep, back again (ADR 064). A page's bytes are 45–95 KB: each new buffer is a
 * mapping of its own (MALLOC_MMAP_THRESHOLD_, ADR 063), and mapping, faulting in and unmapping it cost a system
 * call and a TLB flush of the other core on every uncached page.
 *
 * One pool per thread, on `globalThis`: the render thread's bundle (app/) and the worker around it (server/) each
 * load this module, and must share the pool.
 */
type Pool = { free: ArrayBuffer[]; ours: WeakSet<ArrayBuffer> };

const POOL = Symbol.for("boxyard.pageBuffers");
/** Sizes are rounded up to this, so a buffer fits the next pages too. */
const GRAIN = 32 * 1024;
/** Buffers kept idle per thread: a render thread has about this many pages in flight at full load. */
const MAX_FREE = 16;

function pool(): Pool {
  const holder = globalThis as { [POOL]?: Pool };
  return (holder[POOL] ??= { free: [], ours: new WeakSet() });
}

/** `size` bytes of a pooled buffer, unset: a free one that fits, or a new one. */
export function takePageBuffer(size: number): Buffer {
  const { free, ours } = pool();
  const fits = free.findIndex((buffer) => buffer.byteLength >= size);
  const buffer = fits >= 0 ? free.splice(fits, 1)[0] : Buffer.allocUnsafeSlow(Math.ceil(Math.max(size, 1) / GRAIN) * GRAIN).buffer;
  ours.add(buffer);
  return Buffer.from(buffer, 0, size);
}

/** Whether `buffer` is a pooled page buffer of this thread, whole and safe to transfer. */
export function isPageBuffer(buffer: ArrayBufferLike): buffer is ArrayBuffer {
  return buffer instanceof ArrayBuffer && pool().ours.has(buffer);
}

/** How many buffers wait idle in this thread's pool. */
export const idlePageBuffers = () => pool().free.length;

/** Buffers given back by the other thread: kept for the next pages, up to MAX_FREE. */
export function givePageBuffers(buffers: ArrayBuffer[]) {
  const { free } = pool();
  for (const buffer of buffers) if (free.length < MAX_FREE && buffer.byteLength > 0) free.push(buffer);
}
