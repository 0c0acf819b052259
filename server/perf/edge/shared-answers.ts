import type { OutgoingHttpHeaders } from "node:http";
import { acceptsGzip } from "../../lib/accept-encoding.ts";

export type SharedAnswer = { headers: OutgoingHttpHeaders; body: Uint8Array; route: string; bytes: number; expires: number; generation: number };
export type KeepAnswer = (headers: OutgoingHttpHeaders, body: Uint8Array, route: string) => void;

export type SharedAnswers = {
  /** The kept answer for an anonymous GET of `url` (gzip or not, as the client takes), if still fresh. */
  find: (key: string) => SharedAnswer | undefined;
  /** Keeps the answer to the request now starting, unless the catalog changes before it is complete. */
  keeper: (key: string) => KeepAnswer;
  stats: () => { answers: number; bytes: number };
};

/** One key per URL and encoding: the API gzips a kept answer for clients that take it (envelope.ts `okSerialized`). */
export const sharedAnswerKey = (url: string, acceptEncoding: string | undefined) => (acceptsGzip(acceptEncoding) ? `gz ${url}` : url);

/**
 * Answers of the public catalog kept as bytes at the edge (ADR 052): a hit is written out without running the API.
 * An entry lives half the catalog cache's TTL, so with the catalog cache's own stale-while-revalidate a change
 * still shows within two TTLs (ADR 009), and dies at once when the catalog cache is cleared (its generation moves).
 * At most `max` answers and `maxBytes` of them; the oldest go first.
 */
export function createSharedAnswers(opts: { ttlMs: number; generation: () => number; max?: number; maxBytes?: number; now?: () => number }): SharedAnswers {
  const now = opts.now ?? Date.now;
  const max = opts.max ?? 2000;
  const maxBytes = opts.maxBytes ?? 8 * 1024 * 1024;
  const lifetime = opts.ttlMs / 2;
  const answers = new Map<string, SharedAnswer>();
  let bytes = 0;

  const remove = (key: string) => {
    const old = answers.get(key);
    if (!old) return;
    answers.delete(key);
    bytes -= old.bytes;
  };

  return {
    find(key) {
      const hit = answers.get(key);
      if (!hit) return undefined;
      if (hit.expires > now() && hit.generation === opts.generation()) return hit;
      remove(key);
      return undefined;
    },
    keeper(key) {
      const generation = opts.generation();
      return (headers, body, route) => {
        if (lifetime <= 0 || generation !== opts.generation() || body.byteLength > maxBytes / 8) return;
        remove(key);
        const size = body.byteLength + key.length + 200;
        answers.set(key, { headers, body, route, bytes: size, expires: now() + lifetime, generation });
        bytes += size;
        for (const oldest of answers.keys()) {
          if (answers.size <= max && bytes <= maxBytes) break;
          remove(oldest);
        }
      };
    },
    stats: () => ({ answers: answers.size, bytes }),
  };
}
