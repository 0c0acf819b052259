/**
 * A small in-process cache with a time to live and a size cap (least recently used entries go first). The public
 * catalog reads go through it: thousands of visitors ask for the same pages, and a few seconds of
 * staleness is invisible, while admin writes clear it at once (docs/decisions/009).
 */
export type TtlCache = {
  wrap: <T>(key: string, load: () => Promise<T>) => Promise<T>;
  clear: () => void;
  /** Goes up by one on every clear(), so caches built on top (rendered pages) know they are stale too. */
  generation: () => number;
  /** How long an entry lives: caches built on top keep theirs no longer. */
  ttlMs: number;
};

export function createTtlCache(opts: { ttlMs: number; max?: number; now?: () => number }): TtlCache {
  const now = opts.now ?? Date.now;
  const max = opts.max ?? 1000;
  const entries = new Map<string, { value: Promise<unknown>; expires: number }>();
  let generation = 0;
  return {
    async wrap<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (opts.ttlMs <= 0) return load();
      let hit = entries.get(key);
      if (hit && hit.expires > now()) {
        // Least recently used goes first when full: many one-off queries must not push out the busy ones.
        entries.delete(key);
        entries.set(key, hit);
        return hit.value as Promise<T>;
      }
      // Stale answers only shortly after expiry: a page nobody asked for in an hour is loaded afresh,
      // so another replica's change is never shown longer than two TTLs.
      if (hit && now() - hit.expires >= opts.ttlMs) {
        entries.delete(key);
        hit = undefined;
      }
      // Store the promise itself so concurrent misses share one database round trip.
      const value = load();
      const entry = { value: value as Promise<unknown>, expires: now() + opts.ttlMs };
      if (hit) {
        // Stale while revalidating: callers keep getting the old answer until the new one is ready,
        // so an expiry never makes a burst of visitors wait on the database.
        hit.expires = Number.POSITIVE_INFINITY;
        const startedIn = generation;
        value.then(
          // A clear() while this was loading means an admin changed something it may have missed.
          () => startedIn === generation && entries.set(key, entry),
          () => entries.delete(key),
        );
        return hit.value as Promise<T>;
      }
      entries.set(key, entry);
      value.catch(() => entries.delete(key));
      if (entries.size > max) entries.delete(entries.keys().next().value as string);
      return value;
    },
    clear() {
      entries.clear();
      generation++;
    },
    generation: () => generation,
    ttlMs: opts.ttlMs,
  };
}
